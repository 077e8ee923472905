import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestResponse } from '../testing/test-app';

type Header = { required?: boolean };
type Response = { headers?: Record<string, Header> };
type Operation = { security?: Record<string, string[]>[]; parameters?: { in: string; name: string; example?: string }[]; responses: Record<string, Response> };

/** The headers the document declares per answer; any other header is outside what this checks. */
const DECLARED_FAMILY = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'Retry-After', 'Idempotent-Replayed'];

/**
 * Statuses that arise at one point of a request only, so each answer of one carries the same
 * headers: there a declared header must be sent, required or not. A 400 or a 503 can arise before
 * or after the rate limit counts (their rate-limit headers are optional), a 2xx may be a replay.
 */
const EXACT_STATUSES = new Set(['401', '413', '415', '429']);

/** Small limits, so a 429 takes three requests; every caller below is fresh, so no count is shared. */
const LIMIT = 2;

/**
 * The served document against real answers: every operation is made to answer each error status
 * it declares that a caller can provoke without special data (401, 400 for a malformed request,
 * 415, 429, and 503 while start-up has not finished), and the headers of each answer must be the
 * ones the document declares for that status, both ways: a header the answer carries is declared,
 * and a header declared required is carried.
 */
// Each test calls every operation of the document, some after making a caller: more than a unit's time.
describe('the headers /openapi.json declares, against real answers', { timeout: 120_000 }, () => {
  let app: TestApp;
  let document: { paths: Record<string, Record<string, Operation>> };
  let nextIp = 0;
  /** A client address of its own, so per-IP limits of one request never touch another's. */
  const freshIp = () => {
    nextIp++;
    return { 'x-forwarded-for': `198.51.${Math.floor(nextIp / 250)}.${(nextIp % 250) + 1}` };
  };

  beforeAll(async () => {
    app = await startTestApp({
      backend: 'pglite',
      env: {
        // The test plays many clients behind one proxy: X-Forwarded-For's last entry is each one's address.
        TRUSTED_PROXY_COUNT: '1',
        RATE_LIMIT_MAX: String(LIMIT),
        // Hour-long windows: a fixed window that resets between using a limit up and the check
        // (a minute's window did, on a busy CI machine) would answer 200 where 429 is checked.
        RATE_LIMIT_WINDOW_S: '3600',
        LOGIN_RATE_LIMIT_WINDOW_S: '3600',
        LOGIN_RATE_LIMIT_MAX: String(LIMIT),
        ACCOUNT_LOGIN_IP_RATE_LIMIT_MAX: String(LIMIT),
        ACCOUNT_RATE_LIMIT_MAX: String(LIMIT),
        COURSE_RATE_LIMIT_FREE: String(LIMIT),
        PROVIDER_WEBHOOK_RATE_LIMIT_MAX: String(LIMIT),
        PROVIDER_WEBHOOK_RATE_LIMIT_WINDOW_S: '3600',
      },
    });
    document = (await app.request('GET', '/openapi.json')).body;
    // A migrated database on a busy machine can take longer than the default hook time.
  }, 180_000);
  afterAll(async () => {
    await app?.close();
  });

  /** A new account user (instructor, so course writes are allowed), signed in: its access token. */
  async function freshAccount(): Promise<{ headers: Record<string, string>; email: string; password: string }> {
    const suffix = randomUUID().slice(0, 8);
    const user = { username: `truth_${suffix}`, email: `truth-${suffix}@example.test`, password: `password-${suffix}-long`, birthDate: '1990-05-17', role: 'instructor' };
    const registered = await app.request('POST', '/api/v1/auth/register', { json: user, headers: freshIp() });
    expect(registered.status, registered.text).toBe(201);
    const login = await app.request('POST', '/api/v1/auth/login', { json: { email: user.email, password: user.password }, headers: freshIp() });
    expect(login.status, login.text).toBe(200);
    return { headers: { authorization: `Bearer ${login.body.accessToken}` }, email: user.email, password: user.password };
  }

  /** Credentials of a security scheme, made once per `set` (a set is one caller per scheme, and so one count per rate limit). */
  const made = new Map<string, Promise<Record<string, string>>>();
  function credentialsOf(operation: Operation, set = 'shared'): Promise<Record<string, string>> {
    const scheme = Object.keys(operation.security?.[0] ?? {})[0];
    if (scheme === undefined) return Promise.resolve({});
    const key = `${set}:${scheme}`;
    if (!made.has(key)) made.set(key, makeCredentials(scheme));
    return made.get(key)!;
  }
  async function makeCredentials(scheme: string): Promise<Record<string, string>> {
    switch (scheme) {
      case 'AdminKey':
        return app.adminHeaders;
      case 'TenantJWT':
        return (await app.tenantWithToken()).headers;
      case 'AccountJWT':
        return (await freshAccount()).headers;
      case 'ApiKey': {
        const key = await app.request('POST', '/api/v1/auth/api-keys', { json: {}, headers: (await freshAccount()).headers });
        expect(key.status, key.text).toBe(201);
        return { authorization: `Bearer ${key.body.key}` };
      }
      default:
        throw new Error(`no credentials for ${scheme}`);
    }
  }

  const operations = () =>
    Object.entries(document.paths).flatMap(([template, item]) =>
      Object.entries(item).map(([method, operation]) => {
        const path = (operation.parameters ?? [])
          .filter((parameter) => parameter.in === 'path')
          .reduce((url, parameter) => url.replace(`{${parameter.name}}`, String(parameter.example)), template);
        return { name: `${method.toUpperCase()} ${template}`, method: method.toUpperCase(), path, operation, takesBody: ['post', 'put', 'patch'].includes(method) };
      }),
    );

  /** The declared-header check of one answer, as a list of mismatches (empty when the answer is true to the document). */
  function headerMismatches(operation: Operation, answer: TestResponse): string[] {
    const declared = operation.responses[String(answer.status)];
    if (!declared) return [`status ${answer.status} is not declared`];
    const headers = declared.headers ?? {};
    const mismatches: string[] = [];
    const exact = EXACT_STATUSES.has(String(answer.status));
    for (const name of DECLARED_FAMILY) {
      const present = answer.headers.has(name);
      if (present && !headers[name]) mismatches.push(`${answer.status} carries ${name}, not declared`);
      if (!present && headers[name]?.required) mismatches.push(`${answer.status} lacks ${name}, declared required`);
      if (!present && exact && headers[name]) mismatches.push(`${answer.status} lacks ${name}, declared`);
    }
    return mismatches;
  }

  /** Runs one kind of provocation on every operation it applies to; each must give `status` with the declared headers. */
  async function check(
    status: number,
    applies: (entry: ReturnType<typeof operations>[number]) => boolean,
    provoke: (entry: ReturnType<typeof operations>[number]) => Promise<TestResponse>,
  ): Promise<string[]> {
    const checked: string[] = [];
    const failures: string[] = [];
    for (const entry of operations().filter(applies)) {
      const answer = await provoke(entry);
      checked.push(entry.name);
      if (answer.status !== status) failures.push(`${entry.name}: ${answer.status} instead of ${status}: ${answer.text.slice(0, 200)}`);
      else failures.push(...headerMismatches(entry.operation, answer).map((mismatch) => `${entry.name}: ${mismatch}`));
    }
    expect(failures).toEqual([]);
    return checked;
  }

  /**
   * The credentials to send with a request the adapter refuses before the procedure: the course API
   * counts such a request for its caller (a key, else the address), so a shared key would reach its
   * limit here; without one it is counted per (fresh) address. The other surfaces count none of them.
   */
  const adapterCredentialsOf = (entry: { path: string; operation: Operation }) =>
    entry.path.startsWith('/v1/') ? Promise.resolve({}) : credentialsOf(entry.operation);

  const declares = (entry: { operation: Operation }, status: number) => Boolean(entry.operation.responses[String(status)]);

  it('401 without credentials, on every operation that takes them', async () => {
    const checked = await check(
      401,
      (entry) => (entry.operation.security?.length ?? 0) > 0,
      (entry) => app.request(entry.method, entry.path, { headers: freshIp(), ...(entry.takesBody ? { json: {} } : {}) }),
    );
    expect(checked).toEqual(expect.arrayContaining(['GET /tenants/me', 'GET /payments', 'GET /api/v1/auth/get', 'GET /v1/courses', 'GET /tenants']));
  });

  it('401 for wrong secrets on the sign-in routes, which count the attempt first', async () => {
    const { tenant } = await app.registerTenant();
    const tenantLogin = await app.request('POST', '/tenants/login', { json: { appId: tenant.appId, appSecret: 'wrong-secret-123' }, headers: freshIp() });
    const { email } = await freshAccount();
    const accountLogin = await app.request('POST', '/api/v1/auth/login', { json: { email, password: 'wrong-password-123' }, headers: freshIp() });
    expect([tenantLogin.status, accountLogin.status]).toEqual([401, 401]);
    expect(headerMismatches(document.paths['/tenants/login']!.post!, tenantLogin)).toEqual([]);
    expect(headerMismatches(document.paths['/api/v1/auth/login']!.post!, accountLogin)).toEqual([]);
    expect(tenantLogin.headers.has('X-RateLimit-Remaining')).toBe(true);
  });

  it('400 for malformed JSON on every operation that takes a body, and for a URL that is not UTF-8 on the others', async () => {
    const checked = await check(
      400,
      () => true,
      async (entry) => {
        const headers = { ...(await adapterCredentialsOf(entry)), ...freshIp() };
        return entry.takesBody
          ? app.request(entry.method, entry.path, { headers: { ...headers, 'content-type': 'application/json' }, body: '{"amount": ' })
          : app.request(entry.method, `${entry.path}?q=%FF`, { headers });
      },
    );
    expect(checked.length).toBe(operations().length);
  });

  it('415 for a body that is not JSON, on every operation that takes one', async () => {
    const checked = await check(
      415,
      (entry) => entry.takesBody,
      async (entry) =>
        app.request(entry.method, entry.path, { headers: { ...(await adapterCredentialsOf(entry)), ...freshIp(), 'content-type': 'text/plain' }, body: 'amount=1' }),
    );
    expect(checked).toEqual(expect.arrayContaining(['POST /payments', 'PATCH /tenants/me', 'POST /v1/courses', 'POST /tenants/login']));
  });

  it('429 once the caller has used its limit, on every rate-limited operation', async () => {
    // One caller per scheme and one address, whose limits are used up first: every limit counts
    // per caller (tenant, user) or per address (sign-in, the account API's public routes), across routes.
    const ip = freshIp();
    const exhaust = async (method: string, path: string, headers: Record<string, string>, json?: unknown) => {
      for (let count = 0; count < LIMIT; count++) await app.request(method, path, { headers: { ...headers, ...ip }, ...(json === undefined ? {} : { json }) });
    };
    const sample = (template: string, method: string) => document.paths[template]![method]!;
    await exhaust('GET', '/tenants/me', await credentialsOf(sample('/tenants/me', 'get'), 'exhausted'));
    await exhaust('GET', '/api/v1/auth/get', await credentialsOf(sample('/api/v1/auth/get', 'get'), 'exhausted'));
    await exhaust('GET', '/v1/courses', await credentialsOf(sample('/v1/courses', 'get'), 'exhausted'));
    await exhaust('POST', '/tenants/login', {}, {});
    await exhaust('POST', '/api/v1/auth/refresh', {}, {});
    // The payment providers' receivers count per receiver and address, before the signature is read.
    await exhaust('POST', '/webhooks/paymentprovider', {}, {});
    const stripeReceiver = operations().find((entry) => entry.name === 'POST /webhooks/stripe/{connectorId}')!;
    await exhaust('POST', stripeReceiver.path, {}, {});
    const checked = await check(
      429,
      (entry) => declares(entry, 429),
      async (entry) =>
        app.request(entry.method, entry.path, { headers: { ...(await credentialsOf(entry.operation, 'exhausted')), ...ip }, ...(entry.takesBody ? { json: {} } : {}) }),
    );
    expect(checked).toEqual(expect.arrayContaining(['GET /tenants/me', 'GET /payments', 'POST /tenants/login', 'GET /api/v1/auth/get', 'POST /api/v1/auth/register', 'GET /v1/courses']));
  });

  it('503 with Retry-After while start-up has not finished, on every operation that declares it', async () => {
    const credentials = new Map<string, Record<string, string>>();
    for (const entry of operations().filter((candidate) => declares(candidate, 503))) credentials.set(entry.name, await credentialsOf(entry.operation));
    // Start-up (the migrations) that does not finish within the guard's wait, as on a cold start
    // against a slow database: the guard answers instead of letting the request meet the database.
    const { isMigrated, whenMigrated } = app.container;
    Object.assign(app.container, { isMigrated: () => false, whenMigrated: () => Promise.reject(new Error('database start-up timed out')) });
    try {
      const checked = await check(
        503,
        (entry) => declares(entry, 503) && entry.path !== '/health/ready' && entry.path !== '/health/serving',
        (entry) => app.request(entry.method, entry.path, { headers: { ...credentials.get(entry.name), ...freshIp() }, ...(entry.takesBody ? { json: {} } : {}) }),
      );
      expect(checked).toEqual(expect.arrayContaining(['GET /tenants/me', 'GET /payments', 'POST /payments', 'GET /v1/courses', 'POST /tenants/login']));
      // All but /health, /health/live and the webhook event catalog (no database) and the two probes (a 503 report of their own).
      expect(checked.length).toBe(operations().length - 5);
    } finally {
      Object.assign(app.container, { isMigrated, whenMigrated });
    }
  });
});
