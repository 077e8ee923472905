import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { tenants } from './tenants';

/**
 * What a key may do, as stored: `"all"`, or an access per resource (`{"payments": "read", ...}`).
 * The resources and their meaning are the API-key service's (server/services/api-keys); a resource
 * missing from the map is `none`.
 */
export type StoredKeyPermissions = 'all' | Record<string, 'none' | 'read' | 'write'>;

/**
 * A tenant's API keys: several per tenant, each named, restricted, optionally expiring and bound
 * to addresses. A key is `bk_<key id>_<secret>`: the key id is its public handle (looked up by it),
 * the whole key is stored only as a keyed hash. Rolling a key makes a new row and gives the old one
 * an expiry (`expires_at`) and its successor (`replaced_by_id`); revoking stamps `revoked_at`.
 * Rows are never deleted while their tenant exists: the list shows what was revoked, and when.
 */
export const tenantApiKeys = pgTable(
  'tenant_api_keys',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** The random id part of the key (`bk_<key id>_…`): the lookup handle, shown as the key's prefix. */
    keyId: text().notNull(),
    /** The secret's last four characters, shown beside the prefix so people can tell keys apart. */
    lastFour: text().notNull(),
    /** HMAC-SHA256 of the whole key under a key derived from SECRETS_ENCRYPTION_KEY (`h1.<key id>.<hash>`, server/infra/secret-box.ts). */
    secretHash: text().notNull(),
    /**
     * The hash `secret_hash` replaced when the key was hashed again under a new SECRETS_ENCRYPTION_KEY
     * (on its first use after a rotation): still matched, so instances not yet given the new key keep
     * accepting the key while the rotation rolls out.
     */
    previousSecretHash: text(),
    permissions: jsonb().$type<StoredKeyPermissions>().notNull(),
    /** CIDR blocks the key may be used from; empty: anywhere. */
    allowedIps: text().array().notNull().default(sql`'{}'::text[]`),
    expiresAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    /** Who created it: `person` (a console user, with their e-mail), `tenant` (the app secret's token or sign-in) or `admin`. */
    createdByType: text().notNull(),
    createdById: text(),
    createdByEmail: text(),
    /** Kept from the requests that used it, written in batches (at most a minute behind). */
    lastUsedAt: timestamp({ withTimezone: true }),
    lastUsedIp: text(),
    /** The key a roll made to replace this one; this one works until `expires_at` (the overlap). */
    replacedById: uuid().references((): AnyPgColumn => tenantApiKeys.id, { onDelete: 'set null' }),
    rolledAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('tenant_api_keys_key_id_key').on(t.keyId),
    // The tenant's list, newest first (read backwards), and the administrators' list of one tenant.
    index('tenant_api_keys_tenant_created_at_idx').on(t.tenantId, t.createdAt, t.id),
  ],
);

export type TenantApiKeyRow = typeof tenantApiKeys.$inferSelect;
