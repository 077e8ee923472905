import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, numeric, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/**
 * The learning platform's data: its users and everything held about them. Every
 * table that holds a user's personal data references `users` with ON DELETE CASCADE, so deleting
 * the profile row removes it in the same statement; the exceptions are deliberate and documented
 * on the table: posts and courses (kept, hidden and unlinked: ON DELETE SET NULL) and invoices
 * (accounting documents, retained 8 years: no foreign key at all).
 */

export const userRole = pgEnum('user_role', ['student', 'instructor', 'admin']);
export const subscriptionPlan = pgEnum('subscription_plan', ['free', 'pro', 'enterprise']);
export const courseDifficulty = pgEnum('course_difficulty', ['beginner', 'intermediate', 'advanced']);
export const courseStatus = pgEnum('course_status', ['draft', 'published', 'archived']);
export const mailTokenPurpose = pgEnum('mail_token_purpose', ['email_confirmation', 'parental_consent']);
/**
 * A mail's state in the outbox: `queued` until the mail job hands it to the SMTP relay (`sent`) or
 * gives up (`failed`, the relay's last reply kept); `logged` when no SMTP relay is configured and
 * the mail went to the log only.
 */
export const mailStatus = pgEnum('mail_status', ['queued', 'sent', 'failed', 'logged']);

const userRef = () =>
  uuid()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    username: text().notNull(),
    email: text().notNull(),
    emailConfirmedAt: timestamp({ withTimezone: true }),
    /** A new address waiting for its confirmation; `email` stays in use until then. */
    pendingEmail: text(),
    passwordHash: text().notNull(),
    role: userRole().notNull().default('student'),
    birthDate: date({ mode: 'string' }).notNull(),
    /** Set for a child under 16: the parent's address, where the consent link went. */
    parentEmail: text(),
    parentalConsentRequired: boolean().notNull().default(false),
    parentalConsentAt: timestamp({ withTimezone: true }),
    lastLoginAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_pending_email_lower_idx').on(sql`lower(${t.pendingEmail})`),
    // The retention job: unconfirmed accounts without a recent login.
    index('users_unconfirmed_idx').on(t.emailConfirmedAt, t.lastLoginAt, t.createdAt),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: userRef(),
    plan: subscriptionPlan().notNull().default('free'),
    startsAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Null: runs until changed. */
    endsAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('subscriptions_user_id_key').on(t.userId)],
);

/**
 * Accounting documents (invoices of paid plans): retained 8 years, so they outlive the account.
 * `userId` is deliberately not a foreign key: the document keeps naming the account it billed.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().notNull(),
    plan: subscriptionPlan().notNull(),
    amount: numeric({ precision: 12, scale: 2, mode: 'string' }).notNull(),
    currency: text().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invoices_user_id_issued_at_idx').on(t.userId, t.issuedAt)],
);

/** Learning history: one row per thing the user did. */
export const activityEvents = pgTable(
  'activity_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: userRef(),
    kind: text().notNull(),
    courseId: uuid(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    occurredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('activity_events_user_id_occurred_at_idx').on(t.userId, t.occurredAt)],
);

export const scores = pgTable(
  'scores',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: userRef(),
    subject: text().notNull(),
    /** Exact, 0..100 with two decimals. */
    score: numeric({ precision: 5, scale: 2, mode: 'string' }).notNull(),
    recordedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('scores_user_id_recorded_at_idx').on(t.userId, t.recordedAt)],
);

export const learningStatistics = pgTable('learning_statistics', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  minutesLearned: integer().notNull().default(0),
  lessonsCompleted: integer().notNull().default(0),
  coursesCompleted: integer().notNull().default(0),
  streakDays: integer().notNull().default(0),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Posts outlive their author's account: hidden and unlinked (author null), never removed. */
export const posts = pgTable(
  'posts',
  {
    id: uuid().primaryKey().defaultRandom(),
    authorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    title: text().notNull(),
    body: text().notNull(),
    hiddenAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('posts_author_id_created_at_idx').on(t.authorId, t.createdAt)],
);

export const comments = pgTable(
  'comments',
  {
    id: uuid().primaryKey().defaultRandom(),
    authorId: userRef(),
    postId: uuid()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    body: text().notNull(),
    ...timestamps,
  },
  (t) => [index('comments_author_id_created_at_idx').on(t.authorId, t.createdAt), index('comments_post_id_idx').on(t.postId)],
);

export const reactions = pgTable(
  'reactions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: userRef(),
    postId: uuid()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('reactions_user_post_kind_key').on(t.userId, t.postId, t.kind), index('reactions_post_id_idx').on(t.postId)],
);

