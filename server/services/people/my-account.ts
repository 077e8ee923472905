import Bowser from 'bowser';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/db/client';
import { type ConsoleSessionRow, people } from '@/db/schema';
import { notFound, unauthorized } from '@/server/errors';
import type { Mailer } from '@/server/infra/mailer';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { AuditContext } from '../audit/types';
import { hashSecret, verifySecret } from '../auth/secrets';
import { adminPasswordSchema } from './administrator-schemas';
import { endConsoleSession, endConsoleSessionsOf, listLiveConsoleSessions, markConsoleSessionVerified } from './console-sessions';
import { consoleAccessOf } from './memberships';
import { adminRoles, memberRoles } from './roles';
import { sendSecurityNotice } from './security-notices';

export const myAccountSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  createdAt: z.iso.datetime(),
  consoles: z.object({
    admin: z.enum(adminRoles).nullable(),
    tenants: z.array(z.object({ tenantId: z.uuid(), name: z.string(), role: z.enum(memberRoles) })),
  }),
});
export type MyAccount = z.infer<typeof myAccountSchema>;

export const renameInput = z.strictObject({ name: z.string().trim().max(100, 'name must be at most 100 characters') });
export const changePasswordInput = z.strictObject({
  currentPassword: z.string({ error: 'currentPassword is required' }).min(1, 'currentPassword is required').max(1024),
  newPassword: adminPasswordSchema,
});

export const consoleSessionViewSchema = z.object({
  id: z.uuid(),
  current: z.boolean(),
  browser: z.string().meta({ description: 'Browser and system read from the user agent, e.g. "Chrome 131 on macOS".' }),
  ip: z.string().nullable(),
  startedAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
});
export type ConsoleSessionView = z.infer<typeof consoleSessionViewSchema>;

type Context = { db: Db; audit: AuditContext };

export async function getMyAccount(db: Db, personId: string): Promise<MyAccount> {
  const [person] = await db.select().from(people).where(eq(people.id, personId)).limit(1);
  if (!person) throw notFound('Account not found');
  const access = await consoleAccessOf(db, person);
  return {
    id: person.id,
    email: person.email,
    name: person.name,
    createdAt: person.createdAt.toISOString(),
    consoles: { admin: access.admin, tenants: access.tenants.map(({ tenantId, name, role }) => ({ tenantId, name, role })) },
  };
}

export async function renameMe(context: Context, personId: string, name: string): Promise<void> {
  await context.db.transaction(async (tx) => {
    await tx.update(people).set({ name, updatedAt: sql`now()` }).where(eq(people.id, personId));
    await recordAuditEvent(tx, context.audit, { action: 'person.renamed', targetType: 'person', targetId: personId, details: { name } });
  });
}

/**
 * Changes a person's password after checking the current one. Every other session of theirs ends
 * (whoever knew the old password is signed out); this one stays, and counts as freshly verified.
 * The person is told by mail, in the change's transaction.
 */
export async function changeMyPassword(
  context: Context & { mailer: Mailer; publicBaseUrl: string },
  person: { id: string; email: string },
  sessionId: string,
  input: z.infer<typeof changePasswordInput>,
): Promise<{ endedSessions: number }> {
  const [row] = await context.db.select({ passwordHash: people.passwordHash }).from(people).where(eq(people.id, person.id)).limit(1);
  if (!row || !(await verifySecret(row.passwordHash, input.currentPassword))) {
    await recordAuditEvent(context.db, context.audit, { action: 'person.password_change.failed', targetType: 'person', targetId: person.id });
    throw unauthorized('The current password is not right');
  }
  const passwordHash = await hashSecret(input.newPassword);
  return context.db.transaction(async (tx) => {
    await tx.update(people).set({ passwordHash, passwordChangedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(people.id, person.id));
    const endedSessions = await endConsoleSessionsOf(tx, person.id, sessionId);
    await markConsoleSessionVerified(tx, sessionId);
    await recordAuditEvent(tx, context.audit, { action: 'person.password_changed', targetType: 'person', targetId: person.id, details: { endedSessions } });
    await sendSecurityNotice(tx, context, person, { kind: 'password_changed' });
    return { endedSessions };
  });
}

/** "Chrome 131 on macOS": what a person recognises of a browser; the raw string when it cannot be read. */
export function describeBrowser(userAgent: string | null): string {
  if (!userAgent) return 'Unknown browser';
  const parsed = Bowser.parse(userAgent);
  const browser = [parsed.browser.name, parsed.browser.version?.split('.')[0]].filter(Boolean).join(' ');
  const system = parsed.os.name;
  if (!browser && !system) return userAgent.slice(0, 80);
  return system ? `${browser || 'Unknown browser'} on ${system}` : browser;
}

export const toSessionView = (row: ConsoleSessionRow, currentId: string): ConsoleSessionView => ({
  id: row.id,
  current: row.id === currentId,
  browser: describeBrowser(row.userAgent),
  ip: row.ip,
  startedAt: row.createdAt.toISOString(),
  lastSeenAt: row.lastSeenAt.toISOString(),
});

export async function listMySessions(db: Db, personId: string, currentId: string): Promise<ConsoleSessionView[]> {
  const rows = await listLiveConsoleSessions(db, personId);
  return rows.map((row) => toSessionView(row, currentId));
}

export async function endMySession(context: Context, personId: string, sessionId: string): Promise<void> {
  const ended = await endConsoleSession(context.db, personId, sessionId);
  if (!ended) throw notFound('Session not found');
  await recordAuditEvent(context.db, context.audit, { action: 'person.session_ended', targetType: 'console_session', targetId: sessionId });
}

export async function endMyOtherSessions(context: Context, personId: string, currentId: string): Promise<{ ended: number }> {
  const ended = await endConsoleSessionsOf(context.db, personId, currentId);
  await recordAuditEvent(context.db, context.audit, { action: 'person.other_sessions_ended', targetType: 'person', targetId: personId, details: { ended } });
  return { ended };
}
