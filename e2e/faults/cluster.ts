import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { accessSync, constants, createWriteStream, existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { freePort, startThrowawayRedis } from '../../server/testing/throwaway-redis';

/**
 * The processes and databases of one fault run: a fresh main database on the shared local
 * Postgres, an analytics store in a PostgreSQL cluster of its own (so it can be stopped without
 * touching the shared server), a throwaway redis-server, and the app instances. Everything listens
 * on 127.0.0.1 only.
 */

const run = promisify(execFile);

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const standaloneDir = path.join(repoRoot, '.next', 'standalone');
const adminUrl = 'postgres://postgres@127.0.0.1:5432/postgres';

export class PreflightError extends Error {}

export { freePort };

const onPath = (command: string) =>
  (process.env.PATH ?? '').split(':').some((dir) => {
    try {
      accessSync(path.join(dir, command), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });

/**
 * What the run needs before it starts anything, each missing piece said in one line: a second
 * PostgreSQL cluster can only be made by root with postgresql-common's tools (CI runs as root).
 */
export function preflight(): void {
  if (process.getuid?.() !== 0 || !onPath('pg_createcluster') || !onPath('pg_ctlcluster')) {
    throw new PreflightError(
      'The fault suite needs root and PostgreSQL\'s pg_createcluster/pg_ctlcluster (postgresql-common) to run its own analytics cluster; run it as root on a host with PostgreSQL installed, as CI does.',
    );
  }
  if (!onPath('redis-server')) throw new PreflightError('The fault suite needs redis-server on the PATH (apt-get install redis-server).');
  if (!existsSync(path.join(standaloneDir, 'server.js'))) {
    throw new PreflightError('No standalone build at .next/standalone: run `npm run build:standalone` first (npm run test:faults does).');
  }
}

/** A database of this run on the shared Postgres, dropped at the end. */
export async function createMainDatabase(name: string) {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  return {
    name,
    url: `postgres://postgres@127.0.0.1:5432/${name}`,
    /** Ends every connection the instances hold to this database (the pg_terminate_backend fault). */
    terminateConnections: async (): Promise<number> => {
      const sql = postgres(adminUrl, { max: 1, onnotice: () => {} });
      try {
        const rows = await sql`select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = ${name} and pid <> pg_backend_pid()`;
        return rows.filter((row) => row.ended === true).length;
      } finally {
        await sql.end();
      }
    },
    drop: async () => {
      const sql = postgres(adminUrl, { max: 1, onnotice: () => {} });
      try {
        await sql.unsafe(`drop database if exists "${name}" with (force)`);
      } finally {
        await sql.end();
      }
    },
  };
}
export type MainDatabase = Awaited<ReturnType<typeof createMainDatabase>>;

/** The newest PostgreSQL major version installed (/etc/postgresql/<version>). */
function newestPostgresVersion(): string {
  const versions = readdirSync('/etc/postgresql')
    .filter((entry) => /^\d+$/.test(entry))
    .sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) throw new PreflightError('No PostgreSQL version under /etc/postgresql: the fault suite needs a PostgreSQL server installed.');
  return versions[0];
}

/**
 * The analytics store in a cluster of its own (pg_createcluster), trust auth on loopback, started
 * and stopped by hand: stopping it is the analytics outage. `drop` removes it even when running.
 */
export async function createAnalyticsCluster(name: string) {
  const version = newestPostgresVersion();
  const port = await freePort();
  const ctl = (action: 'start' | 'stop') =>
    run('pg_ctlcluster', ['--skip-systemctl-redirect', version, name, action, ...(action === 'stop' ? ['-m', 'fast'] : [])]);
  await run('pg_createcluster', [version, name, '-p', String(port), '--start-conf=manual', '--', '--auth=trust']);
  let created = true;
  await ctl('start');
  return {
    name,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: async () => {
      await ctl('start');
    },
    /** Fast shutdown: open connections are ended, as in a crash of the store. */
    stop: async () => {
      await ctl('stop');
    },
    drop: async () => {
      if (!created) return;
      created = false;
      await run('pg_dropcluster', ['--stop', version, name]);
    },
  };
}
export type AnalyticsCluster = Awaited<ReturnType<typeof createAnalyticsCluster>>;

/** The run's own redis-server (no persistence): kill -9 and restart on the same port. */
export const startRedis = startThrowawayRedis;
export type ThrowawayRedis = Awaited<ReturnType<typeof startThrowawayRedis>>;

export type ExitRecord = { code: number | null; signal: NodeJS.Signals | null; afterMs: number };

/**
 * One app instance: `node .next/standalone/server.js` on a fixed port, its output appended to a
 * log file (kept across restarts, printed on failure). `terminate` sends SIGTERM and resolves with
 * how it exited and how long it took; `start` brings it back on the same port.
 */
/**
 * How long one start-up readiness probe waits for its answer. A restarted instance takes half the
 * load as soon as it answers at all; on a busy machine its answers then queue for seconds behind
 * that load, and a probe that gives up sooner never sees the 200 the instance does send.
 */
const READY_PROBE_TIMEOUT_MS = 10_000;

export class AppInstance {
  private child: ChildProcess | undefined;
  private exited: Promise<ExitRecord> | undefined;
  readonly url: string;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
    readonly logFile: string,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  get running(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /**
   * Spawns the server and resolves at its first 200 on /health/ready: from then on every operation
   * can be served (both stores migrated), so the load that follows meets no start-up 503.
   */
  async start(deadlineMs = 60_000): Promise<void> {
    const log = createWriteStream(this.logFile, { flags: 'a' });
    log.write(`\n--- ${new Date().toISOString()} starting ${this.name} on port ${this.port}\n`);
    const child = spawn(process.execPath, [path.join(standaloneDir, 'server.js')], {
      cwd: standaloneDir,
      // Only what the run sets, not the shell's own DATABASE_URL, REDIS_URL and the like.
      env: { ...this.env, NODE_ENV: 'production', PORT: String(this.port), HOSTNAME: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.pipe(log, { end: false });
    child.stderr!.pipe(log, { end: false });
    const startedAt = performance.now();
    this.child = child;
    this.exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        log.end(`--- ${new Date().toISOString()} ${this.name} exited (code ${code}, signal ${signal})\n`);
        resolve({ code, signal, afterMs: 0 });
      });
    });
    for (;;) {
      if (!this.running) throw new Error(`${this.name} exited during start-up (see ${this.logFile})`);
      if (performance.now() - startedAt > deadlineMs) throw new Error(`${this.name} did not answer /health/ready with 200 within ${deadlineMs} ms`);
      const ready = await fetch(`${this.url}/health/ready`, { signal: AbortSignal.timeout(READY_PROBE_TIMEOUT_MS) }).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** SIGTERM, then waits for the exit; resolves with the exit and the time from signal to exit. */
  async terminate(): Promise<ExitRecord> {
    if (!this.running || !this.exited) throw new Error(`${this.name} is not running`);
    const signaledAt = performance.now();
    this.child!.kill('SIGTERM');
    const exit = await this.exited;
    return { ...exit, afterMs: Math.round(performance.now() - signaledAt) };
  }

  /** For clean-up: SIGTERM, SIGKILL if it has not gone within `graceMs`. */
  async kill(graceMs = 5000): Promise<void> {
    if (!this.running || !this.exited) return;
    this.child!.kill('SIGTERM');
    const timer = setTimeout(() => this.child?.kill('SIGKILL'), graceMs);
    await this.exited;
    clearTimeout(timer);
  }

  /** The last lines of the log, each cut short: a JSON log line with a stack can run to pages. */
  async logTail(lines = 30, width = 400): Promise<string> {
    const text = await readFile(this.logFile, 'utf8').catch(() => '');
    return text
      .trimEnd()
      .split('\n')
      .slice(-lines)
      .map((line) => (line.length > width ? `${line.slice(0, width)}…` : line))
      .join('\n');
  }
}

export async function makeRunDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), 'billing-faults-'));
}
