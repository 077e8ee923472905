import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/db/client';
import { webhookAttempts, webhookDeliveries } from '@/db/schema';
import { isRowId } from '../shared/row-id';

/** How an endpoint fared over the last 24 hours: the console's success rates and chart. */
export const endpointActivitySchema = z.object({
  /** Per endpoint: attempts in the last 24 hours and how many were answered 2xx. */
  endpoints: z.array(z.object({ endpointId: z.uuid(), attempts: z.number().int(), succeeded: z.number().int() })),
  /** For one endpoint, hour by hour, oldest first (hours without attempts left out). */
  hours: z.array(z.object({ hour: z.iso.datetime(), attempts: z.number().int(), succeeded: z.number().int() })),
});
export type EndpointActivity = z.infer<typeof endpointActivitySchema>;

const succeeded = sql<number>`count(*) filter (where ${webhookAttempts.statusCode} between 200 and 299)::int`;

/** The tenant's endpoints' attempts over the last 24 hours; with `endpointId`, that one's by hour too. */
export async function readEndpointActivity(db: Db, tenantId: string, endpointId?: string): Promise<EndpointActivity> {
  const recent = and(eq(webhookDeliveries.tenantId, tenantId), gt(webhookAttempts.attemptedAt, sql`now() - interval '24 hours'`));
  const endpoints = await db
    .select({ endpointId: sql<string>`${webhookDeliveries.endpointId}`, attempts: sql<number>`count(*)::int`, succeeded })
    .from(webhookAttempts)
    .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.deliveryId))
    .where(and(recent, isNotNull(webhookDeliveries.endpointId)))
    .groupBy(webhookDeliveries.endpointId);
  if (!endpointId || !isRowId(endpointId)) return { endpoints, hours: [] };
  const hour = sql<Date>`date_trunc('hour', ${webhookAttempts.attemptedAt})`;
  const hours = await db
    .select({ hour, attempts: sql<number>`count(*)::int`, succeeded })
    .from(webhookAttempts)
    .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.deliveryId))
    .where(and(recent, eq(webhookDeliveries.endpointId, endpointId)))
    .groupBy(hour)
    .orderBy(hour);
  return { endpoints, hours: hours.map((row) => ({ ...row, hour: new Date(row.hour).toISOString() })) };
}
