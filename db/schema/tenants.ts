import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

export const tenantStatus = pgEnum('tenant_status', ['ACTIVE', 'SUSPENDED', 'DELETED']);

export const tenants = pgTable(
  'tenants',
  {
    id: uuid().primaryKey().defaultRandom(),
    appId: text().notNull(),
    name: text().notNull(),
    secretHash: text().notNull(),
    status: tenantStatus().notNull().default('ACTIVE'),
    /** Tokens whose `iat` is earlier (Unix seconds) are rejected: moved forward when the secret changes. */
    tokensNotBefore: bigint({ mode: 'number' }).notNull().default(0),
    /** Members must have a second factor to use the console for this tenant (set by an owner). */
    requireTwoFactor: boolean().notNull().default(false),
    suspendedAt: timestamp({ withTimezone: true }),
    deletedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // appIds differing only in case would be indistinguishable to people: reserve them case-insensitively.
    uniqueIndex('tenants_app_id_lower_key').on(sql`lower(${t.appId})`),
    index('tenants_created_at_idx').on(t.createdAt),
    index('tenants_status_created_at_idx').on(t.status, t.createdAt),
  ],
);

export type TenantRow = typeof tenants.$inferSelect;
export type NewTenantRow = typeof tenants.$inferInsert;
export type TenantStatus = (typeof tenantStatus.enumValues)[number];
