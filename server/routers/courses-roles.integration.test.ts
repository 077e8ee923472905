import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '@/db/schema';
import { backends, startTestApp, type TestApp } from '../testing/test-app';
import { caller, type Caller, expectError, expectRateHeaders, validCourse } from '../testing/course-fixtures';


describe.each(backends)('course API roles on %s', (backend) => {
  let app: TestApp;
  let instructor: Caller;
  let otherInstructor: Caller;
  let student: Caller;
  let admin: Caller;
  const db = () => app.container.database.db;
  const create = (who: Caller, body: Record<string, unknown> = validCourse) => app.request('POST', '/v1/courses', { json: body, headers: who.headers });

  beforeAll(async () => {
    app = await startTestApp({ backend, env: { ACCOUNT_LOGIN_IP_RATE_LIMIT_MAX: '100000', COURSE_RATE_LIMIT_FREE: '100000', MAX_BODY_BYTES: '4096' } });
    [instructor, otherInstructor, student, admin] = [await caller(app), await caller(app), await caller(app, 'student'), await caller(app, 'admin')];
  });
  afterAll(async () => {
    await app?.close();
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
