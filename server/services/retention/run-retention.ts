import { and, inArray, isNull, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/db/client';
import { outboundMail, securityLog, users, webauthnChallenges, webhookAttempts, webhookDeliveries } from '@/db/schema';
import { deleteAccount } from '../account/delete-account';
import { systemAuditContext } from '../audit/types';

export type RetentionSettings = { securityLogDays: number; unconfirmedAccountMonths: number; webhookDays: number; mailDays: number; requestLogDays: number };

export const retentionRunSchema = z
  .object({
    securityLogRemoved: z.number().int(),
    accountsDeleted: z.number().int(),
    webhookDeliveriesRemoved: z.number().int(),
    webhookAttemptsRemoved: z.number().int(),
    mailsRemoved: z.number().int(),
    passkeyChallengesRemoved: z.number().int().meta({ description: 'Passkey challenges past their 5 minutes, used or not.' }),
    requestLogRemoved: z.number().int().meta({ description: 'Request log entries older than REQUEST_LOG_RETENTION_DAYS, removed from the analytics store.' }),
  })
  .meta({ id: 'RetentionRun' });
export type RetentionRun = z.infer<typeof retentionRunSchema>;
type MainRetentionRun = Omit<RetentionRun, 'requestLogRemoved'>;

/** Accounts deleted per statement batch; the job loops until none is left. */
const ACCOUNT_BATCH = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The retention rules, run by the scheduled jobs:
 * - security-log entries older than 90 days are removed;
 * - accounts whose address was never confirmed and with no login (or, never having signed in, no
 *   registration) for 12 months are deleted exactly as a requested deletion;
 * - delivered or given-up webhook deliveries, with their attempts, older than WEBHOOK_RETENTION_DAYS;
 * - mails sent, given up or written to the log, older than MAIL_RETENTION_DAYS (a queued mail stays);
 * - passkey challenges past their expiry (a sign-in page opened and left holds one).
 */
export async function runRetention(db: Db, settings: RetentionSettings, now = new Date()): Promise<MainRetentionRun> {
  const logCutoff = new Date(now.getTime() - settings.securityLogDays * DAY_MS);
  const removedLog = await db.delete(securityLog).where(lt(securityLog.at, logCutoff)).returning({ id: securityLog.id });

  const accountCutoff = new Date(now);
  accountCutoff.setUTCMonth(accountCutoff.getUTCMonth() - settings.unconfirmedAccountMonths);
  let accountsDeleted = 0;
  for (;;) {
    const stale = await db
      .select({ id: users.id })
      .from(users)
      .where(and(isNull(users.emailConfirmedAt), sql`coalesce(${users.lastLoginAt}, ${users.createdAt}) < ${accountCutoff.toISOString()}::timestamptz`))
      .limit(ACCOUNT_BATCH);
    for (const { id } of stale) if (await deleteAccount({ db, audit: systemAuditContext }, id, 'retention')) accountsDeleted++;
    if (stale.length < ACCOUNT_BATCH) break;
  }

  const webhookCutoff = new Date(now.getTime() - settings.webhookDays * DAY_MS);
  const { deliveries, attempts } = await db.transaction(async (tx) => {
    const old = tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(and(inArray(webhookDeliveries.status, ['SUCCEEDED', 'FAILED']), lt(webhookDeliveries.updatedAt, webhookCutoff)));
    const removedAttempts = await tx.delete(webhookAttempts).where(inArray(webhookAttempts.deliveryId, old)).returning({ id: webhookAttempts.id });
    const removedDeliveries = await tx
      .delete(webhookDeliveries)
      .where(and(inArray(webhookDeliveries.status, ['SUCCEEDED', 'FAILED']), lt(webhookDeliveries.updatedAt, webhookCutoff)))
      .returning({ id: webhookDeliveries.id });
    return { deliveries: removedDeliveries.length, attempts: removedAttempts.length };
  });

  const mailCutoff = new Date(now.getTime() - settings.mailDays * DAY_MS);
  const removedMails = await db
    .delete(outboundMail)
    .where(and(inArray(outboundMail.status, ['sent', 'failed', 'logged']), lt(outboundMail.createdAt, mailCutoff)))
    .returning({ id: outboundMail.id });

  const removedChallenges = await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now)).returning({ id: webauthnChallenges.id });

  return {
    securityLogRemoved: removedLog.length,
    accountsDeleted,
    webhookDeliveriesRemoved: deliveries,
    webhookAttemptsRemoved: attempts,
    mailsRemoved: removedMails.length,
    passkeyChallengesRemoved: removedChallenges.length,
  };
}
