import { sql } from 'drizzle-orm';
import { index, jsonb, numeric, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { payments } from './payments';
import { tenants } from './tenants';

export const refundStatus = pgEnum('refund_status', ['PENDING', 'SUCCEEDED', 'FAILED']);
export const refundReason = pgEnum('refund_reason', ['duplicate', 'fraudulent', 'requested_by_customer']);

/**
 * Money given back on a payment, in full or in part. The refunds of a payment that are not FAILED
 * never add up to more than its amount: they are summed and inserted under the payment's row lock.
 */
export const refunds = pgTable(
  'refunds',
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
    status: refundStatus().notNull().default('PENDING'),
    reason: refundReason(),
    metadata: jsonb().$type<Record<string, string>>(),
    provider: text().notNull(),
    providerRefundId: text(),
    failureReason: text(),
    ...timestamps,
  },
  (t) => [
    // Provider events name the refund by the provider's id.
    uniqueIndex('refunds_provider_refund_id_key').on(t.providerRefundId),
    // The tenant's list, newest first, filtered by status or not; and one payment's refunds (summed under its lock).
    index('refunds_tenant_created_at_idx').on(t.tenantId, t.createdAt, t.id),
    index('refunds_tenant_status_created_at_idx').on(t.tenantId, t.status, t.createdAt, t.id),
    index('refunds_payment_created_at_idx').on(t.paymentId, t.createdAt, t.id),
    // The administrators' list across tenants, newest first, by status or not.
    index('refunds_created_at_idx').on(t.createdAt, t.id),
    index('refunds_status_created_at_idx').on(t.status, t.createdAt, t.id),
    // Insights: the refunds that succeeded in a window (a SUCCEEDED refund's updatedAt is its settlement), a tenant's or all.
    index('refunds_tenant_status_updated_at_idx').on(t.tenantId, t.status, t.updatedAt),
    index('refunds_status_updated_at_idx').on(t.status, t.updatedAt),
    // Reconciliation: refunds still waiting for a provider that can be asked (not the sandbox), oldest first.
    index('refunds_provider_pending_idx').on(t.updatedAt).where(sql`${t.status} = 'PENDING' and ${t.provider} <> 'sandbox'`),
  ],
);

export type RefundRow = typeof refunds.$inferSelect;
export type RefundStatus = (typeof refundStatus.enumValues)[number];
export type RefundReason = (typeof refundReason.enumValues)[number];
