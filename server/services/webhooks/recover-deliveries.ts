import { and, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { webhookDeliveries } from '@/db/schema';
import { unprocessable, validationFailed } from '@/server/errors';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { AuditContext } from '../audit/types';
import { RECOVER_MAX_DAYS, type WebhookEndpointRecovery } from './endpoint-schemas';
import { findWebhookEndpoint } from './webhook-endpoints';

/**
 * Sends an endpoint, now, every event since `since` that it has not received: its deliveries that
 * were given up, and those still waiting for a retry. A delivery it answered 2xx is never sent
 * again, nor one a worker is attempting at this moment (its claim holds). The retry schedule starts
 * over; the attempt log keeps every earlier attempt. Answers how many were queued.
 */
export async function recoverWebhookEndpoint(
  context: { db: Db; audit: AuditContext },
  tenantId: string,
  endpointId: string,
  sinceText: string,
): Promise<WebhookEndpointRecovery> {
  const since = new Date(sinceText);
  const oldest = Date.now() - RECOVER_MAX_DAYS * 86_400_000;
  if (since.getTime() < oldest) throw validationFailed([{ field: 'since', message: `since must be within the last ${RECOVER_MAX_DAYS} days` }]);
  if (since.getTime() > Date.now() + 60_000) throw validationFailed([{ field: 'since', message: 'since must not be in the future' }]);
  const endpoint = await findWebhookEndpoint(context.db, tenantId, endpointId);
  if (!endpoint.enabled) throw unprocessable('This endpoint is disabled; enable it before recovering its deliveries');
  return context.db.transaction(async (tx) => {
    const recovered = await tx
      .update(webhookDeliveries)
      .set({ status: 'PENDING', attemptCount: 0, nextAttemptAt: sql`now()`, lockedUntil: null, rateSlotAt: null, updatedAt: sql`now()` })
      .where(
        and(
          eq(webhookDeliveries.endpointId, endpoint.id),
          gte(webhookDeliveries.createdAt, since),
          inArray(webhookDeliveries.status, ['FAILED', 'PENDING']),
          // Not one a worker holds now: its attempt may be answered 2xx this very moment.
          or(isNull(webhookDeliveries.lockedUntil), lte(webhookDeliveries.lockedUntil, sql`now()`)),
        ),
      )
      .returning({ id: webhookDeliveries.id });
    await recordAuditEvent(tx, context.audit, {
      action: 'webhook_endpoint.recovered',
      targetType: 'webhook_endpoint',
      targetId: endpoint.id,
      details: { since: since.toISOString(), recovered: recovered.length },
    });
    return { recovered: recovered.length, since: since.toISOString() };
  });
}
