import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, inject } from 'vitest';
import { resolveConfig } from '../config';
import { type Container, createContainer } from '../container';
import { parseEnv } from '../env';
import { serveMetrics } from '../rest/metrics-endpoint';
import { serveOpenApiDocument } from '../rest/openapi-endpoint';
import { handleRestRequest } from '../rest/handler';
import type { Tenant } from '../services/tenants';
import { copyPgliteTemplate, testDataRoot } from './template-databases';
import { createTestDatabase, testServices } from './test-services';

/**
 * The backends the integration suites run against: the production shape (Postgres, TCP Redis) and
 * the embedded default (PGlite, memory cache), each in a database of its own.
 *
 * `backends` is for the domain suites (`describe.each(backends)`): the route handlers, services and
 * auth they drive are the same code on either store, so they run on Postgres, what production
 * runs, unless `TEST_BACKENDS` says otherwise (`pglite`, `postgres`, or `pglite,postgres` for both).
 * `storageBackends` is for the suites that prove the storage contract itself (start-up on an
 * embedded store, readiness, the outbox claims): both unless `TEST_BACKENDS` narrows them.
 * docs/testing.md lists which suites run where.
 */
export type Backend = 'pglite' | 'postgres';
const allBackends: Backend[] = ['pglite', 'postgres'];
export const backends: Backend[] = chosenBackends(process.env.TEST_BACKENDS, ['postgres']);
export const storageBackends: Backend[] = chosenBackends(process.env.TEST_BACKENDS, allBackends);

function chosenBackends(list: string | undefined, byDefault: Backend[]): Backend[] {
  if (!list) return byDefault;
  const chosen = list.split(',').map((name) => name.trim());
  const unknown = chosen.filter((name) => !allBackends.includes(name as Backend));
  if (unknown.length > 0 || chosen.length === 0) throw new Error(`TEST_BACKENDS: expected a list of ${allBackends.join(', ')}, got "${list}"`);
  return allBackends.filter((backend) => chosen.includes(backend));
}

export type TestResponse = { status: number; headers: Headers; body: any; text: string };

export type RequestOptions = { json?: unknown; body?: string; headers?: Record<string, string> };

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/** What a second instance needs of the first to share its database, cache and secrets. */
type SharedInstance = { databaseUrl?: string; cachePrefix: string; adminKey: string; config: { jwtSecret: string; secretsKeys?: { current: string } } };

/** Cache variables replacing the default TCP Redis of the postgres backend (Upstash, a throwaway Redis). */
export type CacheEnv = { REDIS_URL: string } | { UPSTASH_REDIS_REST_URL: string; UPSTASH_REDIS_REST_TOKEN: string };

/**
 * Builds a real app instance (the same container the server uses) on a fresh database and cache
 * prefix, and calls it through the same route handlers Next.js calls, with real Requests. A fresh
 * database is a copy of the run's migrated template (server/testing/global-setup.ts); the app
 * still runs its migrations at start, which finds nothing left to apply.
 */
