import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Events received from the payment provider, recorded by their id before they are applied: the
 * primary key makes a second delivery of the same event (even a concurrent one) a no-op.
 * `outcome`: applied, ignored (unknown payment, or a type that moves no payment), stale (would move the payment backwards).
 */
export const providerEvents = pgTable(
  'provider_events',
  {
    id: text().primaryKey(),
    type: text().notNull(),
    providerPaymentId: text(),
    paymentId: uuid(),
    outcome: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('provider_events_payment_id_idx').on(t.paymentId),
    // Reconciliation: the dispute openings that arrived before their payment could take them, oldest first.
    index('provider_events_ignored_disputes_idx').on(t.receivedAt).where(sql`${t.type} = 'dispute.created' and ${t.outcome} = 'ignored'`),
  ],
);

export type ProviderEventRow = typeof providerEvents.$inferSelect;
