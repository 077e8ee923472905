import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { activityEvents, comments, courses, invoices, learningStatistics, outboundMail, posts, reactions, scores } from '@/db/schema';
import type { TestApp } from './test-app';

/** What the account API suites share: users registered and signed in through the API, and their mail. */

export type Headers = Record<string, string>;

export const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });

/** Mailed links on a public address; one proxy in front, so X-Forwarded-For is the client. */
export const ACCOUNT_APP_ENV = { PUBLIC_BASE_URL: 'https://learn.example.test', TRUSTED_PROXY_COUNT: '1', ACCOUNT_LOGIN_IP_RATE_LIMIT_MAX: '100000' };

/** The client every registration and sign-in of these suites comes from. */
const CLIENT = { 'x-forwarded-for': '203.0.113.7', 'user-agent': 'vitest-agent/1.0' };

export type Signed = {
  id: string;
  username: string;
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
  headers: Headers;
};

/** The token in the newest mail to an address, from the outbox mailer's table. */
export async function mailedToken(app: TestApp, to: string, page: 'confirm-email' | 'parental-consent'): Promise<string> {
  const rows = await app.container.database.db.select().from(outboundMail).where(eq(outboundMail.to, to)).orderBy(desc(outboundMail.createdAt));
  for (const row of rows) {
    const match = new RegExp(`/${page}\\?token=([^\\s]+)`).exec(row.body);
    if (match) return decodeURIComponent(match[1]!);
  }
  throw new Error(`no ${page} mail to ${to}`);
}

export async function register(app: TestApp, overrides: Record<string, unknown> = {}) {
  const suffix = randomUUID().slice(0, 8);
  const input = { username: `user_${suffix}`, email: `user-${suffix}@example.test`, password: `password-${suffix}-long`, birthDate: '1990-05-17', ...overrides };
  const response = await app.request('POST', '/api/v1/auth/register', { json: input, headers: CLIENT });
  return { response, input: input as { username: string; email: string; password: string } };
}

export async function signIn(app: TestApp, overrides: Record<string, unknown> = {}): Promise<Signed> {
  const { response, input } = await register(app, overrides);
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${response.text}`);
  const login = await app.request('POST', '/api/v1/auth/login', { json: { email: input.email, password: input.password }, headers: CLIENT });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${login.text}`);
  return { id: response.body.id, ...input, accessToken: login.body.accessToken, refreshToken: login.body.refreshToken, headers: bearer(login.body.accessToken) };
}

/** The `jti` claim of an access token. */
export const jtiOf = (accessToken: string) => JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()).jti as string;

/** A signed-in user with rows in every table of the platform: two API keys, a post, a comment, a course, an invoice. */
export async function populated(app: TestApp, label: string) {
  const db = app.container.database.db;
  const user = await signIn(app);
  await app.request('POST', '/api/v1/auth/api-keys', { headers: user.headers, json: { name: `${label} key` } });
  const key = (await app.request('POST', '/api/v1/auth/api-keys', { headers: user.headers, json: { name: `${label} key 2` } })).body.key as string;
  const [post] = await db.insert(posts).values({ authorId: user.id, title: `${label} post`, body: `${label} body` }).returning();
  await db.insert(comments).values({ authorId: user.id, postId: post!.id, body: `${label} comment` });
  await db.insert(reactions).values({ userId: user.id, postId: post!.id, kind: 'like' });
  await db.insert(scores).values({ userId: user.id, subject: `${label} algebra`, score: '87.50' });
  await db.insert(activityEvents).values({ userId: user.id, kind: 'lesson.completed', details: { label } });
  await db.update(learningStatistics).set({ minutesLearned: 42, lessonsCompleted: 3 }).where(eq(learningStatistics.userId, user.id));
  const [course] = await db.insert(courses).values({ instructorId: user.id, title: `${label} course`, difficulty: 'beginner', durationMinutes: 60, price: '19.99', tags: ['x'] }).returning();
  const [invoice] = await db.insert(invoices).values({ userId: user.id, plan: 'pro', amount: '9.99', currency: 'EUR' }).returning();
  return { ...user, key, postId: post!.id, courseId: course!.id, invoiceId: invoice!.id };
}
