import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { tenants } from './tenants';

/**
 * A tenant's customers: the people or companies it bills. `external_id` is the tenant's own id for
 * the customer (the `userId` its payments carry), unique among the tenant's customers that are not
 * deleted. Deleting one stamps `deleted_at` (it leaves every list and read, its external id is free
 * again); the row stays for what will refer to it (subscriptions, invoices).
 */
export const customers = pgTable(
  'customers',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id),
    email: text(),
    /**
     * The e-mail in lower case, for the search. Kept as a column because a tenant's reads run under
     * row-level security, where only leakproof conditions may use an index ahead of the policy:
     * `starts_with(email_search, …)` is one, `lower(email) like …` is not (`lower` is not leakproof).
     */
    emailSearch: text().generatedAlwaysAs(sql`lower(email)`),
    name: text(),
    externalId: text(),
    metadata: jsonb().$type<Record<string, string>>().notNull().default({}),
    deletedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // One customer per external id among the tenant's customers not deleted; also the exact lookup.
    uniqueIndex('customers_tenant_external_id_key').on(t.tenantId, t.externalId).where(sql`${t.deletedAt} is null and ${t.externalId} is not null`),
    // The tenant's list, newest first (read backwards); and the search by the start of an e-mail
    // (any case) or an external id: `text_pattern_ops` lets `starts_with` use the index.
    index('customers_tenant_created_at_idx').on(t.tenantId, t.createdAt, t.id),
    index('customers_tenant_email_search_idx').on(t.tenantId, t.emailSearch.op('text_pattern_ops')),
    index('customers_tenant_external_id_prefix_idx').on(t.tenantId, t.externalId.op('text_pattern_ops')),
  ],
);

export type CustomerRow = typeof customers.$inferSelect;

export const priceInterval = pgEnum('price_interval', ['day', 'week', 'month', 'year']);

/**
 * What a tenant charges: an amount in a currency, once (`recurring_interval` null) or every
 * `recurring_interval_count` intervals, with optional trial days. The amount is whole minor units
 * (cents; yen for a zero-decimal currency). Amount, currency and schedule never change once the
 * price exists: a new price replaces one, and the old one is archived (`active` false) but stays
 * readable for what was sold with it.
 */
export const prices = pgTable(
  'prices',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id),
    nickname: text(),
    currency: text().notNull(),
    unitAmount: bigint({ mode: 'bigint' }).notNull(),
    recurringInterval: priceInterval(),
    recurringIntervalCount: integer(),
    trialDays: integer(),
    active: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    // The tenant's list, newest first; and the same narrowed to active or archived prices.
    index('prices_tenant_created_at_idx').on(t.tenantId, t.createdAt, t.id),
    index('prices_tenant_active_created_at_idx').on(t.tenantId, t.active, t.createdAt, t.id),
  ],
);

export type PriceRow = typeof prices.$inferSelect;
export type PriceInterval = (typeof priceInterval.enumValues)[number];
