import { spawn } from 'node:child_process';
import postgres from 'postgres';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@/server/testing/test-services';
import { analyticsSchema, postgresHandle, schema } from '@/db/client';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;
const databases: TestDatabase[] = [];
afterEach(async () => {
  await Promise.all(databases.splice(0).map((database) => database.drop()));
});

async function migrationRows(url: string) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const main = await sql<{ hash: string }[]>`select hash from drizzle.__drizzle_migrations`;
    const analytics = await sql<{ hash: string }[]>`select hash from drizzle.__drizzle_migrations_analytics`;
    const tables = await sql<{ n: number }[]>`select count(*)::int as n from information_schema.tables where table_schema = 'public'`;
    return { main: main.map((row) => row.hash), analytics: analytics.map((row) => row.hash), tables: tables[0]!.n };
  } finally {
    await sql.end();
  }
}

describe('migrations with several instances starting at once', () => {
  it('six instances migrating one empty database together: every one succeeds and each migration is applied once', async () => {
    const database = await createTestDatabase('migrate');
    databases.push(database);
    const instances = Array.from({ length: 6 }, (_, index) => postgresHandle(database.url, index % 2 ? analyticsSchema : schema, { max: 1 }));
    try {
      // Each instance applies both sets, in a different order, as `next start` and the release step would.
      const results = await Promise.allSettled(
        instances.map(async (instance, index) => {
          for (const set of index % 2 ? (['analytics', 'main'] as const) : (['main', 'analytics'] as const)) await instance.migrate(set);
        }),
      );
      expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
    const rows = await migrationRows(database.url);
    expect(rows.main.length).toBeGreaterThan(0);
    expect(new Set(rows.main).size).toBe(rows.main.length);
    expect(rows.analytics.length).toBeGreaterThan(0);
    expect(new Set(rows.analytics).size).toBe(rows.analytics.length);
    expect(rows.tables).toBeGreaterThan(10);
  });

  it('`npm run db:migrate` applies them as a release step, twice in parallel, and says what it did', async () => {
    const database = await createTestDatabase('migrate_cli');
    databases.push(database);
    const run = () =>
      new Promise<{ code: number | null; output: string }>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/migrate.ts'], {
          env: { ...process.env, DATABASE_URL: database.url, ANALYTICS_DATABASE_URL: '', NODE_ENV: 'development', DATA_DIR: '' },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.on('exit', (code) => resolve({ code, output }));
      });
    const [first, second] = await Promise.all([run(), run()]);
    expect(first).toMatchObject({ code: 0, output: expect.stringContaining('Migrations applied (database: postgres') });
    expect(second.code).toBe(0);
    const rows = await migrationRows(database.url);
    expect(new Set(rows.main).size).toBe(rows.main.length);
  });

  it('`npm run db:migrate` against an unreachable database fails with one line and exit 1', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/migrate.ts'], {
      env: { ...process.env, DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none', NODE_ENV: 'development' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr.trim()).toMatch(/^Migration failed: /);
  });
});
