import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './db/analytics/schema.ts',
  out: './db/migrations/analytics',
  casing: 'snake_case',
  schemaFilter: ['analytics'],
  dbCredentials: { url: process.env.ANALYTICS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
});
