import { randomUUID } from 'node:crypto';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import {
  accountSessions,
  activityEvents,
  apiKeys,
  comments,
  courses,
  invoices,
  learningStatistics,
  mailTokens,
  outboundMail,
  posts,
  reactions,
  refreshTokens,
  scores,
  securityLog,
  subscriptions,
  users,
  webhookAttempts,
  webhookDeliveries,
} from '@/db/schema';
import { userForApiKey } from '../services/account';
import { ACCOUNT_APP_ENV, populated, signIn } from '../testing/account-fixtures';
import { backends, suiteApp } from '../testing/test-app';

describe.each(backends)('account API: export, deletion and retention on %s', (backend) => {
  const app = suiteApp({ backend, env: ACCOUNT_APP_ENV });
  const db = () => app.container.database.db;

  describe('export', () => {
    it('answers one JSON attachment with everything of the caller, nothing of anyone else, no secret', async () => {
      const alice = await populated(app, 'Alice');
      const bob = await populated(app, 'Bob');
      // Bob reacts to and comments on Alice's post: still Bob's data, not Alice's.
      await db().insert(comments).values({ authorId: bob.id, postId: alice.postId, body: 'Bob on Alice' });
      await db().insert(reactions).values({ userId: bob.id, postId: alice.postId, kind: 'like' });

      const response = await app.request('GET', '/api/v1/auth/export', { headers: alice.headers });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="account-export-\d{4}-\d{2}-\d{2}\.json"$/);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      const data = response.body;
      expect(Object.keys(data).sort()).toEqual(['activity', 'apiKeys', 'comments', 'courses', 'exportedAt', 'posts', 'profile', 'reactions', 'subscription', 'technical'].sort());
      expect(data.profile).toMatchObject({ id: alice.id, username: alice.username, email: alice.email });
      expect(data.activity.scores).toEqual([expect.objectContaining({ subject: 'Alice algebra', score: '87.50' })]);
      expect(data.activity.statistics).toMatchObject({ minutesLearned: 42, lessonsCompleted: 3 });
      expect(data.activity.history).toEqual([expect.objectContaining({ kind: 'lesson.completed', details: { label: 'Alice' } })]);
      expect(data.subscription).toMatchObject({ type: 'free', invoices: [expect.objectContaining({ id: alice.invoiceId, amount: '9.99' })] });
      expect(data.posts).toEqual([expect.objectContaining({ id: alice.postId, title: 'Alice post', hidden: false })]);
      expect(data.comments).toEqual([expect.objectContaining({ body: 'Alice comment' })]);
      expect(data.reactions).toHaveLength(1);
      expect(data.apiKeys.map((key: { name: string }) => key.name)).toEqual(['Alice key', 'Alice key 2']);
      expect(data.courses).toEqual([expect.objectContaining({ id: alice.courseId, price: '19.99', duration: 60 })]);
      expect(data.technical.securityLog).toEqual(expect.arrayContaining([{ action: 'account.login.succeeded', ip: '203.0.113.7', userAgent: 'vitest-agent/1.0', at: expect.any(String) }]));
      expect(data.technical.sessions.length).toBeGreaterThan(0);

      const text = response.text;
      for (const foreign of [bob.id, bob.username, bob.email, bob.postId, bob.courseId, bob.invoiceId, 'Bob on Alice', 'Bob algebra']) expect(text).not.toContain(foreign);
      const [aliceRow] = await db().select().from(users).where(eq(users.id, alice.id));
      const keyHashes = (await db().select().from(apiKeys).where(eq(apiKeys.userId, alice.id))).map((row) => row.keyHash);
      for (const secret of [aliceRow!.passwordHash, alice.password, alice.refreshToken, alice.accessToken, alice.key, ...keyHashes]) expect(text).not.toContain(secret);
      expect(text).not.toMatch(/hash|password/i);
    });
  });

  describe('delete', () => {
    it('removes the profile and personal data table by table, hides and unlinks posts and courses, retains invoices; every token and key stops working', async () => {
      const alice = await populated(app, 'Alice');
      const bob = await populated(app, 'Bob');
      await db().insert(comments).values({ authorId: bob.id, postId: alice.postId, body: 'Bob on Alice' });
      const countOf = async (table: PgTable, where: SQL | undefined) => Number((await db().select({ n: sql<number>`count(*)` }).from(table).where(where))[0]!.n);
      const sessionIds = (await db().select({ id: accountSessions.id }).from(accountSessions).where(eq(accountSessions.userId, alice.id))).map((row) => row.id);
      expect(sessionIds.length).toBeGreaterThan(0);

      const deleted = await app.request('DELETE', '/api/v1/auth/account', { headers: alice.headers });
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual({ deleted: true });

      expect(await countOf(users, eq(users.id, alice.id))).toBe(0);
      expect(await countOf(subscriptions, eq(subscriptions.userId, alice.id))).toBe(0);
      expect(await countOf(activityEvents, eq(activityEvents.userId, alice.id))).toBe(0);
      expect(await countOf(scores, eq(scores.userId, alice.id))).toBe(0);
      expect(await countOf(learningStatistics, eq(learningStatistics.userId, alice.id))).toBe(0);
      expect(await countOf(comments, eq(comments.authorId, alice.id))).toBe(0);
      expect(await countOf(reactions, eq(reactions.userId, alice.id))).toBe(0);
      expect(await countOf(securityLog, eq(securityLog.userId, alice.id))).toBe(0);
      expect(await countOf(accountSessions, eq(accountSessions.userId, alice.id))).toBe(0);
      expect(await countOf(refreshTokens, inArray(refreshTokens.sessionId, sessionIds))).toBe(0);
      expect(await countOf(apiKeys, eq(apiKeys.userId, alice.id))).toBe(0);
      expect(await countOf(mailTokens, eq(mailTokens.userId, alice.id))).toBe(0);
      expect(await countOf(outboundMail, eq(outboundMail.to, alice.email))).toBe(0);
      // Kept: the post (hidden, unlinked) with other people's comments on it, the course likewise, the invoice.
      const [post] = await db().select().from(posts).where(eq(posts.id, alice.postId));
      expect(post).toMatchObject({ authorId: null, title: 'Alice post' });
      expect(post!.hiddenAt).toBeInstanceOf(Date);
      expect(await countOf(comments, eq(comments.postId, alice.postId))).toBe(1);
      const [course] = await db().select().from(courses).where(eq(courses.id, alice.courseId));
      expect(course).toMatchObject({ instructorId: null, status: 'archived' });
      expect(course!.hiddenAt).toBeInstanceOf(Date);
      expect(await countOf(invoices, eq(invoices.id, alice.invoiceId))).toBe(1);

      // Tokens and keys stop working at once.
      expect((await app.request('GET', '/api/v1/auth/get', { headers: alice.headers })).status).toBe(401);
      expect((await app.request('POST', '/api/v1/auth/refresh', { json: { refreshToken: alice.refreshToken } })).status).toBe(401);
      expect((await app.request('POST', '/api/v1/auth/login', { json: { email: alice.email, password: alice.password } })).status).toBe(401);
      expect(await userForApiKey(db(), alice.key)).toBeUndefined();

      // Bob is untouched.
      expect((await app.request('GET', '/api/v1/auth/get', { headers: bob.headers })).status).toBe(200);
      expect((await userForApiKey(db(), bob.key))?.id).toBe(bob.id);
      expect(await countOf(posts, and(eq(posts.authorId, bob.id), sql`${posts.hiddenAt} is null`))).toBe(1);
      expect(await countOf(activityEvents, eq(activityEvents.userId, bob.id))).toBe(1);

      // The deletion is audited (no personal data in the event).
      await app.container.auditShipper.flush();
      const audit = await app.request('GET', `/audit-events?targetId=${alice.id}&action=account.deleted`, { headers: app.adminHeaders });
      expect(audit.body.data).toEqual([expect.objectContaining({ action: 'account.deleted', actorType: 'user', actorId: alice.id, details: { reason: 'requested' } })]);
    });
  });

  describe('retention', () => {
    it('removes old security logs, deletes stale unconfirmed accounts as a deletion does, trims finished webhook deliveries', async () => {
      const day = 24 * 60 * 60 * 1000;
      const keep = await signIn(app);
      const stale = await signIn(app);
      const confirmedOld = await signIn(app);
      const [stalePost] = await db().insert(posts).values({ authorId: stale.id, title: 'stale post', body: 'b' }).returning();
      const thirteenMonthsAgo = new Date(Date.now() - 400 * day);
      await db().update(users).set({ lastLoginAt: thirteenMonthsAgo, createdAt: thirteenMonthsAgo }).where(eq(users.id, stale.id));
      await db().update(users).set({ lastLoginAt: thirteenMonthsAgo, createdAt: thirteenMonthsAgo, emailConfirmedAt: thirteenMonthsAgo }).where(eq(users.id, confirmedOld.id));
      const [oldLog] = await db().insert(securityLog).values({ userId: keep.id, action: 'account.login.succeeded', at: new Date(Date.now() - 91 * day) }).returning();
      const [recentLog] = await db().insert(securityLog).values({ userId: keep.id, action: 'account.login.succeeded', at: new Date(Date.now() - 89 * day) }).returning();

      const { tenant } = await app.registerTenant({ name: 'Retention' });
      const old = new Date(Date.now() - 31 * day);
      const webhook = webhookDeliveries;
      const attempts = webhookAttempts;
      const [done] = await db().insert(webhook).values({ tenantId: tenant.id, eventId: randomUUID(), eventType: 'payment.created', payload: {}, status: 'SUCCEEDED', nextAttemptAt: null, createdAt: old, updatedAt: old }).returning();
      const [pending] = await db().insert(webhook).values({ tenantId: tenant.id, eventId: randomUUID(), eventType: 'payment.created', payload: {}, status: 'PENDING', createdAt: old, updatedAt: old }).returning();
      const [recent] = await db().insert(webhook).values({ tenantId: tenant.id, eventId: randomUUID(), eventType: 'payment.created', payload: {}, status: 'FAILED', nextAttemptAt: null }).returning();
      await db().insert(attempts).values({ deliveryId: done!.id, attemptNumber: 1, url: 'http://127.0.0.1:9/x', durationMs: 5, statusCode: 200, attemptedAt: old });
      await db().insert(attempts).values({ deliveryId: recent!.id, attemptNumber: 1, url: 'http://127.0.0.1:9/x', durationMs: 5, statusCode: 500 });

      expect((await app.request('GET', '/cron/retention')).status).toBe(401);
      const run = await app.request('GET', '/cron/retention', { headers: app.adminHeaders });
      expect(run.status).toBe(200);
      expect(run.body).toMatchObject({ webhookDeliveriesRemoved: 1, webhookAttemptsRemoved: 1 });
      expect(run.body.securityLogRemoved).toBeGreaterThanOrEqual(1);
      expect(run.body.accountsDeleted).toBeGreaterThanOrEqual(1);

      expect(await db().select().from(securityLog).where(eq(securityLog.id, oldLog!.id))).toEqual([]);
      expect(await db().select().from(securityLog).where(eq(securityLog.id, recentLog!.id))).toHaveLength(1);
      expect(await db().select().from(users).where(eq(users.id, stale.id))).toEqual([]);
      expect(await db().select().from(users).where(inArray(users.id, [keep.id, confirmedOld.id]))).toHaveLength(2);
      const [hidden] = await db().select().from(posts).where(eq(posts.id, stalePost!.id));
      expect(hidden).toMatchObject({ authorId: null });
      expect((await app.request('GET', '/api/v1/auth/get', { headers: stale.headers })).status).toBe(401);
      const left = (await db().select({ id: webhook.id }).from(webhook).where(eq(webhook.tenantId, tenant.id))).map((row) => row.id).sort();
      expect(left).toEqual([pending!.id, recent!.id].sort());
      expect(await db().select().from(attempts).where(eq(attempts.deliveryId, done!.id))).toEqual([]);
    });
  });
});
