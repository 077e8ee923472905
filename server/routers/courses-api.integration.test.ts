import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, courses } from '@/db/schema';
import { buildRouteTable } from '../rest/route-table';
import { LAST_USED_RESOLUTION_MS, recordApiKeyUse } from '../services/courses';
import { appRouter } from '.';
import { apiKeyCases } from '../testing/common-auth-cases';
import { backends, startTestApp, type TestApp } from '../testing/test-app';
import { auth, caller, type Caller, expectError, expectRateHeaders, validCourse } from '../testing/course-fixtures';

const courseRoutes = buildRouteTable(appRouter).routes.filter((route) => route.meta.auth === 'apiKey');

describe.each(backends)('course API on %s', (backend) => {
  let app: TestApp;
  let instructor: Caller;
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
    instructor = await caller(app);
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
});
