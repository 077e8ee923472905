import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: ['server/**/*.test.ts', 'db/**/*.test.ts', 'components/**/*.test.ts', 'packages/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // Two cores: two files at a time; each integration file owns its database and cache prefix.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ['server/testing/setup.ts'],
    // Migrated PGlite and Postgres templates, built once a run; every test app starts from a copy.
    globalSetup: ['server/testing/global-setup.ts'],
  },
});
