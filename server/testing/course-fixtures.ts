import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '@/db/schema';
import type { TestApp, TestResponse } from './test-app';

/** What the course API suites share: callers with API keys made through the account API, and the envelope's checks. */

export type Role = 'student' | 'instructor' | 'admin';
export type Caller = { id: string; email: string; password: string; key: string; keyId: string; headers: Record<string, string> };

export const RATE_HEADERS = ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'] as const;
export const auth = (key: string) => ({ authorization: `Bearer ${key}` });

/** A platform user through the account API (register, login, create a key); admins are promoted in the database (no API makes one). */
export async function caller(app: TestApp, role: Role = 'instructor'): Promise<Caller> {
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

export function expectError(response: TestResponse, status: number, code: string) {
  expect(response.status, response.text).toBe(status);
  expect(response.body).toMatchObject({ success: false, error: { code, message: expect.any(String) } });
  expect(Object.keys(response.body).sort()).toEqual(['error', 'success']);
}

export function expectRateHeaders(response: TestResponse) {
  for (const name of RATE_HEADERS) expect(response.headers.get(name), `${name} on ${response.status}`).toMatch(/^\d+$/);
}

export const validCourse = { title: 'Intro to TypeScript', description: 'Types', category: 'programming', difficulty: 'beginner', duration: 120, price: 19.99, tags: ['ts', 'web'] };
