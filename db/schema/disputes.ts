import { index, numeric, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { payments } from './payments';
import { tenants } from './tenants';

export const disputeStatus = pgEnum('dispute_status', ['NEEDS_RESPONSE', 'UNDER_REVIEW', 'WON', 'LOST']);

/**
 * A payment's charge contested by the payer's bank, raised and closed by the provider's events. The
 * tenant answers it once, with evidence or by accepting it, under the dispute's row lock.
 */
export const disputes = pgTable(
  'disputes',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id),
    paymentId: uuid()
      .notNull()
      .references(() => payments.id),
    /** Exact decimal in the payment's currency, read back as a string so no float ever holds it. */
    amount: numeric({ precision: 12, scale: 2, mode: 'string' }).notNull(),
    currency: text().notNull(),
    reason: text().notNull(),
    status: disputeStatus().notNull().default('NEEDS_RESPONSE'),
    evidenceDueBy: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    evidence: text(),
    evidenceSubmittedAt: timestamp({ withTimezone: true, mode: 'date' }),
    provider: text().notNull(),
    providerDisputeId: text().notNull(),
    ...timestamps,
  },
  (t) => [
    // Provider events name the dispute by the provider's id; a second `dispute.created` for it is stale.
    uniqueIndex('disputes_provider_dispute_id_key').on(t.providerDisputeId),
    // The tenant's list, by creation or by due date, filtered by status or not.
    index('disputes_tenant_created_at_idx').on(t.tenantId, t.createdAt, t.id),
    index('disputes_tenant_status_created_at_idx').on(t.tenantId, t.status, t.createdAt, t.id),
    index('disputes_tenant_evidence_due_by_idx').on(t.tenantId, t.evidenceDueBy, t.id),
    index('disputes_payment_idx').on(t.paymentId),
    // Administrators' list across tenants (GET /platform/disputes), newest first.
    index('disputes_created_at_idx').on(t.createdAt, t.id),
    // Insights across tenants: the open disputes (a tenant's are read through its status index).
    index('disputes_status_evidence_due_by_idx').on(t.status, t.evidenceDueBy),
  ],
);

export type DisputeRow = typeof disputes.$inferSelect;
export type DisputeStatus = (typeof disputeStatus.enumValues)[number];
