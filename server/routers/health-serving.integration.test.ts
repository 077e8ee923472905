import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resolveConfig } from '../config';
import { createContainer } from '../container';
import { parseEnv } from '../env';
import { handleRestRequest } from '../rest/handler';
import { startHungServer } from '../testing/hung-server';
import { backends, startTestApp, type TestApp } from '../testing/test-app';
import { startThrowawayRedis } from '../testing/throwaway-redis';

const UP = { status: 'up' };
/** Addresses where no Postgres listens: connecting is refused at once. */
const UNREACHABLE_ANALYTICS = 'postgres://postgres@127.0.0.1:1/none';
const UNREACHABLE_DATABASE = 'postgres://postgres@127.0.0.1:1/billing';

/** The value of one sample in a Prometheus text exposition, or undefined when absent. */
function sample(metrics: string, series: string): number | undefined {
  const line = metrics.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/**
 * The balancers' probe follows what serving requests needs, the database and the cache: the
 * analytics store (the request log, the audit trail) may be down without taking instances out.
 */
describe.each(backends)('/health/serving with the analytics store down on %s', (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ backend, env: { ANALYTICS_DATABASE_URL: UNREACHABLE_ANALYTICS } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 200 with the database and the cache up, while /health/ready answers 503', async () => {
    const serving = await app.request('GET', '/health/serving');
    expect(serving.status).toBe(200);
    expect(serving.body).toMatchObject({ status: 'ok', info: { database: UP, cache: UP }, error: {}, details: { database: UP, cache: UP } });
    expect(Object.keys(serving.body.details)).toEqual(['database', 'cache']);

    const ready = await app.request('GET', '/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.error).toEqual({ analytics: { status: 'down', message: 'analytics unreachable' } });

    const metrics = (await app.request('GET', '/metrics')).text;
    expect(sample(metrics, 'http_health_check_total{endpoint="/health/serving",status="ok"}')).toBe(1);
    expect(sample(metrics, 'http_health_check_total{endpoint="/health/serving",status="error"}')).toBe(0);
  });

  it('answers 503 once the instance begins to shut down', async () => {
    await app.container.beginShutdown();
    const serving = await app.request('GET', '/health/serving');
    expect(serving.status).toBe(503);
    expect(serving.body.error).toEqual({
      database: { status: 'down', message: 'Not checked: the instance is shutting down' },
      cache: { status: 'down', message: 'Not checked: the instance is shutting down' },
    });
  });
});

describe('/health/serving with the cache down (postgres + redis)', () => {
  let redis: Awaited<ReturnType<typeof startThrowawayRedis>>;
  let app: TestApp;
  beforeAll(async () => {
    redis = await startThrowawayRedis();
    app = await startTestApp({ backend: 'postgres', cacheEnv: { REDIS_URL: redis.url } });
  });
  afterAll(async () => {
    await app?.close();
    await redis?.stop();
  });

  it('answers 503 naming the cache, and 200 again once it is back', async () => {
    expect((await app.request('GET', '/health/serving')).status).toBe(200);
    await redis.stop();
    const serving = await app.request('GET', '/health/serving');
    expect(serving.status).toBe(503);
    expect(serving.body).toMatchObject({ status: 'error', info: { database: UP }, error: { cache: { status: 'down', message: 'cache unreachable' } } });
    await redis.start();
    await vi.waitFor(async () => expect((await app.request('GET', '/health/serving')).status).toBe(200), { timeout: 15_000, interval: 200 });
  });
});

describe('/health/serving with the database down (postgres)', () => {
  let app: TestApp;
  beforeAll(async () => {
    // Without migrations at start the instance serves at once, and meets the missing database in the probe.
    app = await startTestApp({ backend: 'postgres', env: { DATABASE_URL: UNREACHABLE_DATABASE, MIGRATE_ON_START: 'false' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 503 naming the database', async () => {
    // The cache connects in the background from start; once it has, only the database is down.
    await vi.waitFor(async () => expect((await app.request('GET', '/health/serving')).body.details.cache).toEqual(UP), { timeout: 10_000, interval: 50 });
    const serving = await app.request('GET', '/health/serving');
    expect(serving.status).toBe(503);
    expect(serving.body).toMatchObject({ status: 'error', info: { cache: UP }, error: { database: { status: 'down', message: 'database unreachable' } } });
  });
});

describe('/health/serving while the instance starts (postgres that never answers)', () => {
  let hung: Awaited<ReturnType<typeof startHungServer>>;
  let dataDir: string;
  beforeAll(async () => {
    hung = await startHungServer();
    dataDir = await mkdtemp(path.join(tmpdir(), 'billing-test-'));
  });
  afterAll(async () => {
    await hung?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers 503 with every dependency not checked yet', async () => {
    const config = await resolveConfig(
      parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', BACKGROUND_JOBS: 'false', DATABASE_URL: `postgres://postgres@127.0.0.1:${hung.port}/billing` }),
    );
    const container = await createContainer(config);
    try {
      const response = await handleRestRequest(new Request('http://localhost/health/serving'), container);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({
        status: 'error',
        error: {
          database: { status: 'down', message: 'Not checked yet: the service is starting' },
          cache: { status: 'down', message: 'Not checked yet: the service is starting' },
        },
      });
    } finally {
      await container.close();
    }
  });
});

describe('/health/serving in the OpenAPI document', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ backend: 'pglite' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('is public, and answers the health report with 200 and 503', async () => {
    const document = (await app.request('GET', '/openapi.json')).body;
    const operation = document.paths['/health/serving'].get;
    expect(operation.security ?? []).toEqual([]);
    for (const status of ['200', '503']) {
      expect(operation.responses[status].content['application/json'].schema, status).toEqual({ $ref: '#/components/schemas/HealthReport' });
    }
  });
});
