import { sql } from 'drizzle-orm';
import { boolean, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { tenants } from './tenants';

export const paymentConnectorProvider = pgEnum('payment_connector_provider', ['sandbox', 'stripe']);
export const paymentConnectorStatus = pgEnum('payment_connector_status', ['ENABLED', 'DISABLED']);

/**
 * A tenant's account with a payment provider: its own credentials (sealed with the secret box,
 * never answered; the last four characters are kept to tell keys apart), its own webhook address
 * (`/webhooks/stripe/{id}`, verified with its signing secret) and whether it is the tenant's
 * default. A tenant without a connector pays through the instance's configured provider (the
 * sandbox by default). Removing one stamps `deleted_at`: its payments keep naming it, and its
 * events for them keep being verified and applied.
 */
export const paymentConnectors = pgTable(
  'payment_connectors',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id),
    provider: paymentConnectorProvider().notNull(),
    name: text().notNull(),
    status: paymentConnectorStatus().notNull().default('ENABLED'),
    /** Who disabled it and why (an administrator, or the tenant), while DISABLED. */
    disabledReason: text(),
    isDefault: boolean().notNull().default(false),
    /** The secret or restricted API key, sealed (`payment_connectors.secret_key:<id>`); null for the sandbox. */
    secretKey: text(),
    secretKeyLastFour: text(),
    /** The webhook signing secret (`whsec_…`), sealed (`payment_connectors.webhook_secret:<id>`); null for the sandbox. */
    webhookSecret: text(),
    webhookSecretLastFour: text(),
    /** What the provider said of the key when it was checked: the account, and whether it moves real money. */
    accountId: text(),
    livemode: boolean().notNull().default(false),
    lastCheckedAt: timestamp({ withTimezone: true }),
    /** The last event received at its webhook address, and what applying it did. */
    lastEventAt: timestamp({ withTimezone: true }),
    lastEventType: text(),
    lastEventOutcome: text(),
    deletedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // One default per tenant among the connectors not removed.
    uniqueIndex('payment_connectors_default_key').on(t.tenantId).where(sql`${t.isDefault} and ${t.deletedAt} is null`),
    // The tenant's list, newest first; and the administrators' list across tenants.
    index('payment_connectors_tenant_created_at_idx').on(t.tenantId, t.createdAt, t.id),
    index('payment_connectors_created_at_idx').on(t.createdAt, t.id),
  ],
);

export type PaymentConnectorRow = typeof paymentConnectors.$inferSelect;
export type PaymentConnectorProvider = (typeof paymentConnectorProvider.enumValues)[number];
