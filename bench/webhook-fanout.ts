/**
 * The webhook dispatcher under load, in one process on Postgres, driven as an instance drives it
 * (`createWebhookDispatcher`, started, with the WEBHOOK_* settings of the environment or their
 * defaults), to local receivers.
 *
 * Fan-out, in rounds that take turns (one endpoint first in even rounds, twenty first in odd ones):
 * each round enqueues events through the outbox (`enqueueWebhookEvent`, the fan-out INSERT …
 * SELECT), then starts the dispatcher and times it until every delivery is recorded:
 * - `one`: BENCH_FANOUT_DELIVERIES events (default 2,000) to a tenant with one endpoint;
 * - `twenty`: a twentieth as many events to a tenant with twenty endpoints: as many deliveries.
 * Target: twenty endpoints deliver at least 90 % of one endpoint's rate. One endpoint has only its
 * lane (WEBHOOK_ENDPOINT_CONCURRENCY sends at a time), so it is the slower of the two.
 *
 * A slow endpoint beside fast ones, in rounds that take turns: tenant C's five endpoints answer at
 * once and are sent BENCH_SLOW_C_EVENTS_PER_S events a second (each to all five) for
 * BENCH_SLOW_SECONDS; in `slow` rounds tenant B's one endpoint, which answers after 2 s, is sent
 * BENCH_SLOW_B_EVENTS_PER_S at the same time (more than it can take: its backlog grows). Each write
 * wakes the dispatcher, as a request's write does. The figure is C's latency from the event's
 * writing to its arrival at the receiver (p50, p99), with B slow against without B, and what B itself
 * received. Target: C's deliveries per second drop by no more than 10 %.
 *
 * The figure per variant is the median over rounds. Writes bench/results/webhook-fanout.json.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { type Db, postgresHandle, schema } from '@/db/client';
import { tenants, webhookAttempts, webhookDeliveries, webhookEndpoints } from '@/db/schema';
import { parseEnv, webhookConcurrencyOf } from '@/server/env';
import { createLogger } from '@/server/infra/logger';
import { createMetrics } from '@/server/infra/metrics';
import { createSecretBox } from '@/server/infra/secret-box';
import { closeWebhookConnections } from '@/server/infra/webhook-sender';
import { createWebhookDispatcher, type DispatchSettings, type WebhookDispatcher } from '@/server/jobs/webhook-dispatcher';
import { secretPlaces } from '@/server/services/secrets/secret-places';
import { enqueueWebhookEvent } from '@/server/services/webhooks/enqueue-webhook-event';
import { generateWebhookSecret } from '@/server/services/webhooks/webhook-secret';
import { createDatabase, root } from './lib';

const DELIVERIES = Number(process.env.BENCH_FANOUT_DELIVERIES ?? 2000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const FAN_OUT = 20;
const SLOW_ROUNDS = Number(process.env.BENCH_SLOW_ROUNDS ?? 3);
const SLOW_SECONDS = Number(process.env.BENCH_SLOW_SECONDS ?? 10);
const C_EVENTS_PER_S = Number(process.env.BENCH_SLOW_C_EVENTS_PER_S ?? 40);
const B_EVENTS_PER_S = Number(process.env.BENCH_SLOW_B_EVENTS_PER_S ?? 10);
const C_ENDPOINTS = 5;
const SLOW_ANSWER_MS = 2000;
/** Events are written in ticks of this many milliseconds, each tick in one transaction per tenant. */
const TICK_MS = 100;

/** Secrets are stored sealed, as the app stores them: each delivery opens its endpoint's (remembered after the first). */
const secrets = createSecretBox(randomBytes(32));
const env = parseEnv(process.env);
const dispatch: DispatchSettings = {
  // The bench runs on Postgres: its default, whatever DATABASE_URL says here.
  concurrency: env.WEBHOOK_CONCURRENCY ?? webhookConcurrencyOf({ DATABASE_URL: 'postgres' }),
  endpointConcurrency: env.WEBHOOK_ENDPOINT_CONCURRENCY,
  claimBatch: env.WEBHOOK_CLAIM_BATCH,
  pollMs: env.WEBHOOK_POLL_MS,
};

type Receivers = {
  urls: string[];
  /** Calls received since the last `reset`. */
  received(): number;
  /** Resolves once `count` calls have arrived since the last `reset`. */
  whenReceived(count: number): Promise<void>;
  /** Milliseconds from each event's writing (`data.sentAt`) to its arrival, since the last `reset`. */
  latencies: number[];
  /** The most calls any one receiver held at once. */
  mostOpen(): number;
  reset(): void;
  close(): Promise<void>;
};

