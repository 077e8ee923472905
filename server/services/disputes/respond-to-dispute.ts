import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client';
import { type DisputeRow, disputes } from '@/db/schema';
import { unprocessable } from '@/server/errors';
import { isProviderError } from '@/server/infra/payment-provider';
import type { PaymentProviders } from '../payment-connectors/connector-providers';
import { providerFailure } from '../payment-connectors/provider-failures';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { PaymentServiceContext } from '../payments/context';
import { enqueueWebhookEvent } from '../webhooks/enqueue-webhook-event';
import { type Dispute, type SubmitEvidenceInput, toDispute } from './dispute-schemas';
import { getDispute } from './find-dispute';

export type DisputeResponseContext = PaymentServiceContext & { providers: PaymentProviders };

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
      const provider = await context.providers.forPayment(found.paymentId, tx);
      await provider.submitDisputeEvidence({ disputeId: found.id, providerDisputeId: found.providerDisputeId, evidence: input.text });
    } catch (error) {
      throw disputeProviderFailure(error);
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

/**
 * Concedes a dispute: it is LOST at once. Only while NEEDS_RESPONSE or UNDER_REVIEW, under the same
 * row lock. The provider is told first (Stripe closes the dispute); if it does not answer, nothing
 * changes and the answer is a 503 to retry.
 */
export async function acceptDispute(context: DisputeResponseContext, tenantId: string, id: string): Promise<Dispute> {
  return context.db.transaction(async (tx) => {
    const found = await getDispute(tx, tenantId, id, { lock: true });
    if (found.status !== 'NEEDS_RESPONSE' && found.status !== 'UNDER_REVIEW') {
      throw unprocessable(`Dispute is already closed (${found.status}): only a NEEDS_RESPONSE or UNDER_REVIEW dispute can be accepted`);
    }
    try {
      const provider = await context.providers.forPayment(found.paymentId, tx);
      await provider.acceptDispute({ disputeId: found.id, providerDisputeId: found.providerDisputeId });
    } catch (error) {
      throw disputeProviderFailure(error);
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

/** A provider that refuses the answer (the dispute is closed there already) is a 422 saying so; anything else as every provider failure. */
function disputeProviderFailure(error: unknown) {
  if (isProviderError(error) && error.kind === 'invalid') return unprocessable(`The payment provider refused the dispute's answer: ${error.message}`);
  return providerFailure(error);
}
