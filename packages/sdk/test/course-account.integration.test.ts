import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '@/server/testing/test-app';
import { type AccountTokens, BillingApiError, createAccountClient, createCourseClient, CourseApiError } from '../src/index';
import { listen, startProxy } from './http-fixtures';

/** The account-data and course clients against the running app over HTTP. */
let app: TestApp;
let server: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  app = await startTestApp({ backend: 'postgres' });
  server = await listen(app);
});
afterAll(async () => {
  await server?.close();
  await app?.close();
});

const person = (name: string) => ({ username: name, email: `${name}@example.test`, password: 'a-long-password-1', birthDate: '1985-12-09', role: 'instructor' as const });

describe('the account client', () => {
  test('register, log in, read the profile; refreshing rotates the refresh token and onTokens sees each pair', async () => {
    const saved: Array<AccountTokens | undefined> = [];
    const account = createAccountClient({ baseUrl: server.url, onTokens: (tokens) => void saved.push(tokens) });
    const profile = await account.register(person('ada'));
    expect(profile).toMatchObject({ username: 'ada', email: 'ada@example.test' });

    const first = await account.login({ email: 'ada@example.test', password: 'a-long-password-1' });
    expect(saved).toEqual([first]);
    expect((await account.get()).username).toBe('ada');

    const second = await account.refresh();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(account.tokens()).toEqual(second);
    expect(saved).toEqual([first, second]);
    // The first refresh token was spent by the rotation: presenting it again is refused.
    const spent = await account.refresh({ refreshToken: first.refreshToken }).catch((e: unknown) => e);
    expect(spent).toBeInstanceOf(BillingApiError);
    expect(spent).toMatchObject({ statusCode: 401 });
  });

  test('an access token about to expire is refreshed before the call, and the new refresh token is kept; logout forgets them', async () => {
    const proxy = await startProxy(server.url);
    let clock = Date.now();
    try {
      const account = createAccountClient({ baseUrl: proxy.url, now: () => clock });
      await account.register(person('grace'));
      const first = await account.login({ email: 'grace@example.test', password: 'a-long-password-1' });
      clock += 3600_000 - 30_000;
      expect((await account.get()).username).toBe('grace');
      expect(proxy.seen.map((request) => request.path)).toEqual(['/api/v1/auth/register', '/api/v1/auth/login', '/api/v1/auth/refresh', '/api/v1/auth/get']);
      expect(account.tokens()!.refreshToken).not.toBe(first.refreshToken);
      expect(proxy.seen[3]!.headers.get('authorization')).toBe(`Bearer ${account.tokens()!.accessToken}`);

      await account.logout();
      expect(account.tokens()).toBeUndefined();
      await expect(account.get()).rejects.toThrow('Not signed in');
    } finally {
      await proxy.close();
    }
  });
});

describe('the course client', () => {
  test('with an API key: create, read, list every page, update, delete; the envelope is unwrapped and errors keep their code and details', async () => {
    const account = createAccountClient({ baseUrl: server.url });
    await account.register(person('linus'));
    await account.login({ email: 'linus@example.test', password: 'a-long-password-1' });
    const { key } = await account.createApiKey({ name: 'sdk' });

    const courses = createCourseClient({ baseUrl: server.url, apiKey: key }).courses;
    expect(await courses.profile()).toMatchObject({ email: 'linus@example.test', role: 'instructor' });
    const created = await courses.create({ title: 'Intro to TypeScript', difficulty: 'beginner', duration: 120, price: 19.99, tags: ['ts'] });
    expect(created).toMatchObject({ title: 'Intro to TypeScript', price: 19.99, status: 'draft' });
    await Promise.all(Array.from({ length: 4 }, (_, i) => courses.create({ title: `Course ${i}` })));

    expect((await courses.get(created.id)).id).toBe(created.id);
    const titles = [];
    for await (const course of courses.list({ limit: 2, sortBy: 'title', sortOrder: 'asc' })) titles.push(course.title);
    expect(titles).toEqual(['Course 0', 'Course 1', 'Course 2', 'Course 3', 'Intro to TypeScript']);
    const page = await courses.listPage({ limit: 2 });
    expect(page.pagination).toMatchObject({ total: 5, hasMore: true });

    expect(await courses.update(created.id, { status: 'published' })).toMatchObject({ status: 'published', title: 'Intro to TypeScript' });
    const invalid = await courses.create({ title: 'Bad', price: -1 }).catch((e: unknown) => e);
    expect(invalid).toBeInstanceOf(CourseApiError);
    expect(invalid).toMatchObject({ statusCode: 422, code: 'VALIDATION_ERROR', details: { price: expect.any(String) } });

    expect(await courses.delete(created.id)).toEqual({ message: expect.any(String) });
    const gone = await courses.get(created.id).catch((e: unknown) => e);
    expect(gone).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });
});
