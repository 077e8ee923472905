import { defineConfig } from 'drizzle-kit';

/**
 * Migrations are generated from the schema (`npm run db:generate`) and committed; they are applied
 * at start-up and by `npm run db:migrate`. The analytics store has its own set: see
 * db/analytics/drizzle.config.ts.
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './db/schema/index.ts',
  out: './db/migrations/main',
  casing: 'snake_case',
  dbCredentials: { url: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
});
