import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { analyticsSchema, type AnalyticsDb, type Db, openPglite, pgliteHandle, postgresHandle, schema } from '@/db/client';
import { assertLocal, testServices } from './test-services';

/**
 * Migrated databases built once per test run, so that a test app starts from a copy instead of
 * migrating a fresh database (initdb and every migration took PGlite 5 to 10 s an app). The
 * migrations themselves are still run from scratch by db/migrate.integration.test.ts.
 */

const migrationsFolder = () => path.join(process.cwd(), 'db', 'migrations');

/** What the templates were built from: every file under db/migrations, by path and content. */
export async function migrationsHash(): Promise<string> {
  const root = migrationsFolder();
  const files = (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file}\0`).update(await readFile(path.join(root, file))).update('\0');
  return hash.digest('hex').slice(0, 12);
}

async function exists(file: string) {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/**
 * The migrated PGlite data folder for these migrations, kept between runs under
 * node_modules/.cache (a new hash builds a new one and removes the others). Built beside its
 * final name and renamed into place, so a run starting meanwhile never copies half a folder.
 */
export async function pgliteTemplate(hash: string): Promise<string> {
  const cache = path.join(process.cwd(), 'node_modules', '.cache', 'billing-test-pglite');
  const ready = path.join(cache, hash);
  if (await exists(ready)) return ready;
  await mkdir(cache, { recursive: true });
  for (const entry of await readdir(cache)) {
    if (!entry.startsWith(hash)) await rm(path.join(cache, entry), { recursive: true, force: true });
  }
  const building = `${ready}.${process.pid}.building`;
  await rm(building, { recursive: true, force: true });
  const client = await openPglite(building);
  await pgliteHandle<Db>(client, schema, { closeClient: false }).migrate('main');
  await pgliteHandle<AnalyticsDb>(client, analyticsSchema, { closeClient: false }).migrate('analytics');
  await client.close();
  try {
    await rename(building, ready);
  } catch (error) {
    // Another run renamed its copy first: the same migrations, so either folder serves.
    if (!(await exists(ready))) throw error;
    await rm(building, { recursive: true, force: true });
  }
  return ready;
}

/**
 * Where test apps keep their data: in memory (/dev/shm) where the system has it. A PGlite folder
 * is 40 MB in over a thousand files; on a busy disk copying it took 3 to 7 s, in memory 0.5 s.
 */
export const testDataRoot = () => (existsSync('/dev/shm') ? '/dev/shm' : tmpdir());

/**
 * A PGlite data folder of its own for one app, copied from the template; an embedded database
 * already there (a command ran on this DATA_DIR first) is kept. The system's `cp` copies the
 * folder in a fraction of the time Node's `fs.cp` takes, which copies file by file in JavaScript.
 */
export async function copyPgliteTemplate(template: string, dataDir: string) {
  if (await exists(dataDir)) return;
  await mkdir(path.dirname(dataDir), { recursive: true });
  await promisify(execFile)('cp', ['-R', template, dataDir]);
}

const TEMPLATE_PREFIX = 'billing_template_';

const adminConnection = () => {
  assertLocal(testServices.postgresUrl);
  return postgres(testServices.postgresUrl, { max: 1, onnotice: () => {} });
};

/**
 * A migrated Postgres database for this run, named after the migrations and this process, that
 * test databases are created from (`create database … template`). Templates left by runs whose
 * process is gone (killed before their teardown) are dropped first.
 */
export async function createPostgresTemplate(hash: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `${TEMPLATE_PREFIX}${hash}_${process.pid}`;
  const admin = adminConnection();
  try {
    const left = await admin<{ datname: string }[]>`select datname from pg_database where datname like ${`${TEMPLATE_PREFIX}%`}`;
    for (const { datname } of left) {
      const pid = Number(datname.split('_').at(-1));
      if (datname === name || !isRunning(pid)) await dropTemplate(admin, datname);
    }
    await admin.unsafe(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(testServices.postgresUrl);
  url.pathname = `/${name}`;
  const database = postgresHandle<Db>(url.toString(), schema, { max: 1 });
  try {
    await database.migrate('main');
    await database.migrate('analytics');
  } finally {
    await database.close();
  }
  // No connection may stay open on a template while databases are copied from it.
  const again = adminConnection();
  try {
    await again.unsafe(`alter database "${name}" with is_template true allow_connections false`);
  } finally {
    await again.end();
  }
  return {
    name,
    drop: async () => {
      const last = adminConnection();
      try {
        await dropTemplate(last, name);
      } finally {
        await last.end();
      }
    },
  };
}

async function dropTemplate(admin: ReturnType<typeof postgres>, name: string) {
  await admin.unsafe(`alter database "${name}" with is_template false`).catch(() => {});
  await admin.unsafe(`drop database if exists "${name}" with (force)`);
}

function isRunning(pid: number) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
