import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  accountSessions,
  activityEvents,
  apiKeys,
  comments,
  courses,
  invoices,
  learningStatistics,
  posts,
  reactions,
  scores,
  securityLog,
  type UserRow,
} from '@/db/schema';
import { recordAuditEvent } from '../audit/record-audit-event';
import { apiKeySchema, profileSchema, subscriptionSchema } from './account-schemas';
import { toApiKey } from './api-keys';
import type { AccountServiceContext } from './context';
import { findUserProfile } from './users';

const iso = z.iso.datetime();
export const accountExportSchema = z
  .object({
    exportedAt: iso,
    profile: profileSchema.extend({ parentEmail: z.string().nullable() }),
    activity: z.object({
      scores: z.array(z.object({ id: z.uuid(), subject: z.string(), score: z.string().meta({ description: 'Exact decimal' }), recordedAt: iso })),
      statistics: z
        .object({ minutesLearned: z.number().int(), lessonsCompleted: z.number().int(), coursesCompleted: z.number().int(), streakDays: z.number().int(), updatedAt: iso })
        .nullable(),
      history: z.array(z.object({ id: z.uuid(), kind: z.string(), courseId: z.uuid().nullable(), details: z.record(z.string(), z.unknown()), occurredAt: iso })),
    }),
    subscription: subscriptionSchema.extend({
      invoices: z.array(z.object({ id: z.uuid(), plan: z.string(), amount: z.string(), currency: z.string(), issuedAt: iso })),
    }),
    posts: z.array(z.object({ id: z.uuid(), title: z.string(), body: z.string(), hidden: z.boolean(), createdAt: iso, updatedAt: iso })),
    comments: z.array(z.object({ id: z.uuid(), postId: z.uuid(), body: z.string(), createdAt: iso, updatedAt: iso })),
    reactions: z.array(z.object({ id: z.uuid(), postId: z.uuid(), kind: z.string(), createdAt: iso })),
    apiKeys: z.array(apiKeySchema),
    courses: z.array(
      z.object({
        id: z.uuid(),
        title: z.string(),
        description: z.string().nullable(),
        category: z.string().nullable(),
        difficulty: z.string().nullable(),
        duration: z.number().int().nullable(),
        price: z.string().nullable(),
        tags: z.array(z.string()),
        status: z.string(),
        createdAt: iso,
        updatedAt: iso,
      }),
    ),
    technical: z.object({
      securityLog: z.array(z.object({ action: z.string(), ip: z.string().nullable(), userAgent: z.string().nullable(), at: iso })),
      sessions: z.array(z.object({ id: z.uuid(), ip: z.string().nullable(), userAgent: z.string().nullable(), createdAt: iso, revokedAt: iso.nullable() })),
    }),
  })
  .meta({ id: 'AccountExport', description: 'Everything held about the calling user (GDPR Art. 15 and 20). Never a password hash, token or key.' });
export type AccountExport = z.infer<typeof accountExportSchema>;

/**
 * The calling user's personal data as one document. Every query is filtered on the caller's id;
 * secrets (password hash, token and key hashes) are never selected. The export is audited.
 */
export async function exportAccountData(context: AccountServiceContext, user: UserRow): Promise<AccountExport> {
  const { db } = context;
  const id = user.id;
  const [found, scoreRows, statRows, historyRows, invoiceRows, postRows, commentRows, reactionRows, keyRows, courseRows, logRows, sessionRows] = await Promise.all([
    findUserProfile(db, id),
    db.select().from(scores).where(eq(scores.userId, id)).orderBy(asc(scores.recordedAt), asc(scores.id)),
    db.select().from(learningStatistics).where(eq(learningStatistics.userId, id)),
    db
      .select({ id: activityEvents.id, kind: activityEvents.kind, courseId: activityEvents.courseId, details: activityEvents.details, occurredAt: activityEvents.occurredAt })
      .from(activityEvents)
      .where(eq(activityEvents.userId, id))
      .orderBy(asc(activityEvents.occurredAt), asc(activityEvents.id)),
    db.select().from(invoices).where(eq(invoices.userId, id)).orderBy(asc(invoices.issuedAt)),
    db.select().from(posts).where(eq(posts.authorId, id)).orderBy(asc(posts.createdAt), asc(posts.id)),
    db.select().from(comments).where(eq(comments.authorId, id)).orderBy(asc(comments.createdAt), asc(comments.id)),
    db.select().from(reactions).where(eq(reactions.userId, id)).orderBy(asc(reactions.createdAt), asc(reactions.id)),
    db.select().from(apiKeys).where(eq(apiKeys.userId, id)).orderBy(asc(apiKeys.createdAt), asc(apiKeys.id)),
    db.select().from(courses).where(eq(courses.instructorId, id)).orderBy(asc(courses.createdAt), asc(courses.id)),
    db.select().from(securityLog).where(eq(securityLog.userId, id)).orderBy(asc(securityLog.at), asc(securityLog.id)),
    db.select().from(accountSessions).where(eq(accountSessions.userId, id)).orderBy(asc(accountSessions.createdAt)),
  ]);
  const profile = found!.profile;
  const stats = statRows[0];
  const data: AccountExport = {
    exportedAt: new Date().toISOString(),
    profile: { ...profile, parentEmail: user.parentEmail },
    activity: {
      scores: scoreRows.map((row) => ({ id: row.id, subject: row.subject, score: row.score, recordedAt: row.recordedAt.toISOString() })),
      statistics: stats
        ? { minutesLearned: stats.minutesLearned, lessonsCompleted: stats.lessonsCompleted, coursesCompleted: stats.coursesCompleted, streakDays: stats.streakDays, updatedAt: stats.updatedAt.toISOString() }
        : null,
      history: historyRows.map((row) => ({ id: row.id, kind: row.kind, courseId: row.courseId, details: row.details, occurredAt: row.occurredAt.toISOString() })),
    },
    subscription: {
      ...profile.subscription,
      invoices: invoiceRows.map((row) => ({ id: row.id, plan: row.plan, amount: row.amount, currency: row.currency, issuedAt: row.issuedAt.toISOString() })),
    },
    posts: postRows.map((row) => ({ id: row.id, title: row.title, body: row.body, hidden: row.hiddenAt !== null, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() })),
    comments: commentRows.map((row) => ({ id: row.id, postId: row.postId, body: row.body, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() })),
    reactions: reactionRows.map((row) => ({ id: row.id, postId: row.postId, kind: row.kind, createdAt: row.createdAt.toISOString() })),
    apiKeys: keyRows.map(toApiKey),
    courses: courseRows.map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      category: row.category,
      difficulty: row.difficulty,
      duration: row.durationMinutes,
      price: row.price,
      tags: row.tags,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
    technical: {
      securityLog: logRows.map((row) => ({ action: row.action, ip: row.ip, userAgent: row.userAgent, at: row.at.toISOString() })),
      sessions: sessionRows.map((row) => ({ id: row.id, ip: row.ip, userAgent: row.userAgent, createdAt: row.createdAt.toISOString(), revokedAt: row.revokedAt?.toISOString() ?? null })),
    },
  };
  await recordAuditEvent(db, context.audit, { action: 'account.exported', targetType: 'user', targetId: id });
  return data;
}
