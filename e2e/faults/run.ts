/**
 * `npm run test:faults`: two instances of the standalone build on one Postgres and one Redis,
 * under a steady mixed load, while Redis is killed and restarted, the analytics store is stopped
 * and started, Postgres connections are terminated and one instance is sent SIGTERM and started
 * again. Afterwards it checks that nothing was lost or done twice and that everything recovered
 * without a restart, prints the counts and exits 1 if any check failed.
 *
 * Run with tsx, not Playwright (no `.spec.ts` here). Needs root (a second PostgreSQL cluster for
 * analytics), PostgreSQL on 127.0.0.1:5432 (trust, user postgres), redis-server, and a build from
 * `npm run build:standalone`. Every process and database it makes is removed at the end, on
 * failure and on Ctrl-C. All traffic stays on 127.0.0.1.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import postgres from 'postgres';
import { Balancer, sendOnce } from './balancer';
import { type FaultWindow, checkRun, type ShutdownRecord } from './checks';
import {
  type AnalyticsCluster,
  AppInstance,
  createAnalyticsCluster,
  createMainDatabase,
  freePort,
  type MainDatabase,
  makeRunDir,
  PreflightError,
  preflight,
  startRedis,
  type ThrowawayRedis,
} from './cluster';
import { type ConsoleAdmin, consoleSignIn, LoadGenerator, seedTenants } from './load';
import { startWebhookReceiver } from './receiver';

const TENANTS = 4;
const LOAD_MS = 60_000;
const SHUTDOWN_DRAIN_MS = 1000;
const SHUTDOWN_TIMEOUT_MS = 15_000;

/**
 * When each fault happens, in ms from the start of the load, with time to recover in between so
 * each one's effects can be told apart. The SIGTERM comes last, when every dependency is back.
 */
const SCHEDULE = {
  redisKill: 5_000,
  redisRestart: 13_000,
  analyticsStop: 19_000,
  analyticsStart: 27_000,
  terminateConnections: [32_000, 35_000],
  sigterm: 40_000,
} as const;

/** Settling: how long clients may go on retrying, and how long the system has to drain its queues. */
const CLIENT_RETRY_MS = 30_000;
const SETTLE_MS = 60_000;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const secret = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** Clean-up steps, run newest first, once, whatever happened (also on Ctrl-C). */
class Cleanup {
  private steps: Array<{ name: string; run: () => Promise<unknown> }> = [];
  private done: Promise<void> | undefined;

  add(name: string, run: () => Promise<unknown>): void {
    this.steps.push({ name, run });
  }

  runAll(): Promise<void> {
    this.done ??= (async () => {
      for (const step of this.steps.reverse()) {
        await step.run().catch((error: unknown) => console.error(`clean-up: could not ${step.name}: ${error instanceof Error ? error.message : String(error)}`));
      }
    })();
    return this.done;
  }
}

