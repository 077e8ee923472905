import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { mailTokens, securityLog, subscriptions, type UserRow, users } from '@/db/schema';
import type { MailContent } from './account-mails';
import { MAIL_TOKEN_TTL_S } from './account-tokens';
import { randomToken, sha256 } from '../auth/opaque-tokens';
import type { AccountServiceContext } from './context';
import { type Profile, toProfile } from './account-schemas';

/** A user by id with the subscription, or undefined (deleted accounts no longer exist). */
export async function findUserProfile(db: Db, userId: string): Promise<{ user: UserRow; profile: Profile } | undefined> {
  const [row] = await db.select({ user: users, subscription: subscriptions }).from(users).leftJoin(subscriptions, eq(subscriptions.userId, users.id)).where(eq(users.id, userId)).limit(1);
  return row ? { user: row.user, profile: toProfile(row.user, row.subscription ?? undefined) } : undefined;
}

export const lowerEquals = (column: typeof users.email | typeof users.username, value: string) => sql`lower(${column}) = lower(${value})`;

/** Writes one security-log entry (IP and user agent of the request). */
export async function logSecurityEvent(tx: Db, context: Pick<AccountServiceContext, 'audit' | 'userAgent'>, userId: string | null, action: string): Promise<void> {
  await tx.insert(securityLog).values({ userId, action, ip: context.audit.ip, userAgent: context.userAgent?.slice(0, 512) ?? null });
}

/** Creates a single-use mailed token and mails its link, in the caller's transaction. */
export async function mailTokenLink(
  tx: Db,
  context: Pick<AccountServiceContext, 'mailer' | 'publicBaseUrl'>,
  mail: { userId: string; purpose: 'email_confirmation' | 'parental_consent'; email: string; to: string; compose: (link: string) => MailContent },
): Promise<void> {
  const token = randomToken();
  await tx.insert(mailTokens).values({
    userId: mail.userId,
    purpose: mail.purpose,
    email: mail.email,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + MAIL_TOKEN_TTL_S * 1000),
  });
  const page = mail.purpose === 'email_confirmation' ? 'confirm-email' : 'parental-consent';
  const link = `${context.publicBaseUrl.replace(/\/+$/, '')}/${page}?token=${encodeURIComponent(token)}`;
  await context.mailer.send(tx, { userId: mail.userId, to: mail.to, ...mail.compose(link) });
}

/** Whole years between a birth date (YYYY-MM-DD) and today, in UTC. */
export function ageOn(birthDate: string, today = new Date()): number {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - year;
  if (today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day)) age--;
  return age;
}

export const PARENTAL_CONSENT_AGE = 16;