/**
 * Security log (kept 90 days): sign-ins, refreshes, logouts, changes. `action` ends in `.failed`
 * for refusals. `userId` is null for attempts on unknown addresses.
 */
export const securityLog = pgTable(
  'security_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    action: text().notNull(),
    ip: text(),
    userAgent: text(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('security_log_user_id_at_idx').on(t.userId, t.at), index('security_log_at_idx').on(t.at)],
);

/** A sign-in: one refresh-token family. Revoking it ends every token of the family. */
export const accountSessions = pgTable(
  'account_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: userRef(),
    ip: text(),
    userAgent: text(),
    revokedAt: timestamp({ withTimezone: true }),
    revokedReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_sessions_user_id_idx').on(t.userId)],
);

/** Refresh tokens (only their sha256 is stored); single use: `usedAt` is set when rotated. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    sessionId: uuid()
      .notNull()
      .references(() => accountSessions.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('refresh_tokens_token_hash_key').on(t.tokenHash), index('refresh_tokens_session_id_idx').on(t.sessionId)],
);

/** API keys of the course API: sha256 of the key (looked up by hash), and its visible prefix. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: userRef(),
    name: text().notNull(),
    prefix: text().notNull(),
    keyHash: text().notNull(),
    lastUsedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('api_keys_key_hash_key').on(t.keyHash), index('api_keys_user_id_created_at_idx').on(t.userId, t.createdAt)],
);

/**
 * The course API's courses. An instructor's courses are published content others may have
 * bought: like posts, they stay (archived, hidden, unlinked) when the account is deleted.
 */
export const courses = pgTable(
  'courses',
  {
    id: uuid().primaryKey().defaultRandom(),
    instructorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    title: text().notNull(),
    description: text(),
    category: text(),
    difficulty: courseDifficulty(),
    durationMinutes: integer(),
    price: numeric({ precision: 10, scale: 2, mode: 'string' }),
    tags: jsonb().$type<string[]>().notNull().default([]),
    status: courseStatus().notNull().default('draft'),
    hiddenAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('courses_instructor_id_created_at_idx').on(t.instructorId, t.createdAt, t.id)],
);

/** Single-use mailed tokens (e-mail confirmation, parental consent): only their sha256 is stored. */
export const mailTokens = pgTable(
  'mail_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: userRef(),
    purpose: mailTokenPurpose().notNull(),
    /** The address being confirmed (the new one for a change). */
    email: text().notNull(),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('mail_tokens_token_hash_key').on(t.tokenHash), index('mail_tokens_user_id_idx').on(t.userId)],
);

/**
 * The mail outbox: a mail is written in the transaction of the change that causes it (the token and
 * its mail exist together) and delivered by the mail job; removed with the account it concerns, and
 * by the retention job once sent or logged long enough ago.
 */
export const outboundMail = pgTable(
  'outbound_mail',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    to: text().notNull(),
    subject: text().notNull(),
    /** The plain-text body. */
    body: text().notNull(),
    html: text(),
    status: mailStatus().notNull().default('queued'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A worker's claim: other workers leave the row alone until then. */
    lockedUntil: timestamp({ withTimezone: true }),
    /** The relay's last reply (or the connection error) for the last attempt. */
    lastReply: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbound_mail_user_id_idx').on(t.userId),
    index('outbound_mail_to_created_at_idx').on(t.to, t.createdAt),
    index('outbound_mail_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'queued'`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type UserRole = (typeof userRole.enumValues)[number];
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type ApiKeyRow = typeof apiKeys.$inferSelect;