async function main(): Promise<number> {
  const runStartedAt = performance.now();
  preflight();
  const cleanup = new Cleanup();
  const interrupt = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: cleaning up`);
    void cleanup.runAll().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);

  let instances: AppInstance[] = [];
  try {
    const stamp = Date.now();
    const runDir = await makeRunDir();
    console.log(`Fault run faults_${stamp}; instance logs in ${runDir}`);

    const database: MainDatabase = await createMainDatabase(`faults_${stamp}`);
    cleanup.add('drop the main database', () => database.drop());
    const cluster: AnalyticsCluster = await createAnalyticsCluster(`faults_${stamp}`);
    cleanup.add('drop the analytics cluster', () => cluster.drop());
    const redis: ThrowawayRedis = await startRedis();
    cleanup.add('stop redis', () => redis.stop());
    const receiver = await startWebhookReceiver();
    cleanup.add('close the webhook receiver', () => receiver.close());

    const ports = [await freePort(), await freePort()] as const;
    const consoleAdmin: ConsoleAdmin = { email: 'faults-admin@faults.test', password: secret(18), sessionCookie: null };
    const adminApiKey = secret(36);
    const providerSecret = `whsec_${randomBytes(32).toString('base64')}`;
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? '/root',
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      DATA_DIR: path.join(runDir, 'data'),
      DATABASE_URL: database.url,
      ANALYTICS_DATABASE_URL: cluster.url,
      REDIS_URL: redis.url,
      ADMIN_API_KEY: adminApiKey,
      JWT_SECRET: secret(),
      NEXTAUTH_SECRET: secret(),
      SECRETS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      NEXTAUTH_URL: `http://127.0.0.1:${ports[0]}`,
      CONSOLE_ADMIN_EMAIL: consoleAdmin.email,
      CONSOLE_ADMIN_PASSWORD: consoleAdmin.password,
      // The suite signs in with a password; second factors are the browser tests' subject.
      CONSOLE_REQUIRE_2FA: 'false',
      PAYMENT_PROVIDER_WEBHOOK_SECRET: providerSecret,
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      // FAULTS_LOG_LEVEL=info keeps the instances' start-up and shutdown steps in their logs, for a failure's post-mortem.
      LOG_LEVEL: process.env.FAULTS_LOG_LEVEL ?? 'warn',
      // Limits would only add 429s to the picture; they have their own tests.
      RATE_LIMIT_MAX: '1000000',
      LOGIN_RATE_LIMIT_MAX: '1000000',
      PROVIDER_WEBHOOK_RATE_LIMIT_MAX: '1000000',
      SHUTDOWN_DRAIN_MS: String(SHUTDOWN_DRAIN_MS),
      SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
    };
    instances = ['a', 'b'].map((name, index) => new AppInstance(name, ports[index]!, env, path.join(runDir, `${name}.log`)));
    for (const instance of instances) cleanup.add(`stop instance ${instance.name}`, () => instance.kill());
    await Promise.all(instances.map((instance) => instance.start()));

    const balancer = new Balancer(instances.map(({ name, port }) => ({ name, port })));
    balancer.startPolling();
    cleanup.add('stop polling readiness', () => balancer.stopPolling());
    if (!(await balancer.waitAllReady(90_000))) throw new Error('The instances did not become ready within 90 s');

    const seeded = await seedTenants(balancer, adminApiKey, receiver, TENANTS);
    const seedSignIn = await consoleSignIn(balancer, consoleAdmin, true);
    if (!seedSignIn.ok) throw new Error('Seeding failed: the console administrator could not sign in');
    console.log(`Seeded ${TENANTS} tenants and a console session; load for ${LOAD_MS / 1000} s`);

    // ---- Load and faults -----------------------------------------------------------------------
    const faults: FaultWindow[] = [];
    let shutdown: ShutdownRecord | undefined;
    const loadStartedAt = performance.now();
    const at = (ms: number) => delay(loadStartedAt + ms - performance.now());
    const elapsed = () => `${((performance.now() - loadStartedAt) / 1000).toFixed(1)}s`;
    const redisWindow = { from: SCHEDULE.redisKill - 1500, until: SCHEDULE.redisRestart + 6000 };
    const load = new LoadGenerator({
      balancer,
      adminApiKey,
      providerSecret,
      tenants: seeded.tenants,
      consoleAdmin,
      // A deliberate duplicate must not straddle the cache restart: Redis here keeps nothing on
      // disk, so a record written before the kill is gone after it (a property of the setup).
      replayAllowed: () => {
        const now = performance.now() - loadStartedAt;
        return now < redisWindow.from || now > redisWindow.until;
      },
    });
    const fault = async (name: string, excuses503: boolean, act: () => Promise<void>) => {
      const startAt = performance.now();
      await act();
      faults.push({ name, startAt, endAt: performance.now(), excuses503 });
    };

    load.start();
    cleanup.add('stop the load', () => load.stop(0));
    const timeline = (async () => {
      await at(SCHEDULE.redisKill);
      const redisDownAt = performance.now();
      await redis.stop();
      console.log(`${elapsed()} redis killed (SIGKILL)`);
      await at(SCHEDULE.redisRestart);
      await redis.start();
      faults.push({ name: 'redis killed, restarted empty', startAt: redisDownAt, endAt: performance.now(), excuses503: true });
      console.log(`${elapsed()} redis restarted`);

      await at(SCHEDULE.analyticsStop);
      const analyticsDownAt = performance.now();
      await cluster.stop();
      console.log(`${elapsed()} analytics cluster stopped`);
      await at(SCHEDULE.analyticsStart);
      await cluster.start();
      faults.push({ name: 'analytics cluster stopped', startAt: analyticsDownAt, endAt: performance.now(), excuses503: true });
      console.log(`${elapsed()} analytics cluster started`);

      for (const when of SCHEDULE.terminateConnections) {
        await at(when);
        let ended = 0;
        await fault('postgres connections terminated', true, async () => {
          ended = await database.terminateConnections();
        });
        console.log(`${elapsed()} pg_terminate_backend ended ${ended} connections`);
      }

      // Slow requests in flight on both instances when the signal arrives.
      await at(SCHEDULE.sigterm - 50);
      load.burst(12);
      await at(SCHEDULE.sigterm);
      const target = instances[1]!;
      const signaledAt = performance.now();
      const exit = await target.terminate();
      console.log(`${elapsed()} ${target.name} exited ${exit.afterMs} ms after SIGTERM (code ${exit.code}, signal ${exit.signal})`);
      shutdown = { instance: target.name, signaledAt, exit, timeoutMs: SHUTDOWN_TIMEOUT_MS };
      await target.start();
      console.log(`${elapsed()} ${target.name} started again`);
      // Not a 503 excuse: a graceful shutdown behind a balancer must not fail any request.
      faults.push({ name: `SIGTERM ${target.name}, restart`, startAt: signaledAt, endAt: performance.now(), excuses503: false });
      shutdown.readyAgainAt = await readyAgain(balancer, target.name, 60_000);
    })();

    await at(LOAD_MS);
    await timeline;
    await load.stop(CLIENT_RETRY_MS);
    console.log(`${elapsed()} load stopped; settling`);

    // ---- Settle ----------------------------------------------------------------------------------
    const settleStartedAt = performance.now();
    const drained = await load.drain(CLIENT_RETRY_MS + 10_000);
    if (!drained) console.log(`${load.pendingTasks} client tasks still running at the deadline`);
    await balancer.waitAllReady(30_000);
    const quiet = await waitForQuiet(database.url, SETTLE_MS);
    console.log(`Settled in ${((performance.now() - settleStartedAt) / 1000).toFixed(1)} s: ${quiet}`);
    const finalReadiness = await Promise.all(
      instances.map(async ({ name, port }) => {
        const result = await sendOnce(port, { method: 'GET', path: '/health/ready' }, 5000);
        return { name, status: result.kind === 'answered' ? result.answer.status : result.kind };
      }),
    );
    await balancer.stopPolling();

    // ---- Checks ----------------------------------------------------------------------------------
    const failures = await checkRun({
      startedAt: loadStartedAt,
      balancer,
      load,
      seedLogins: seeded.logins,
      seedConsoleSignIn: seedSignIn.correlationId,
      receiver,
      faults,
      shutdown,
      mainUrl: database.url,
      analyticsUrl: cluster.url,
      finalReadiness,
    });
    console.log(`\nFault run took ${((performance.now() - runStartedAt) / 1000).toFixed(0)} s.`);
    if (failures.length === 0) {
      console.log('All fault checks passed.');
      return 0;
    }
    console.error(`\n${failures.length} fault check(s) failed:`);
    for (const failure of failures) console.error(`  ✗ ${failure}`);
    await printLogTails(instances);
    return 1;
  } catch (error) {
    if (error instanceof PreflightError) {
      console.error(error.message);
      return 1;
    }
    console.error(`Fault run aborted: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    await printLogTails(instances);
    return 1;
  } finally {
    await cleanup.runAll();
  }
}

/** When the balancer next sees `name` ready (after its restart), or undefined at the deadline. */
async function readyAgain(balancer: Balancer, name: string, deadlineMs: number): Promise<number | undefined> {
  const until = performance.now() + deadlineMs;
  while (performance.now() < until) {
    if (balancer.readinessReport().find((backend) => backend.name === name)?.ready) return performance.now();
    await delay(50);
  }
  return undefined;
}

/**
 * Waits until every audit event is shipped (the outbox is empty) and no webhook delivery is still
 * pending, at the same moment; returns what it saw last.
 */
async function waitForQuiet(url: string, deadlineMs: number): Promise<string> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  const until = performance.now() + deadlineMs;
  let last = '';
  try {
    for (;;) {
      const [row] = await sql<{ staged: number; pending: number }[]>`
        select (select count(*) from audit_outbox)::int as staged,
               (select count(*) from webhook_deliveries where status = 'PENDING')::int as pending`;
      last = `${row!.staged} audit events staged, ${row!.pending} webhook deliveries pending`;
      if ((row!.staged === 0 && row!.pending === 0) || performance.now() > until) return last;
      await delay(250);
    }
  } finally {
    await sql.end();
  }
}

async function printLogTails(instances: AppInstance[]): Promise<void> {
  for (const instance of instances) {
    console.error(`\n--- last lines of instance ${instance.name} (${instance.logFile}) ---\n${await instance.logTail()}`);
  }
}

// Exits at once with the outcome: an aborted run may leave client retries and timers behind, and
// they must not keep the process (and `npm test`) running, nor go on loading the machine.
process.exit(await main());
