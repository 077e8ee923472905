import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { people } from '@/db/schema';
import { authenticatePerson } from '../services/people';
import { backends, startTestApp, type TestApp } from '../testing/test-app';
import { assertLocal, createTestDatabase } from '../testing/test-services';

const root = path.resolve(import.meta.dirname, '..', '..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

type Run = { code: number; stdout: string; stderr: string };

/** Runs `npm run admin:create -- ...args` as an operator would, with only the variables given. */
function createAdmin(args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      tsx,
      ['server/cli/create-admin.ts', ...args],
      { cwd: root, env: { PATH: process.env.PATH!, HOME: process.env.HOME ?? tmpdir(), NODE_ENV: 'development', LOG_LEVEL: 'warn', ...env }, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const USAGE = 'Usage: npm run admin:create -- <email> [--password <at least 12 characters>]';

describe.each(backends)('npm run admin:create on %s', (backend) => {
  const suffix = randomBytes(4).toString('hex');
  const email = `Operator-${suffix}@Example.com`;
  const password = 'operator-password-1';
  const generatedEmail = `generated-${suffix}@example.com`;
  let dataDir: string;
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  let runs: Record<'created' | 'generated' | 'duplicate' | 'badEmail' | 'shortPassword' | 'noEmail', Run>;
  let app: TestApp;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'billing-admin-cli-'));
    // The embedded database under DATA_DIR, or a fresh database on the local test server.
    database = backend === 'postgres' ? await createTestDatabase('cli') : undefined;
    if (database) assertLocal(database.url);
    const storage = { DATA_DIR: dataDir, ...(database ? { DATABASE_URL: database.url } : {}) };

    // One process at a time: the embedded database is opened by one process only.
    runs = {
      created: await createAdmin([email, '--password', password], storage),
      generated: await createAdmin([generatedEmail], storage),
      duplicate: await createAdmin([email.toLowerCase(), '--password', 'another-password-1'], storage),
      badEmail: await createAdmin(['not-an-email', '--password', password], storage),
      shortPassword: await createAdmin([`short-${suffix}@example.com`, '--password', 'short'], storage),
      noEmail: await createAdmin([], storage),
    };

    // Then the app itself opens the same database, as the server would after the command.
    app = database
      ? await startTestApp({
          backend,
          shareDatabaseWith: {
            databaseUrl: database.url,
            cachePrefix: `test:cli:${suffix}:`,
            adminKey: randomBytes(32).toString('base64url'),
            config: { jwtSecret: randomBytes(32).toString('base64url') },
          },
          // The command's data folder: its secrets.json holds the key that sealed the stored secrets.
          env: { DATA_DIR: dataDir },
        })
      : await startTestApp({ backend, env: { DATA_DIR: dataDir } });
  }, 240_000);
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const rowsFor = (address: string) => app.container.database.db.select().from(people).where(eq(sql`lower(${people.email})`, address.toLowerCase()));
  const signIn = (address: string, secret: string) =>
    authenticatePerson({ db: app.container.database.db, audit: { actor: { type: 'anonymous', id: null }, correlationId: null, ip: null } }, { email: address, password: secret });

  it('creates the administrator with the given password, stored as an argon2id hash', async () => {
    expect(runs.created).toMatchObject({ code: 0, stderr: '' });
    expect(runs.created.stdout.trim()).toBe(`Console administrator ${email} created.`);
    expect(runs.created.stdout).not.toContain(password);

    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.email).toBe(email);
    expect(rows[0]!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(rows[0]!.passwordHash).not.toContain(password);
    await expect(signIn(email, password)).resolves.toMatchObject({ id: rows[0]!.id, email, adminRole: 'owner' });
  });

  it('audits the creation as the CLI, shipped before the command ends', async () => {
    const [row] = await rowsFor(email);
    const response = await app.request('GET', `/audit-events?action=console_admin.created&targetId=${row!.id}`, { headers: app.adminHeaders });
    expect(response.body.data).toEqual([expect.objectContaining({ actorType: 'system', actorId: 'cli', details: { email } })]);
  });

  it('generates a password when none is given and prints it once', async () => {
    expect(runs.generated.code, runs.generated.stderr).toBe(0);
    const printed = /Password \(shown only this once\): (\S+)/.exec(runs.generated.stdout)?.[1];
    expect(printed).toMatch(/^[A-Za-z0-9_-]{20}$/);
    expect(runs.generated.stdout).toContain(`Console administrator ${generatedEmail} created.`);
    await expect(signIn(generatedEmail, printed!)).resolves.toMatchObject({ email: generatedEmail });
  });

  it('exits 1 for an address already taken in another case, and changes nothing', async () => {
    expect(runs.duplicate.code).toBe(1);
    expect(runs.duplicate.stderr.trim()).toBe('An administrator with this e-mail address already exists');
    expect(await rowsFor(email)).toHaveLength(1);
    await expect(signIn(email, 'another-password-1')).rejects.toMatchObject({ status: 401 });
  });

  it('exits 2 with the usage and the broken rule for a bad e-mail, a short password or no e-mail, creating nothing', async () => {
    expect(runs.badEmail.code).toBe(2);
    expect(runs.badEmail.stderr).toContain(USAGE);
    expect(runs.badEmail.stderr).toContain('email must be a valid e-mail address');
    expect(runs.shortPassword.code).toBe(2);
    expect(runs.shortPassword.stderr).toContain(USAGE);
    expect(runs.shortPassword.stderr).toContain('password must be at least 12 characters');
    expect(runs.noEmail.code).toBe(2);
    expect(runs.noEmail.stderr).toContain(USAGE);
    for (const run of [runs.badEmail, runs.shortPassword, runs.noEmail]) expect(run.stdout).toBe('');

    expect(await rowsFor('not-an-email')).toEqual([]);
    expect(await rowsFor(`short-${suffix}@example.com`)).toEqual([]);
    expect((await app.container.database.db.select().from(people)).map((row) => row.email.toLowerCase()).sort()).toEqual(
      [email.toLowerCase(), generatedEmail].sort(),
    );
  });
});
