import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, index, jsonb, numeric, pgEnum, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { paymentConnectors } from './payment-connectors';
import { tenants } from './tenants';

export const paymentStatus = pgEnum('payment_status', ['PENDING', 'PROCESSING', 'SUCCEEDED', 'FAILED', 'CANCELED', 'REFUNDED']);

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
    /** The tenant's connector the payment went through; null for the instance's own provider (the sandbox). */
    connectorId: uuid().references((): AnyPgColumn => paymentConnectors.id),
    providerPaymentId: text(),
    /**
     * What the customer's browser needs to pay (a Stripe PaymentIntent's client secret), sealed
     * (`payments.client_secret:<id>`): answered with the payment while it is PENDING, so a tenant's
     * front end that lost the creation's answer can still let the customer pay. Null for the sandbox.
     */
    clientSecret: text(),
    failureReason: text(),
    canceledAt: timestamp({ withTimezone: true }),
    /** The sum of its SUCCEEDED refunds, kept in the transaction that applies each refund's outcome. */
    amountRefunded: numeric({ precision: 12, scale: 2, mode: 'string' }).notNull().default('0'),
    ...timestamps,
  },
  (t) => [
    // Provider events name the payment by the provider's id.
    uniqueIndex('payments_provider_payment_id_key').on(t.providerPaymentId),
    // One index per list ordering (and filter) of a tenant's payments, each ending in the tie-break,
    // so the first page is an index range scan however many payments the tenant has.
    index('payments_tenant_created_at_idx').on(t.tenantId, t.createdAt, t.id),
    index('payments_tenant_status_created_at_idx').on(t.tenantId, t.status, t.createdAt, t.id),
    index('payments_tenant_currency_created_at_idx').on(t.tenantId, t.currency, t.createdAt, t.id),
    // The userId filter: one user's payments newest first, and their count (the counters know no users).
    index('payments_tenant_user_id_created_at_idx').on(t.tenantId, t.userId, t.createdAt, t.id),
    index('payments_tenant_amount_idx').on(t.tenantId, t.amount, t.id),
    index('payments_tenant_updated_at_idx').on(t.tenantId, t.updatedAt, t.id),
    // Across tenants: the console's "payments today" reads one day's range, not the table, and the
    // administrators' list reads its pages newest first (the id breaks ties), by status or not.
    index('payments_created_at_idx').on(t.createdAt, t.id),
    index('payments_status_created_at_idx').on(t.status, t.createdAt, t.id),
    // Reconciliation: a connector's payments still waiting for the provider, oldest first.
    index('payments_connector_pending_idx').on(t.updatedAt).where(sql`${t.connectorId} is not null and ${t.status} in ('PENDING', 'PROCESSING')`),
  ],
);

/**
 * How many payments each tenant has, by status and currency, kept by a trigger on `payments`
 * (migration 0003) in the transaction that changes them, so a list's `total` is a sum of a few rows
 * rather than a count over a million. Each (tenant, status, currency) is split over 16 shards
 * (picked by the writing connection) so concurrent payments of one tenant do not queue on one row.
 */
export const paymentCounts = pgTable(
  'payment_counts',
  {
    tenantId: uuid().notNull(),
    status: paymentStatus().notNull(),
    currency: text().notNull(),
    shard: smallint().notNull(),
    count: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.status, t.currency, t.shard] })],
);

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;
export type PaymentStatus = (typeof paymentStatus.enumValues)[number];

/**
 * Payment volume per tenant, UTC hour and currency: payments created in the hour, and payments that
 * succeeded in it, with their amounts. Kept by triggers on `payments` (migration 0011) like
 * `payment_counts`, sharded the same way, so insights over 30 days read a few hundred rows.
 */
export const paymentVolumeHourly = pgTable(
  'payment_volume_hourly',
  {
    tenantId: uuid().notNull(),
    hour: timestamp({ withTimezone: true }).notNull(),
    currency: text().notNull(),
    shard: smallint().notNull(),
    created: bigint({ mode: 'number' }).notNull(),
    createdAmount: numeric({ precision: 20, scale: 2, mode: 'string' }).notNull(),
    succeeded: bigint({ mode: 'number' }).notNull(),
    succeededAmount: numeric({ precision: 20, scale: 2, mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.hour, t.currency, t.shard] }), index('payment_volume_hourly_hour_idx').on(t.hour)],
);
