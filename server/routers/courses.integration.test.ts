import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, courses, subscriptions, users } from '@/db/schema';
import { buildRouteTable } from '../rest/route-table';
import { LAST_USED_RESOLUTION_MS, recordApiKeyUse } from '../services/courses';
import { appRouter } from '.';
import { apiKeyCases } from '../testing/common-auth-cases';
import { backends, startTestApp, type TestApp, type TestResponse } from '../testing/test-app';

type Role = 'student' | 'instructor' | 'admin';
type Caller = { id: string; email: string; password: string; key: string; keyId: string; headers: Record<string, string> };

const courseRoutes = buildRouteTable(appRouter).routes.filter((route) => route.meta.auth === 'apiKey');
const RATE_HEADERS = ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'] as const;
const auth = (key: string) => ({ authorization: `Bearer ${key}` });

/** A platform user through the account API (register, login, create a key); admins are promoted in the database (no API makes one). */
async function caller(app: TestApp, role: Role = 'instructor'): Promise<Caller> {
  const suffix = randomUUID().slice(0, 8);
  const input = { username: `course_${suffix}`, email: `course-${suffix}@example.test`, password: `password-${suffix}-long`, birthDate: '1990-05-17', role: role === 'admin' ? 'instructor' : role };
  const registered = await app.request('POST', '/api/v1/auth/register', { json: input });
  if (registered.status !== 201) throw new Error(`register failed: ${registered.status} ${registered.text}`);
  if (role === 'admin') await app.container.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, registered.body.id));
  const login = await app.request('POST', '/api/v1/auth/login', { json: { email: input.email, password: input.password } });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${login.text}`);
  const created = await app.request('POST', '/api/v1/auth/api-keys', { json: { name: 'course tests' }, headers: { authorization: `Bearer ${login.body.accessToken}` } });
  if (created.status !== 201) throw new Error(`api key failed: ${created.status} ${created.text}`);
  return { id: registered.body.id, email: input.email, password: input.password, key: created.body.key, keyId: created.body.id, headers: auth(created.body.key) };
}

function expectError(response: TestResponse, status: number, code: string) {
  expect(response.status, response.text).toBe(status);
  expect(response.body).toMatchObject({ success: false, error: { code, message: expect.any(String) } });
  expect(Object.keys(response.body).sort()).toEqual(['error', 'success']);
}

function expectRateHeaders(response: TestResponse) {
  for (const name of RATE_HEADERS) expect(response.headers.get(name), `${name} on ${response.status}`).toMatch(/^\d+$/);
}

const validCourse = { title: 'Intro to TypeScript', description: 'Types', category: 'programming', difficulty: 'beginner', duration: 120, price: 19.99, tags: ['ts', 'web'] };

describe.each(backends)('course API on %s', (backend) => {
  let app: TestApp;
  let instructor: Caller;
  let otherInstructor: Caller;
  let student: Caller;
  let admin: Caller;
  const db = () => app.container.database.db;
  /** The audit events of a course, through the audit API once the outbox is shipped. */
  const auditActions = async (targetId: string) => {
    await app.container.auditShipper.flush();
    const audit = await app.request('GET', `/audit-events?targetId=${targetId}&limit=100`, { headers: app.adminHeaders });
    return (audit.body.data as Array<{ action: string; actorType: string }>).map((event) => `${event.actorType}:${event.action}`).sort();
  };
  const create = (who: Caller, body: Record<string, unknown> = validCourse) => app.request('POST', '/v1/courses', { json: body, headers: who.headers });

  beforeAll(async () => {
    app = await startTestApp({ backend, env: { ACCOUNT_LOGIN_IP_RATE_LIMIT_MAX: '100000', COURSE_RATE_LIMIT_FREE: '100000', MAX_BODY_BYTES: '4096' } });
    [instructor, otherInstructor, student, admin] = [await caller(app), await caller(app), await caller(app, 'student'), await caller(app, 'admin')];
  });
  afterAll(async () => {
    await app?.close();
  });

  it('serves every /v1 operation with an API key, and nothing else under /v1', () => {
    expect(courseRoutes.map((route) => `${route.method} ${route.template}`).sort()).toEqual([
      'DELETE /v1/courses/{id}',
      'GET /v1/courses',
      'GET /v1/courses/{id}',
      'GET /v1/user/profile',
      'POST /v1/courses',
      'PUT /v1/courses/{id}',
    ]);
    const all = buildRouteTable(appRouter).routes;
    expect(all.filter((route) => route.template.startsWith('/v1/') && route.meta.auth !== 'apiKey')).toEqual([]);
  });

  // The common auth cases, written once and run for every course route.
  it.each(courseRoutes.map((route) => [`${route.method} ${route.template}`, route] as const))(
    '%s answers 401 UNAUTHORIZED without a key, with a forged one, an account JWT or a tenant JWT',
    async (_name, route) => {
      const path = route.template.replace('{id}', randomUUID());
      const send = (headers: Record<string, string>) => app.request(route.method, path, { headers, ...(['POST', 'PUT'].includes(route.method) ? { json: validCourse } : {}) });
      const login = await app.request('POST', '/api/v1/auth/login', { json: { email: instructor.email, password: instructor.password } });
      const { headers: tenantHeaders } = await app.tenantWithToken();
      const refused: Array<Record<string, string>> = [{}, auth(`${instructor.key}x`), auth(instructor.key.toUpperCase()), auth(login.body.accessToken), tenantHeaders, { 'x-admin-key': app.adminKey }];
      for (const headers of refused) {
        const response = await send(headers);
        expectError(response, 401, 'UNAUTHORIZED');
        expect(response.headers.get('x-correlation-id')).toMatch(/^[0-9a-f-]{36}$/);
      }
    },
  );

  describe('profile', () => {
    it('answers the caller’s profile in the success envelope, with the rate-limit headers', async () => {
      const response = await app.request('GET', '/v1/user/profile', { headers: instructor.headers });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        success: true,
        data: { id: instructor.id, email: instructor.email, name: expect.stringMatching(/^course_/), role: 'instructor', created_at: expect.any(String), last_login: expect.any(String) },
      });
      expectRateHeaders(response);
    });
  });

  describe('courses', () => {
    it('creates a draft (201) whose price stays exact (19.99, 0.1, 99999999.99)', async () => {
      const response = await create(instructor);
      expect(response.status, response.text).toBe(201);
      expect(response.body).toEqual({
        success: true,
        data: { id: expect.any(String), ...validCourse, status: 'draft', created_at: expect.any(String), updated_at: expect.any(String) },
      });
      expect(response.text).toContain('"price":19.99');
      const [row] = await db().select().from(courses).where(eq(courses.id, response.body.data.id));
      expect(row!.price).toBe('19.99');
      expect(row!.instructorId).toBe(instructor.id);
      for (const price of [0.1, 99_999_999.99, 1]) {
        const made = await create(instructor, { title: 'Priced', price });
        expect(made.body.data.price).toBe(price);
        expect((await app.request('GET', `/v1/courses/${made.body.data.id}`, { headers: instructor.headers })).body.data.price).toBe(price);
      }
      expect(await auditActions(response.body.data.id)).toEqual(['user:course.created']);
    });

    it('answers 422 VALIDATION_ERROR with details mapping each field to a message', async () => {
      const response = await create(instructor, { description: 'x', difficulty: 'expert', duration: 1.5, price: -5, tags: Array.from({ length: 21 }, () => 't'), status: 'published' });
      expectError(response, 422, 'VALIDATION_ERROR');
      expect(response.body.error.details).toEqual({
        title: 'title is required',
        difficulty: 'difficulty must be one of beginner, intermediate, advanced',
        duration: 'duration must be an integer',
        price: 'price must be a positive number',
        tags: 'tags must have at most 20 entries',
        status: 'status is not allowed',
      });
      expectRateHeaders(response);
      for (const [body, field] of [
        [{ title: '' }, 'title'],
        [{ title: 'x'.repeat(201) }, 'title'],
        [{ title: 't', price: 0 }, 'price'],
        [{ title: 't', price: 19.999 }, 'price'],
        [{ title: 't', price: '19.99' }, 'price'],
        [{ title: 't', duration: 0 }, 'duration'],
        [{ title: 't', tags: ['x'.repeat(51)] }, 'tags.0'],
      ] as const) {
        const refused = await create(instructor, body);
        expectError(refused, 422, 'VALIDATION_ERROR');
        expect(Object.keys(refused.body.error.details)).toEqual([field]);
      }
    });

    it('answers the protocol errors in the envelope: 400 malformed JSON, 404, 405, 413, 415, each with the rate-limit headers', async () => {
      const malformed = await app.request('POST', '/v1/courses', { body: '{"title":', headers: { ...instructor.headers, 'content-type': 'application/json' } });
      expectError(malformed, 400, 'BAD_REQUEST');
      expectRateHeaders(malformed);
      const unknownRoute = await app.request('GET', '/v1/nothing-here', { headers: instructor.headers });
      expectError(unknownRoute, 404, 'NOT_FOUND');
      expectRateHeaders(unknownRoute);
      const notAllowed = await app.request('PATCH', '/v1/courses', { json: {}, headers: instructor.headers });
      expectError(notAllowed, 405, 'METHOD_NOT_ALLOWED');
      expect(notAllowed.headers.get('allow')).toBe('POST, GET, HEAD, OPTIONS');
      expectRateHeaders(notAllowed);
      const tooLarge = await app.request('POST', '/v1/courses', { json: { title: 't', description: 'x'.repeat(5000) }, headers: instructor.headers });
      expectError(tooLarge, 413, 'PAYLOAD_TOO_LARGE');
      expectRateHeaders(tooLarge);
      const notJson = await app.request('POST', '/v1/courses', { body: 'title=x', headers: { ...instructor.headers, 'content-type': 'text/plain' } });
      expectError(notJson, 415, 'UNSUPPORTED_MEDIA_TYPE');
      expectRateHeaders(notJson);
      // Without a key the request is counted for its client address: the refusal carries the headers too.
      const anonymous = await app.request('POST', '/v1/courses', { body: 'x', headers: { 'content-type': 'text/plain' } });
      expectError(anonymous, 415, 'UNSUPPORTED_MEDIA_TYPE');
      expectRateHeaders(anonymous);
    });

    it('answers 401 UNAUTHORIZED without a key, with a malformed, unknown or revoked key, and with a deleted account’s key', async () => {
      for (const entry of apiKeyCases) {
        const response = await app.request('GET', '/v1/courses', { headers: await entry.headers({ key: instructor.key }) });
        expectError(response, 401, entry.message);
        expectRateHeaders(response);
      }

      const revoking = await caller(app);
      expect((await app.request('GET', '/v1/courses', { headers: revoking.headers })).status).toBe(200);
      const login = await app.request('POST', '/api/v1/auth/login', { json: { email: revoking.email, password: revoking.password } });
      const revoked = await app.request('DELETE', `/api/v1/auth/api-keys/${revoking.keyId}`, { headers: auth(login.body.accessToken) });
      expect(revoked.status).toBe(200);
      expectError(await app.request('GET', '/v1/courses', { headers: revoking.headers }), 401, 'UNAUTHORIZED');

      const leaving = await caller(app);
      const course = await create(leaving);
      expect(course.status).toBe(201);
      const leavingLogin = await app.request('POST', '/api/v1/auth/login', { json: { email: leaving.email, password: leaving.password } });
      expect((await app.request('DELETE', '/api/v1/auth/account', { headers: auth(leavingLogin.body.accessToken) })).status).toBe(200);
      expectError(await app.request('GET', '/v1/user/profile', { headers: leaving.headers }), 401, 'UNAUTHORIZED');
      expectError(await create(leaving), 401, 'UNAUTHORIZED');
    });

    it('records a key’s last use at most once a minute, on successful answers only', async () => {
      const user = await caller(app);
      const lastUsed = async () => (await db().select().from(apiKeys).where(eq(apiKeys.id, user.keyId)))[0]!.lastUsedAt;
      expect(await lastUsed()).toBeNull();
      expect((await app.request('GET', '/v1/courses/not-a-course', { headers: user.headers })).status).toBe(404);
      expect(await lastUsed()).toBeNull();
      expect((await app.request('GET', '/v1/courses', { headers: user.headers })).status).toBe(200);
      const first = await lastUsed();
      expect(first).toBeInstanceOf(Date);
      expect((await app.request('GET', '/v1/user/profile', { headers: user.headers })).status).toBe(200);
      expect((await lastUsed())!.getTime()).toBe(first!.getTime());
      // A minute later (the stored time moved back), the next request writes it again.
      const old = new Date(Date.now() - LAST_USED_RESOLUTION_MS - 1000);
      await db().update(apiKeys).set({ lastUsedAt: old }).where(eq(apiKeys.id, user.keyId));
      expect(await recordApiKeyUse(db(), { keyId: user.keyId, lastUsedAt: new Date() })).toBe(false);
      expect((await app.request('GET', '/v1/user/profile', { headers: user.headers })).status).toBe(200);
      expect((await lastUsed())!.getTime()).toBeGreaterThan(old.getTime() + 1000);
    });

    it('changes only the fields sent; status only when sent; audited', async () => {
      const made = (await create(instructor)).body.data;
      const updated = await app.request('PUT', `/v1/courses/${made.id}`, { json: { title: 'Renamed', price: 29.5 }, headers: instructor.headers });
      expect(updated.status, updated.text).toBe(200);
      expect(updated.body).toEqual({ success: true, data: { ...made, title: 'Renamed', price: 29.5, updated_at: expect.any(String) } });
      expect(Date.parse(updated.body.data.updated_at)).toBeGreaterThanOrEqual(Date.parse(made.updated_at));
      const published = await app.request('PUT', `/v1/courses/${made.id}`, { json: { status: 'published' }, headers: instructor.headers });
      expect(published.body.data).toMatchObject({ status: 'published', title: 'Renamed', price: 29.5, difficulty: 'beginner' });
      const badStatus = await app.request('PUT', `/v1/courses/${made.id}`, { json: { status: 'live' }, headers: instructor.headers });
      expectError(badStatus, 422, 'VALIDATION_ERROR');
      expect(badStatus.body.error.details).toEqual({ status: 'status must be one of draft, published, archived' });
      expect(await auditActions(made.id)).toEqual(['user:course.created', 'user:course.updated', 'user:course.updated']);
    });

    it('deletes with {success:true, message}; the course is gone (404) and the deletion audited', async () => {
      const made = (await create(instructor)).body.data;
      const deleted = await app.request('DELETE', `/v1/courses/${made.id}`, { headers: instructor.headers });
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual({ success: true, message: expect.any(String) });
      expectRateHeaders(deleted);
      expectError(await app.request('GET', `/v1/courses/${made.id}`, { headers: instructor.headers }), 404, 'NOT_FOUND');
      expectError(await app.request('DELETE', `/v1/courses/${made.id}`, { headers: instructor.headers }), 404, 'NOT_FOUND');
      expect(await auditActions(made.id)).toEqual(['user:course.created', 'user:course.deleted']);
    });

    it('lists its own courses sorted by sortBy and sortOrder, filtered by status, difficulty and search', async () => {
      const lister = await caller(app);
      for (const [title, difficulty, price] of [
        ['Alpha basics', 'beginner', 10],
        ['Beta advanced', 'advanced', 30],
        ['Gamma middle', 'intermediate', 20],
      ] as const) {
        expect((await create(lister, { title, difficulty, price })).status).toBe(201);
      }
      const all = await app.request('GET', '/v1/courses?sortBy=price&sortOrder=asc', { headers: lister.headers });
      expect(all.status).toBe(200);
      expect(all.body.success).toBe(true);
      expect(all.body.data.map((course: { title: string }) => course.title)).toEqual(['Alpha basics', 'Gamma middle', 'Beta advanced']);
      expect(all.body.pagination).toEqual({ total: 3, limit: 20, offset: 0, hasMore: false });
      const byTitle = await app.request('GET', '/v1/courses?sortBy=title&sortOrder=desc', { headers: lister.headers });
      expect(byTitle.body.data.map((course: { title: string }) => course.title)).toEqual(['Gamma middle', 'Beta advanced', 'Alpha basics']);
      const filtered = await app.request('GET', '/v1/courses?difficulty=advanced&status=draft', { headers: lister.headers });
      expect(filtered.body.data.map((course: { title: string }) => course.title)).toEqual(['Beta advanced']);
      const searched = await app.request('GET', '/v1/courses?search=GAMMA', { headers: lister.headers });
      expect(searched.body.data.map((course: { title: string }) => course.title)).toEqual(['Gamma middle']);
      const invalid = await app.request('GET', '/v1/courses?limit=0&sortBy=nope&staus=draft', { headers: lister.headers });
      expectError(invalid, 422, 'VALIDATION_ERROR');
      expect(Object.keys(invalid.body.error.details).sort()).toEqual(['limit', 'sortBy', 'staus']);
      expectRateHeaders(invalid);
    });
  });

  it('answers an unexpected failure 500 INTERNAL_ERROR in the envelope, without internals, and logs it', async () => {
    await db().execute(sql`alter table courses rename to courses_away`);
    try {
      const response = await app.request('GET', '/v1/courses', { headers: instructor.headers });
      expectError(response, 500, 'INTERNAL_ERROR');
      expect(response.body.error.message).toBe('Internal server error');
      expect(response.text).not.toMatch(/courses_away|relation|does not exist|select/i);
      expectRateHeaders(response);
      expect(app.logs.some((line) => line.includes('unhandled error') && line.includes('/v1/courses'))).toBe(true);
    } finally {
      await db().execute(sql`alter table courses_away rename to courses`);
    }
  });

  describe('roles', () => {
    it('student: reads its own (none), may not write (403 before validation)', async () => {
      const own = (await create(instructor)).body.data;
      const list = await app.request('GET', '/v1/courses', { headers: student.headers });
      expect(list.status).toBe(200);
      expect(list.body.data).toEqual([]);
      expectError(await app.request('GET', `/v1/courses/${own.id}`, { headers: student.headers }), 404, 'NOT_FOUND');
      const refused = await create(student);
      expectError(refused, 403, 'FORBIDDEN');
      expectRateHeaders(refused);
      expectError(await create(student, { title: '' }), 403, 'FORBIDDEN');
      expectError(await app.request('PUT', `/v1/courses/${own.id}`, { json: { title: 'Mine now' }, headers: student.headers }), 403, 'FORBIDDEN');
      expectError(await app.request('DELETE', `/v1/courses/${own.id}`, { headers: student.headers }), 403, 'FORBIDDEN');
      expect((await app.request('GET', `/v1/courses/${own.id}`, { headers: instructor.headers })).body.data.title).toBe(validCourse.title);
    });

    it('another instructor: every operation on someone else’s course is 404, and the list leaves it out', async () => {
      const own = (await create(instructor)).body.data;
      expectError(await app.request('GET', `/v1/courses/${own.id}`, { headers: otherInstructor.headers }), 404, 'NOT_FOUND');
      expectError(await app.request('PUT', `/v1/courses/${own.id}`, { json: { title: 'Taken' }, headers: otherInstructor.headers }), 404, 'NOT_FOUND');
      expectError(await app.request('DELETE', `/v1/courses/${own.id}`, { headers: otherInstructor.headers }), 404, 'NOT_FOUND');
      const list = await app.request('GET', '/v1/courses?limit=100', { headers: otherInstructor.headers });
      expect(list.body.data.map((course: { id: string }) => course.id)).not.toContain(own.id);
      const [row] = await db().select().from(courses).where(eq(courses.id, own.id));
      expect(row!.title).toBe(validCourse.title);
    });

    it('instructor: the whole life cycle of its own course', async () => {
      const own = (await create(instructor)).body.data;
      expect((await app.request('GET', `/v1/courses/${own.id}`, { headers: instructor.headers })).status).toBe(200);
      expect((await app.request('PUT', `/v1/courses/${own.id}`, { json: { tags: [] }, headers: instructor.headers })).body.data.tags).toEqual([]);
      expect((await app.request('GET', '/v1/courses?limit=100', { headers: instructor.headers })).body.data.map((course: { id: string }) => course.id)).toContain(own.id);
      expect((await app.request('DELETE', `/v1/courses/${own.id}`, { headers: instructor.headers })).status).toBe(200);
    });

    it('admin: sees, lists and changes every course', async () => {
      const own = (await create(instructor)).body.data;
      expect((await app.request('GET', `/v1/courses/${own.id}`, { headers: admin.headers })).status).toBe(200);
      const total = (await db().select().from(courses)).length;
      expect((await app.request('GET', '/v1/courses', { headers: admin.headers })).body.pagination.total).toBe(total);
      expect((await app.request('PUT', `/v1/courses/${own.id}`, { json: { status: 'archived' }, headers: admin.headers })).body.data.status).toBe('archived');
      const adminCourse = await create(admin);
      expect(adminCourse.status).toBe(201);
      expect((await app.request('DELETE', `/v1/courses/${own.id}`, { headers: admin.headers })).status).toBe(200);
      expectError(await app.request('GET', `/v1/courses/${adminCourse.body.data.id}`, { headers: instructor.headers }), 404, 'NOT_FOUND');
    });
  });
});

describe.each(backends)('course API plan-tier rate limits on %s', (backend) => {
  // Hour-long windows: a fixed window that resets in the middle of a test would make counts flaky.
  const env = { ACCOUNT_LOGIN_IP_RATE_LIMIT_MAX: '100000', COURSE_RATE_LIMIT_FREE: '4', COURSE_RATE_LIMIT_PRO: '7', COURSE_RATE_LIMIT_ENTERPRISE: '9', COURSE_RATE_LIMIT_WINDOW_S: '3600' };
  let first: TestApp;
  let second: TestApp;
  // PGlite is one process's database: the second instance is only possible on Postgres.
  const instances = () => (backend === 'postgres' ? [first, second] : [first, first]);

  beforeAll(async () => {
    first = await startTestApp({ backend, env });
    if (backend === 'postgres') second = await startTestApp({ backend, env, shareDatabaseWith: first });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('counts a free user exactly across instances, with the headers on every answer (errors and 429s included)', async () => {
    const user = await caller(first);
    const paths = ['/v1/user/profile', '/v1/courses', '/v1/courses/missing', '/v1/courses?limit=0', '/v1/user/profile', '/v1/courses'];
    const answers: TestResponse[] = [];
    for (const [index, path] of paths.entries()) answers.push(await instances()[index % 2]!.request('GET', path, { headers: user.headers }));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 404, 422, 429, 429]);
    for (const answer of answers) {
      expectRateHeaders(answer);
      expect(answer.headers.get('x-ratelimit-limit')).toBe('4');
    }
    expect(answers.map((answer) => answer.headers.get('x-ratelimit-remaining'))).toEqual(['3', '2', '1', '0', '0', '0']);
    const nowS = Math.floor(Date.now() / 1000);
    const reset = Number(answers[0]!.headers.get('x-ratelimit-reset'));
    expect(reset).toBeGreaterThan(nowS);
    expect(reset).toBeLessThanOrEqual(nowS + 3601);
    const refused = answers[4]!;
    expectError(refused, 429, 'RATE_LIMITED');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(3600);
  });

  it('a plan upgrade lifts the limit on the very next request; each plan has its own limit', async () => {
    const user = await caller(first);
    const ask = (index: number) => instances()[index % 2]!.request('GET', '/v1/courses', { headers: user.headers });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await ask(i)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);

    await first.container.database.db.update(subscriptions).set({ plan: 'pro' }).where(eq(subscriptions.userId, user.id));
    const upgraded = await ask(5);
    expect(upgraded.status).toBe(200);
    expect(upgraded.headers.get('x-ratelimit-limit')).toBe('7');
    // Five counted already (the refused one too), this one the sixth: one left.
    expect(upgraded.headers.get('x-ratelimit-remaining')).toBe('1');
    expect((await ask(6)).status).toBe(200);
    expect((await ask(7)).status).toBe(429);

    await first.container.database.db.update(subscriptions).set({ plan: 'enterprise' }).where(eq(subscriptions.userId, user.id));
    const enterprise = await ask(8);
    expect(enterprise.status).toBe(200);
    expect(enterprise.headers.get('x-ratelimit-limit')).toBe('9');
  });

  it('counts requests without a usable key per client IP at the free limit: every 401 carries the figures, a flood meets 429', async () => {
    const user = await caller(first);
    const forged = `lp_live_ABCDEFGH_${'b'.repeat(32)}`;
    const from = (ip: string, headers: Record<string, string>, index: number) =>
      instances()[index % 2]!.request('GET', '/v1/courses', { headers: { ...headers, 'x-forwarded-for': ip } });
    const flood: TestResponse[] = [];
    const badKeys = [{}, auth('nonsense'), auth(forged), auth(forged), auth(forged), auth(forged)];
    for (const [index, headers] of badKeys.entries()) flood.push(await from('203.0.113.99', headers, index));
    expect(flood.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 429, 429]);
    for (const answer of flood) {
      expectRateHeaders(answer);
      expect(answer.headers.get('x-ratelimit-limit')).toBe('4');
    }
    expect(flood.map((answer) => answer.headers.get('x-ratelimit-remaining'))).toEqual(['3', '2', '1', '0', '0', '0']);
    expectError(flood[4]!, 429, 'RATE_LIMITED');
    expect(Number(flood[4]!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Another address has a window of its own, and a valid key from the flooded address is counted for its user.
    const elsewhere = await from('203.0.113.100', auth(forged), 0);
    expect(elsewhere.status).toBe(401);
    expect(elsewhere.headers.get('x-ratelimit-remaining')).toBe('3');
    const keyed = await from('203.0.113.99', user.headers, 1);
    expect(keyed.status).toBe(200);
    expect(keyed.headers.get('x-ratelimit-remaining')).toBe('3');
  });

  it('counts per user: another user has a window of its own', async () => {
    const [one, two] = [await caller(first), await caller(first)];
    for (let i = 0; i < 4; i++) await first.request('GET', '/v1/courses', { headers: one.headers });
    expect((await first.request('GET', '/v1/courses', { headers: one.headers })).status).toBe(429);
    const other = await instances()[1]!.request('GET', '/v1/courses', { headers: two.headers });
    expect(other.status).toBe(200);
    expect(other.headers.get('x-ratelimit-remaining')).toBe('3');
  });
});
