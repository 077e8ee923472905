import { and, desc, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { type ConsoleSessionRow, consoleSessions, type PersonRow, people } from '@/db/schema';

/** Where a console session is: the administrators' console or one tenant's portal. */
export type ConsoleChoice = { kind: 'admin' } | { kind: 'tenant'; tenantId: string };

/** `lastSeenAt` is written at most this often per session: a page's polling must not write on every call. */
const LAST_SEEN_RESOLUTION_MS = 60_000;

export async function startConsoleSession(
  db: Db,
  input: { personId: string; userAgent: string | null; ip: string | null; choice: ConsoleChoice | null },
): Promise<ConsoleSessionRow> {
  const [row] = await db
    .insert(consoleSessions)
    .values({
      personId: input.personId,
      userAgent: input.userAgent?.slice(0, 512) ?? null,
      ip: input.ip,
      consoleKind: input.choice?.kind ?? null,
      tenantId: input.choice?.kind === 'tenant' ? input.choice.tenantId : null,
    })
    .returning();
  return row!;
}

/**
 * A session that is still live (not ended), with its person. What ends sessions does so explicitly,
 * in the transaction of its change: a password change ends the person's other sessions, a removal
 * takes the role away (checked on every request), signing out ends the browser's own.
 */
export async function findLiveConsoleSession(db: Db, sessionId: string): Promise<{ session: ConsoleSessionRow; person: PersonRow } | null> {
  const [row] = await db
    .select({ session: consoleSessions, person: people })
    .from(consoleSessions)
    .innerJoin(people, eq(people.id, consoleSessions.personId))
    .where(and(eq(consoleSessions.id, sessionId), isNull(consoleSessions.endedAt)))
    .limit(1);
  return row ?? null;
}

/** Notes that the session was used now, unless that was noted less than a minute ago. */
export async function touchConsoleSession(db: Db, session: ConsoleSessionRow, now = new Date()): Promise<void> {
  if (now.getTime() - session.lastSeenAt.getTime() < LAST_SEEN_RESOLUTION_MS) return;
  await db.update(consoleSessions).set({ lastSeenAt: now }).where(eq(consoleSessions.id, session.id));
}

export async function chooseConsole(db: Db, sessionId: string, choice: ConsoleChoice): Promise<void> {
  await db
    .update(consoleSessions)
    .set({ consoleKind: choice.kind, tenantId: choice.kind === 'tenant' ? choice.tenantId : null })
    .where(eq(consoleSessions.id, sessionId));
}

/** A person's sessions still open, newest first. */
export async function listLiveConsoleSessions(db: Db, personId: string): Promise<ConsoleSessionRow[]> {
  return db
    .select()
    .from(consoleSessions)
    .where(and(eq(consoleSessions.personId, personId), isNull(consoleSessions.endedAt)))
    .orderBy(desc(consoleSessions.lastSeenAt));
}

/** Ends one of a person's sessions; false when there was no such open session. */
export async function endConsoleSession(db: Db, personId: string, sessionId: string): Promise<boolean> {
  const ended = await db
    .update(consoleSessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(consoleSessions.id, sessionId), eq(consoleSessions.personId, personId), isNull(consoleSessions.endedAt)))
    .returning({ id: consoleSessions.id });
  return ended.length > 0;
}

/** Ends every open session of a person but `keep` (the caller's own); returns how many ended. */
export async function endConsoleSessionsOf(db: Db, personId: string, keep: string | null = null): Promise<number> {
  const ended = await db
    .update(consoleSessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(consoleSessions.personId, personId), isNull(consoleSessions.endedAt), keep ? ne(consoleSessions.id, keep) : undefined))
    .returning({ id: consoleSessions.id });
  return ended.length;
}

/**
 * Ends a person's open sessions in one console (the administrators', or one tenant's portal), as
 * an owner does for someone on their team: their sessions elsewhere are not the owner's to end.
 */
export async function endConsoleSessionsIn(db: Db, personId: string, where: ConsoleChoice): Promise<number> {
  const ended = await db
    .update(consoleSessions)
    .set({ endedAt: sql`now()` })
    .where(
      and(
        eq(consoleSessions.personId, personId),
        isNull(consoleSessions.endedAt),
        eq(consoleSessions.consoleKind, where.kind),
        where.kind === 'tenant' ? eq(consoleSessions.tenantId, where.tenantId) : undefined,
      ),
    )
    .returning({ id: consoleSessions.id });
  return ended.length;
}

/** Marks a fresh password or second-factor check on the session (dangerous actions ask for one). */
export async function markConsoleSessionVerified(db: Db, sessionId: string): Promise<void> {
  await db.update(consoleSessions).set({ verifiedAt: sql`now()` }).where(eq(consoleSessions.id, sessionId));
}

/** Sessions ended or idle for longer than `olderThanMs`, for the retention job. */
export async function deleteOldConsoleSessions(db: Db, before: Date): Promise<number> {
  const deleted = await db.delete(consoleSessions).where(lt(consoleSessions.lastSeenAt, before)).returning({ id: consoleSessions.id });
  return deleted.length;
}