export async function startTestApp(options: {
  backend: Backend;
  env?: Record<string, string>;
  shareDatabaseWith?: SharedInstance;
  cacheEnv?: CacheEnv;
}) {
  const dataDir = await mkdtemp(path.join(testDataRoot(), 'billing-test-'));
  const cachePrefix = `test:${randomBytes(6).toString('hex')}:`;
  const shared: SharedInstance | undefined = options.shareDatabaseWith;
  const database = options.backend === 'postgres' && !shared ? await createTestDatabase('test', { template: inject('postgresTemplate') }) : undefined;
  const databaseUrl: string | undefined = shared?.databaseUrl ?? database?.url;

  const raw = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    BACKGROUND_JOBS: 'false',
    ...(options.backend === 'postgres'
      ? {
          DATABASE_URL: databaseUrl,
          ...(options.cacheEnv ?? { REDIS_URL: testServices.redisUrl }),
          REDIS_KEY_PREFIX: shared?.cachePrefix ?? cachePrefix,
        }
      : {}),
    ...(shared ? { ADMIN_API_KEY: shared.adminKey, JWT_SECRET: shared.config.jwtSecret } : {}),
    // A second instance opens what the first sealed: the same encryption key.
    ...(shared?.config.secretsKeys ? { SECRETS_ENCRYPTION_KEY: shared.config.secretsKeys.current } : {}),
    ...options.env,
  });
  const config = await resolveConfig(raw);
  if (config.database.kind === 'pglite') await copyPgliteTemplate(inject('pgliteTemplateDir'), config.database.dataDir);
  const logs: string[] = [];
  const container: Container = await createContainer(config, { logDestination: { write: (line: string) => void logs.push(line) } });
  await container.whenMigrated(30_000);

  const request = async (method: string, pathAndQuery: string, init: RequestOptions = {}): Promise<TestResponse> => {
    const headers: Record<string, string> = { ...init.headers };
    let body = init.body;
    if (init.json !== undefined) {
      body = JSON.stringify(init.json);
      headers['content-type'] ??= 'application/json';
    }
    const req = new Request(`http://localhost${pathAndQuery}`, { method, headers, body });
    const pathname = new URL(req.url).pathname;
    const response =
      pathname === '/metrics'
        ? await serveMetrics(req, container)
        : pathname === '/openapi.json'
          ? await serveOpenApiDocument(req, container)
          : await handleRestRequest(req, container);
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON (metrics): keep the text
    }
    return { status: response.status, headers: response.headers, body: parsed as any, text };
  };

  const adminHeaders = { 'x-admin-key': config.adminApiKey };

  const app = {
    backend: options.backend,
    container,
    config,
    logs,
    databaseUrl,
    cachePrefix: shared?.cachePrefix ?? cachePrefix,
    adminKey: config.adminApiKey,
    adminHeaders,
    request,
    /** Registers a tenant through the API; returns it with the secret it was given. */
    async registerTenant(overrides: Record<string, unknown> = {}): Promise<{ tenant: Tenant; appSecret: string }> {
      const appSecret = (overrides.appSecret as string | undefined) ?? `secret-${randomBytes(8).toString('hex')}`;
      const response = await request('POST', '/tenants/register', {
        headers: adminHeaders,
        json: { name: 'Tenant', ...overrides, appSecret },
      });
      if (response.status !== 201) throw new Error(`register failed: ${response.status} ${response.text}`);
      return { tenant: response.body as Tenant, appSecret };
    },
    async login(appId: string, appSecret: string): Promise<string> {
      const response = await request('POST', '/tenants/login', { json: { appId, appSecret } });
      if (response.status !== 200) throw new Error(`login failed: ${response.status} ${response.text}`);
      return response.body.accessToken as string;
    },
    /** A registered tenant with a fresh token and the headers that carry it. */
    async tenantWithToken(overrides: Record<string, unknown> = {}) {
      const { tenant, appSecret } = await app.registerTenant(overrides);
      const token = await app.login(tenant.appId, appSecret);
      return { tenant, appSecret, token, headers: { authorization: `Bearer ${token}` } };
    },
    async close() {
      await container.close();
      if (options.backend === 'postgres' && !shared) {
        await database?.drop();
        await deleteRedisKeys(cachePrefix);
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return app;
}

/**
 * The app of a describe block: started before its tests, closed after them. The object stands for
 * the started app (its properties are read from it when a test uses them).
 */
export function suiteApp(options: Parameters<typeof startTestApp>[0]): TestApp {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await startTestApp(options);
  });
  afterAll(async () => {
    await app?.close();
  });
  return new Proxy({} as TestApp, {
    get: (_, property) => {
      if (!app) throw new Error('the suite app is used before its beforeAll started it');
      return Reflect.get(app, property) as unknown;
    },
  });
}

async function deleteRedisKeys(prefix: string) {
  const redis = new Redis(testServices.redisUrl, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
