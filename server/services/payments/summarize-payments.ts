import { and, count, eq, gte, sql, sum } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/db/client';
import { paymentCounts, payments } from '@/db/schema';
import type { PaymentStatus } from '@/db/schema';
import { paymentStatuses } from './payment-schemas';

const countsByStatus = z.object(Object.fromEntries(paymentStatuses.map((status) => [status, z.number().int()])) as Record<PaymentStatus, z.ZodNumber>);

export const paymentSummarySchema = z
  .object({
    total: z.number().int().meta({ description: 'Every payment of the tenant.' }),
    byStatus: countsByStatus.meta({ description: 'How many payments are in each status.' }),
  })
  .meta({ id: 'PaymentSummary' });
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;

const zeroCounts = () => Object.fromEntries(paymentStatuses.map((status) => [status, 0])) as Record<PaymentStatus, number>;

/** A tenant's payments counted by status, from the trigger-kept counters (a few rows, whatever the volume). */
export async function summarizePayments(db: Db, tenantId: string): Promise<PaymentSummary> {
  const rows = await db
    .select({ status: paymentCounts.status, value: sum(paymentCounts.count).mapWith(Number) })
    .from(paymentCounts)
    .where(eq(paymentCounts.tenantId, tenantId))
    .groupBy(paymentCounts.status);
  const byStatus = zeroCounts();
  for (const row of rows) byStatus[row.status] = row.value;
  return { total: Object.values(byStatus).reduce((a, b) => a + b, 0), byStatus };
}

/** Every tenant's payments created since the start of today (UTC), by status: the console dashboard. */
export async function countPaymentsToday(db: Db): Promise<Record<PaymentStatus, number>> {
  const rows = await db
    .select({ status: payments.status, value: count() })
    .from(payments)
    .where(and(gte(payments.createdAt, sql`date_trunc('day', now() at time zone 'utc') at time zone 'utc'`)))
    .groupBy(payments.status);
  const byStatus = zeroCounts();
  for (const row of rows) byStatus[row.status] = row.value;
  return byStatus;
}
