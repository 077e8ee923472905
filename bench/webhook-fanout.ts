/**
 * What fanning an event out to many endpoints costs the webhook dispatcher, per delivery. Target:
 * with every event going to 20 endpoints, deliveries per second may not drop by more than 10 %
 * against one endpoint receiving the same number of deliveries.
 *
 * In one process on Postgres, in rounds that take turns (one endpoint first in even rounds, twenty
 * first in odd ones): each round enqueues events through the outbox (`enqueueWebhookEvent`, the
 * fan-out INSERT … SELECT), then drains them with the dispatcher's runner (`deliverDueWebhooks`, 10
 * sends at a time) to local receivers that answer 204 at once:
 * - `one`: BENCH_FANOUT_DELIVERIES events (default 2,000) to a tenant with one endpoint;
 * - `twenty`: a twentieth as many events to a tenant with twenty endpoints: as many deliveries.
 * The figure per variant is the median over rounds of deliveries per second from the first claim to
 * the last record, and the enqueue time per delivery. Writes bench/results/webhook-fanout.json.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { type Db, postgresHandle, schema } from '@/db/client';
import { tenants, webhookDeliveries, webhookEndpoints } from '@/db/schema';
import { createSecretBox } from '@/server/infra/secret-box';
import { sendWebhook } from '@/server/infra/webhook-sender';
import { secretPlaces } from '@/server/services/secrets/secret-places';
import { deliverDueWebhooks } from '@/server/services/webhooks/deliver-webhooks';
import { enqueueWebhookEvent } from '@/server/services/webhooks/enqueue-webhook-event';
import { generateWebhookSecret } from '@/server/services/webhooks/webhook-secret';
import { createDatabase, root } from './lib';

const DELIVERIES = Number(process.env.BENCH_FANOUT_DELIVERIES ?? 2000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const FAN_OUT = 20;
/** Secrets are stored sealed, as the app stores them: each delivery opens its endpoint's (remembered after the first). */
const secrets = createSecretBox(randomBytes(32));

/** Receivers answering 204 at once; one port per endpoint, as endpoints are different URLs. */
async function startReceivers(count: number) {
  let received = 0;
  const servers = await Promise.all(
    Array.from({ length: count }, async () => {
      const server = createServer((request, response) => {
        request.resume();
        request.on('end', () => {
          received++;
          response.writeHead(204).end();
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return server;
    }),
  );
  return {
    urls: servers.map((server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`),
    received: () => received,
    close: () => Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve())))),
  };
}

async function tenantWithEndpoints(db: Db, name: string, urls: string[]): Promise<string> {
  const tenantId = randomUUID();
  await db.insert(tenants).values({ id: tenantId, appId: `bench-${name}`, name, secretHash: 'x' });
  await db.insert(webhookEndpoints).values(
    urls.map((url, index) => {
      const endpoint = { id: randomUUID(), tenantId, isPrimary: index === 0 };
      return { ...endpoint, url, secret: secrets.seal(generateWebhookSecret(), secretPlaces.endpointSecret(endpoint)) };
    }),
  );
  return tenantId;
}

type Sample = { deliveriesPerSecond: number; enqueueMicrosPerDelivery: number };

async function round(db: Db, tenantId: string, events: number): Promise<Sample> {
  const enqueueStarted = performance.now();
  // Events in transactions of 50, as a busy tenant's changes would arrive.
  for (let done = 0; done < events; done += 50) {
    await db.transaction(async (tx) => {
      for (let i = done; i < Math.min(events, done + 50); i++) await enqueueWebhookEvent(tx, tenantId, 'tenant.updated', { n: i });
    });
  }
  const enqueueMs = performance.now() - enqueueStarted;
  const [queued] = await db.select({ n: sql<number>`count(*)::int` }).from(webhookDeliveries).where(eq(webhookDeliveries.tenantId, tenantId));
  const started = performance.now();
  let delivered = 0;
  while (delivered < queued!.n) {
    const run = await deliverDueWebhooks({ db, secrets, send: sendWebhook, allowPrivateTargets: true, timeoutMs: 10_000 }, { batchSize: 50, concurrency: 10, maxBatches: 1000 });
    delivered += run.delivered;
    if (run.delivered === 0 && run.rescheduled === 0 && run.failed === 0) break;
  }
  const seconds = (performance.now() - started) / 1000;
  // The next round starts from an empty queue for this tenant; the log is not what is measured.
  await db.execute(sql`delete from webhook_attempts where delivery_id in (select id from webhook_deliveries where tenant_id = ${tenantId}::uuid)`);
  await db.delete(webhookDeliveries).where(eq(webhookDeliveries.tenantId, tenantId));
  if (delivered !== queued!.n) throw new Error(`delivered ${delivered} of ${queued!.n}`);
  return { deliveriesPerSecond: delivered / seconds, enqueueMicrosPerDelivery: (enqueueMs * 1000) / delivered };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const database = await createDatabase(`bench_fanout_${process.pid}`);
  const handle = postgresHandle<Db>(database.url, schema, { max: 12 });
  const receivers = await startReceivers(FAN_OUT + 1);
  try {
    await handle.migrate('main');
    const db = handle.db;
    const one = await tenantWithEndpoints(db, 'one', [receivers.urls[FAN_OUT]!]);
    const twenty = await tenantWithEndpoints(db, 'twenty', receivers.urls.slice(0, FAN_OUT));
    const variants = [
      { name: 'one', run: () => round(db, one, DELIVERIES) },
      { name: 'twenty', run: () => round(db, twenty, DELIVERIES / FAN_OUT) },
    ];
    // Warm-up: connections, prepared plans, the JIT.
    for (const variant of variants) await variant.run();
    const samples = new Map<string, Sample[]>(variants.map((variant) => [variant.name, []]));
    for (let index = 0; index < ROUNDS; index++) {
      for (const variant of index % 2 === 0 ? variants : [...variants].reverse()) {
        const sample = await variant.run();
        samples.get(variant.name)!.push(sample);
        console.log(`round ${index + 1} ${variant.name}: ${Math.round(sample.deliveriesPerSecond)} deliveries/s, enqueue ${Math.round(sample.enqueueMicrosPerDelivery)} µs per delivery`);
      }
    }
    const summary = Object.fromEntries(
      [...samples].map(([name, values]) => [
        name,
        {
          deliveriesPerSecond: Math.round(median(values.map((value) => value.deliveriesPerSecond))),
          enqueueMicrosPerDelivery: Math.round(median(values.map((value) => value.enqueueMicrosPerDelivery))),
        },
      ]),
    ) as Record<'one' | 'twenty', Sample>;
    const ratio = summary.twenty.deliveriesPerSecond / summary.one.deliveriesPerSecond;
    const result = {
      at: new Date().toISOString(),
      deliveriesPerRound: DELIVERIES,
      rounds: ROUNDS,
      fanOut: FAN_OUT,
      ...summary,
      ratioTwentyToOne: Math.round(ratio * 1000) / 1000,
      withinTarget: ratio >= 0.9,
      receiverCalls: receivers.received(),
    };
    console.table(summary);
    console.log(`twenty endpoints / one endpoint, deliveries per second: ${result.ratioTwentyToOne} (target ≥ 0.9)`);
    await mkdir(path.join(root, 'bench', 'results'), { recursive: true });
    await writeFile(path.join(root, 'bench', 'results', 'webhook-fanout.json'), `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await receivers.close();
    await handle.close();
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
