import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client';
import { type DisputeRow, disputes } from '@/db/schema';
import { AppError, unprocessable } from '@/server/errors';
import type { PaymentProvider } from '@/server/infra/payment-provider';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { PaymentServiceContext } from '../payments/context';
import { enqueueWebhookEvent } from '../webhooks/enqueue-webhook-event';
import { type Dispute, type SubmitEvidenceInput, toDispute } from './dispute-schemas';
import { getDispute } from './find-dispute';

export type DisputeResponseContext = PaymentServiceContext & { provider: PaymentProvider };

/**
 * Answers a dispute with evidence: only while it NEEDS_RESPONSE and before `evidenceDueBy`, else a
 * 422 saying why. The dispute's row is locked for the whole answer, so of a concurrent submission
 * and acceptance exactly one finds it open. The provider is told inside the transaction, after the
 * checks: if it does not answer, nothing is stored and the answer is a 503 to retry.
 */
export async function submitDisputeEvidence(context: DisputeResponseContext, tenantId: string, input: SubmitEvidenceInput): Promise<Dispute> {
  return context.db.transaction(async (tx) => {
    const found = await getDispute(tx, tenantId, input.id, { lock: true });
    if (found.status !== 'NEEDS_RESPONSE') {
      throw unprocessable(`Evidence cannot be submitted for a dispute in status ${found.status}: only a NEEDS_RESPONSE dispute takes evidence`);
    }
    if (Date.now() >= found.evidenceDueBy.getTime()) {
      throw unprocessable(`Evidence was due by ${found.evidenceDueBy.toISOString()}: the deadline has passed`);
    }

    try {
      await context.provider.submitDisputeEvidence({ disputeId: found.id, providerDisputeId: found.providerDisputeId, evidence: input.text });
    } catch (error) {
      throw new AppError('SERVICE_UNAVAILABLE', 'The payment provider is unavailable; try again shortly', { headers: { 'Retry-After': '5' }, cause: error });
    }

    const row = await update(tx, found.id, { status: 'UNDER_REVIEW', evidence: input.text, evidenceSubmittedAt: sql`now()` });
    const dispute = toDispute(row);
    await recordAuditEvent(tx, context.audit, {
      action: 'dispute.evidence_submitted',
      targetType: 'dispute',
      targetId: dispute.id,
      details: { from: found.status, to: row.status, paymentId: row.paymentId, characters: input.text.length, providerDisputeId: row.providerDisputeId },
    });
    await enqueueWebhookEvent(tx, tenantId, 'dispute.updated', dispute);
    return dispute;
  });
}

/** Concedes a dispute: it is LOST at once. Only while NEEDS_RESPONSE or UNDER_REVIEW, under the same row lock. */
export async function acceptDispute(context: PaymentServiceContext, tenantId: string, id: string): Promise<Dispute> {
  return context.db.transaction(async (tx) => {
    const found = await getDispute(tx, tenantId, id, { lock: true });
    if (found.status !== 'NEEDS_RESPONSE' && found.status !== 'UNDER_REVIEW') {
      throw unprocessable(`Dispute is already closed (${found.status}): only a NEEDS_RESPONSE or UNDER_REVIEW dispute can be accepted`);
    }
    const row = await update(tx, found.id, { status: 'LOST' });
    const dispute = toDispute(row);
    await recordAuditEvent(tx, context.audit, {
      action: 'dispute.accepted',
      targetType: 'dispute',
      targetId: dispute.id,
      details: { from: found.status, to: row.status, paymentId: row.paymentId, amount: row.amount, currency: row.currency, providerDisputeId: row.providerDisputeId },
    });
    await enqueueWebhookEvent(tx, tenantId, 'dispute.closed', dispute);
    return dispute;
  });
}

async function update(tx: Db, id: string, changes: PgUpdateSetSource<typeof disputes>): Promise<DisputeRow> {
  const [row] = await tx
    .update(disputes)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(disputes.id, id))
    .returning();
  return row!;
}