/** Receivers, one port per endpoint, as endpoints are different URLs; they answer 204 after `delayMs`. */
async function startReceivers(count: number, delayMs = 0): Promise<Receivers> {
  let received = 0;
  let mostOpen = 0;
  const latencies: number[] = [];
  let waiting: Array<{ count: number; resolve: () => void }> = [];
  const arrived = (body: string) => {
    received++;
    const sentAt = (JSON.parse(body) as { data?: { sentAt?: number } }).data?.sentAt;
    if (typeof sentAt === 'number') latencies.push(Date.now() - sentAt);
    const reached = waiting.filter((entry) => received >= entry.count);
    waiting = waiting.filter((entry) => received < entry.count);
    for (const entry of reached) entry.resolve();
  };
  const servers: Server[] = await Promise.all(
    Array.from({ length: count }, async () => {
      let open = 0;
      const server = createServer((request, response) => {
        open++;
        mostOpen = Math.max(mostOpen, open);
        const chunks: Buffer[] = [];
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', () => {
          const answer = () => {
            open--;
            arrived(Buffer.concat(chunks).toString('utf8'));
            response.writeHead(204).end();
          };
          if (delayMs > 0) setTimeout(answer, delayMs);
          else answer();
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return server;
    }),
  );
  return {
    urls: servers.map((server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`),
    received: () => received,
    whenReceived: (target) => (received >= target ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ count: target, resolve }))),
    latencies,
    mostOpen: () => mostOpen,
    reset: () => {
      received = 0;
      mostOpen = 0;
      latencies.length = 0;
    },
    close: async () => {
      await Promise.all(
        servers.map((server) => {
          server.closeAllConnections();
          return new Promise<void>((resolve) => server.close(() => resolve()));
        }),
      );
    },
  };
}

async function tenantWithEndpoints(db: Db, name: string, urls: string[]): Promise<string> {
  const tenantId = randomUUID();
  await db.insert(tenants).values({ id: tenantId, appId: `bench-${name}-${tenantId.slice(0, 8)}`, name, secretHash: 'x' });
  await db.insert(webhookEndpoints).values(
    urls.map((url, index) => {
      const endpoint = { id: randomUUID(), tenantId, isPrimary: index === 0 };
      return { ...endpoint, url, secret: secrets.seal(generateWebhookSecret(), secretPlaces.endpointSecret(endpoint)) };
    }),
  );
  return tenantId;
}

/** Empties the tenants' outbox and attempt log, so each round starts from an empty queue. */
async function clearQueue(db: Db, tenantIds: string[]) {
  await db.execute(sql`delete from ${webhookAttempts} where delivery_id in (select id from ${webhookDeliveries} where ${inArray(webhookDeliveries.tenantId, tenantIds)})`);
  await db.delete(webhookDeliveries).where(inArray(webhookDeliveries.tenantId, tenantIds));
}

async function enqueue(db: Db, tenantId: string, events: number, data: () => Record<string, unknown> = () => ({})) {
  await db.transaction(async (tx) => {
    for (let i = 0; i < events; i++) await enqueueWebhookEvent(tx, tenantId, 'tenant.updated', data());
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

/** `cpuMicrosPerDelivery`: this process's CPU time (the dispatcher's side; Postgres not counted) per delivery. */
type FanoutSample = { deliveriesPerSecond: number; enqueueMicrosPerDelivery: number; cpuMicrosPerDelivery: number };

/** Enqueues `events` for the tenant, then times the started dispatcher until every delivery is recorded. */
async function fanoutRound(db: Db, dispatcher: WebhookDispatcher, receivers: Receivers, tenantId: string, events: number, fanOut: number): Promise<FanoutSample> {
  receivers.reset();
  const enqueueStarted = performance.now();
  // Events in transactions of 50, as a busy tenant's changes would arrive.
  for (let done = 0; done < events; done += 50) await enqueue(db, tenantId, Math.min(50, events - done));
  const enqueueMs = performance.now() - enqueueStarted;
  const deliveries = events * fanOut;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  dispatcher.start();
  await receivers.whenReceived(deliveries);
  // Stopping waits for the sends under way to be recorded.
  await dispatcher.stop();
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const [pending] = await db.select({ n: sql<number>`count(*)::int` }).from(webhookDeliveries).where(sql`${webhookDeliveries.tenantId} = ${tenantId}::uuid and status = 'PENDING'`);
  if (pending!.n !== 0 || receivers.received() !== deliveries) throw new Error(`received ${receivers.received()} of ${deliveries}, ${pending!.n} left pending`);
  await clearQueue(db, [tenantId]);
  return { deliveriesPerSecond: deliveries / seconds, enqueueMicrosPerDelivery: (enqueueMs * 1000) / deliveries, cpuMicrosPerDelivery: (cpu.user + cpu.system) / deliveries };
}

type SlowSample = { cP50: number; cP99: number; cPerSecond: number; bReceived: number; bMostOpen: number };

/**
 * C's stream for SLOW_SECONDS, with B's beside it when `withSlow`: the dispatcher runs throughout,
 * woken by each write; then it waits for C's last delivery and stops (B's sends under way finish).
 */
async function slowRound(
  db: Db,
  dispatcher: WebhookDispatcher,
  setup: { c: string; b: string; cReceivers: Receivers; bReceiver: Receivers },
  withSlow: boolean,
): Promise<SlowSample> {
  const { cReceivers, bReceiver } = setup;
  cReceivers.reset();
  bReceiver.reset();
  dispatcher.start();
  const ticks = (SLOW_SECONDS * 1000) / TICK_MS;
  const started = performance.now();
  let cEvents = 0;
  let bOwed = 0;
  for (let tick = 0; tick < ticks; tick++) {
    const cNow = Math.round(((tick + 1) * C_EVENTS_PER_S * TICK_MS) / 1000) - cEvents;
    await enqueue(db, setup.c, cNow, () => ({ sentAt: Date.now() }));
    cEvents += cNow;
    if (withSlow) {
      bOwed += (B_EVENTS_PER_S * TICK_MS) / 1000;
      const bNow = Math.floor(bOwed);
      bOwed -= bNow;
      if (bNow > 0) await enqueue(db, setup.b, bNow, () => ({ sentAt: Date.now() }));
    }
    dispatcher.wake();
    const next = started + (tick + 1) * TICK_MS;
    const wait = next - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  await cReceivers.whenReceived(cEvents * C_ENDPOINTS);
  const seconds = (performance.now() - started) / 1000;
  const bReceived = bReceiver.received();
  await dispatcher.stop();
  await clearQueue(db, [setup.c, setup.b]);
  return {
    cP50: percentile(cReceivers.latencies, 50),
    cP99: percentile(cReceivers.latencies, 99),
    cPerSecond: (cEvents * C_ENDPOINTS) / seconds,
    bReceived,
    bMostOpen: bReceiver.mostOpen(),
  };
}

async function main() {
  const database = await createDatabase(`bench_fanout_${process.pid}`);
  const handle = postgresHandle<Db>(database.url, schema, { max: 12 });
  const fanoutReceivers = await startReceivers(FAN_OUT + 1);
  const cReceivers = await startReceivers(C_ENDPOINTS);
  const bReceiver = await startReceivers(1, SLOW_ANSWER_MS);
  const load = () => os.loadavg()[0]!.toFixed(1);
  const loadAtStart = load();
  try {
    await handle.migrate('main');
    const db = handle.db;
    const dispatcher = createWebhookDispatcher({
      database: handle,
      secrets,
      metrics: createMetrics({
        defaultMetrics: false,
        labels: { rateLimitPolicies: [], rateLimitFailOpenReasons: [], webhookDeliveryOutcomes: [], providerEventOutcomes: [], currencies: [], dependencies: [] },
      }),
      logger: createLogger({ level: 'warn' }),
      allowPrivateTargets: true,
      dispatch,
    });
    console.log(`dispatcher settings: ${JSON.stringify(dispatch)}; load average ${loadAtStart} on ${os.cpus().length} cores`);

    const one = await tenantWithEndpoints(db, 'one', [fanoutReceivers.urls[FAN_OUT]!]);
    const twenty = await tenantWithEndpoints(db, 'twenty', fanoutReceivers.urls.slice(0, FAN_OUT));
    const fanoutVariants = [
      { name: 'one', run: () => fanoutRound(db, dispatcher, fanoutReceivers, one, DELIVERIES, 1) },
      { name: 'twenty', run: () => fanoutRound(db, dispatcher, fanoutReceivers, twenty, DELIVERIES / FAN_OUT, FAN_OUT) },
    ];
    // Warm-up: connections, prepared plans, the JIT.
    for (const variant of fanoutVariants) await variant.run();
    const fanout = new Map<string, FanoutSample[]>(fanoutVariants.map((variant) => [variant.name, []]));
    for (let index = 0; index < ROUNDS; index++) {
      for (const variant of index % 2 === 0 ? fanoutVariants : [...fanoutVariants].reverse()) {
        const sample = await variant.run();
        fanout.get(variant.name)!.push(sample);
        console.log(
          `round ${index + 1} ${variant.name}: ${Math.round(sample.deliveriesPerSecond)} deliveries/s, ${Math.round(sample.cpuMicrosPerDelivery)} µs of CPU per delivery, enqueue ${Math.round(sample.enqueueMicrosPerDelivery)} µs per delivery (load ${load()})`,
        );
      }
    }
    const fanoutSummary = Object.fromEntries(
      [...fanout].map(([name, values]) => [
        name,
        {
          deliveriesPerSecond: Math.round(median(values.map((value) => value.deliveriesPerSecond))),
          enqueueMicrosPerDelivery: Math.round(median(values.map((value) => value.enqueueMicrosPerDelivery))),
          cpuMicrosPerDelivery: Math.round(median(values.map((value) => value.cpuMicrosPerDelivery))),
        },
      ]),
    ) as Record<'one' | 'twenty', FanoutSample>;
    const fanoutRatio = fanoutSummary.twenty.deliveriesPerSecond / fanoutSummary.one.deliveriesPerSecond;

    const c = await tenantWithEndpoints(db, 'c', cReceivers.urls);
    const b = await tenantWithEndpoints(db, 'b', bReceiver.urls);
    const setup = { c, b, cReceivers, bReceiver };
    const slowVariants = [
      { name: 'alone', run: () => slowRound(db, dispatcher, setup, false) },
      { name: 'besideSlow', run: () => slowRound(db, dispatcher, setup, true) },
    ];
    const slow = new Map<string, SlowSample[]>(slowVariants.map((variant) => [variant.name, []]));
    for (let index = 0; index < SLOW_ROUNDS; index++) {
      for (const variant of index % 2 === 0 ? slowVariants : [...slowVariants].reverse()) {
        const sample = await variant.run();
        slow.get(variant.name)!.push(sample);
        console.log(
          `round ${index + 1} C ${variant.name}: ${Math.round(sample.cPerSecond)} deliveries/s, p50 ${sample.cP50} ms, p99 ${sample.cP99} ms; B received ${sample.bReceived}, at most ${sample.bMostOpen} at once (load ${load()})`,
        );
      }
    }
    const slowSummary = Object.fromEntries(
      [...slow].map(([name, values]) => [
        name,
        {
          cPerSecond: Math.round(median(values.map((value) => value.cPerSecond))),
          cP50: median(values.map((value) => value.cP50)),
          cP99: median(values.map((value) => value.cP99)),
          bReceived: median(values.map((value) => value.bReceived)),
          bMostOpen: Math.max(...values.map((value) => value.bMostOpen)),
        },
      ]),
    ) as Record<'alone' | 'besideSlow', SlowSample>;
    const rate = slowSummary.besideSlow.cPerSecond / slowSummary.alone.cPerSecond;

    const result = {
      at: new Date().toISOString(),
      loadAverage: { atStart: Number(loadAtStart), atEnd: Number(load()) },
      dispatch,
      fanout: {
        deliveriesPerRound: DELIVERIES,
        rounds: ROUNDS,
        fanOut: FAN_OUT,
        ...fanoutSummary,
        ratioTwentyToOne: Math.round(fanoutRatio * 1000) / 1000,
        withinTarget: fanoutRatio >= 0.9,
      },
      slowEndpoint: {
        rounds: SLOW_ROUNDS,
        seconds: SLOW_SECONDS,
        cEventsPerSecond: C_EVENTS_PER_S,
        cEndpoints: C_ENDPOINTS,
        bEventsPerSecond: B_EVENTS_PER_S,
        bAnswersAfterMs: SLOW_ANSWER_MS,
        ...slowSummary,
        cRateBesideSlowToAlone: Math.round(rate * 1000) / 1000,
        cP50BesideSlowToAlone: Math.round((slowSummary.besideSlow.cP50 / slowSummary.alone.cP50) * 1000) / 1000,
        cP99BesideSlowToAlone: Math.round((slowSummary.besideSlow.cP99 / slowSummary.alone.cP99) * 1000) / 1000,
        withinTarget: rate >= 0.9,
      },
    };
    console.table(fanoutSummary);
    console.log(`twenty endpoints / one endpoint, deliveries per second: ${result.fanout.ratioTwentyToOne} (target ≥ 0.9)`);
    console.table(slowSummary);
    console.log(
      `tenant C beside B's slow endpoint / alone: deliveries per second ${result.slowEndpoint.cRateBesideSlowToAlone} (target ≥ 0.9), p50 ${result.slowEndpoint.cP50BesideSlowToAlone}, p99 ${result.slowEndpoint.cP99BesideSlowToAlone}`,
    );
    await mkdir(path.join(root, 'bench', 'results'), { recursive: true });
    await writeFile(path.join(root, 'bench', 'results', 'webhook-fanout.json'), `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    closeWebhookConnections();
    await Promise.all([fanoutReceivers.close(), cReceivers.close(), bReceiver.close()]);
    await handle.close();
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
