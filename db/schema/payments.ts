import { index, jsonb, numeric, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { tenants } from './tenants';

export const paymentStatus = pgEnum('payment_status', ['PENDING', 'PROCESSING', 'SUCCEEDED', 'FAILED', 'CANCELED']);

export const payments = pgTable(
  'payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id),
    /** Exact decimal in the currency's main unit; read back as a string so no float ever holds it. */
    amount: numeric({ precision: 12, scale: 2, mode: 'string' }).notNull(),
    currency: text().notNull(),
    userId: text().notNull(),
    description: text(),
    metadata: jsonb().$type<Record<string, string>>(),
    status: paymentStatus().notNull().default('PENDING'),
    provider: text().notNull(),
    providerPaymentId: text(),
    failureReason: text(),
    canceledAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // Provider events name the payment by the provider's id.
    uniqueIndex('payments_provider_payment_id_key').on(t.providerPaymentId),
    // One index per list ordering (and filter) of a tenant's payments, each ending in the tie-break,
    // so the first page is an index range scan however many payments the tenant has.
    index('payments_tenant_created_at_idx').on(t.tenantId, t.createdAt, t.id),
    index('payments_tenant_status_created_at_idx').on(t.tenantId, t.status, t.createdAt),
    index('payments_tenant_currency_created_at_idx').on(t.tenantId, t.currency, t.createdAt),
    index('payments_tenant_amount_idx').on(t.tenantId, t.amount, t.id),
    index('payments_tenant_updated_at_idx').on(t.tenantId, t.updatedAt, t.id),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;
export type PaymentStatus = (typeof paymentStatus.enumValues)[number];
