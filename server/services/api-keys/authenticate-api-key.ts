import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { perDatabase } from '@/db/prepared';
import { type TenantApiKeyRow, tenantApiKeys, tenants, webhookEndpoints } from '@/db/schema';
import { forbidden, unauthorized } from '@/server/errors';
import type { SecretBox } from '@/server/infra/secret-box';
import { assertTenantMayCall } from '../tenants/authenticate-tenant';
import type { TenantRecord } from '../tenants/find-tenant';
import { primaryEndpointOf } from '../webhooks/primary-endpoint';
import { API_KEY_HASH_PURPOSE, keyIdOf } from './api-key-format';
import { isAddressAllowed } from './cidr';
import { stateOf } from './manage-api-keys';
import { missingPermission, type PermissionNeed } from './permissions';

/**
 * Authenticating a request made with a tenant API key, in the steps the tenant middleware runs:
 *
 * 1. `rememberedKeyTenant`, without waiting on anything: the tenant of a key this process has
 *    verified before, so the rate-limit count can start while the key's row loads (as a token's
 *    subject lets it for a JWT). Only what never changes about a key is remembered: its tenant, and
 *    which stored hash the exact key presented matched, so a key sent again is not hashed again
 *    (an HMAC cost 25 to 45 µs of CPU on the busy development machine; a token's signature is
 *    remembered the same way, server/services/auth/verified-tokens.ts).
 * 2. `loadApiKeyCaller`: the key's row with its tenant in one query by primary key (what the JWT
 *    path pays for its tenant lookup, which it replaces), the secret checked against the row's hash,
 *    then the key's state and the tenant's status. Nothing that can change (revocation, expiry, a
 *    roll, permissions, addresses, the tenant's status) is cached, so a change is seen by the next
 *    request on every instance: there is nothing to invalidate.
 * 3. `assertKeyMayCall`: the client address against `allowedIps`, and the permission the
 *    operation declares.
 */

/** What a request reads of its key: no name, no creator, no last use. */
const keyColumns = {
  id: tenantApiKeys.id,
  keyId: tenantApiKeys.keyId,
  secretHash: tenantApiKeys.secretHash,
  previousSecretHash: tenantApiKeys.previousSecretHash,
  permissions: tenantApiKeys.permissions,
  allowedIps: tenantApiKeys.allowedIps,
  expiresAt: tenantApiKeys.expiresAt,
  revokedAt: tenantApiKeys.revokedAt,
  replacedById: tenantApiKeys.replacedById,
};
export type KeyOfRequest = Pick<TenantApiKeyRow, keyof typeof keyColumns>;
export type TenantKeyCaller = { key: KeyOfRequest; tenant: TenantRecord };

type Remembered = { tenantId: string; hash: string };
const REMEMBERED_LIMIT = 10_000;
/** By the exact key presented (any other text is verified from scratch), per database handle. */
const rememberedFor = perDatabase(() => new Map<string, Remembered>());

/** The tenant of a key this process has verified before; otherwise undefined. */
export function rememberedKeyTenant(db: Db, presented: string): string | undefined {
  return rememberedFor(db).get(presented)?.tenantId;
}

/** The key with its tenant as the services read a tenant (with its primary endpoint's URL: find-tenant.ts), in one query. */
const lookupFor = perDatabase((db) =>
  db
    .select({ key: keyColumns, tenant: { ...getTableColumns(tenants), webhookUrl: webhookEndpoints.url } })
    .from(tenantApiKeys)
    .innerJoin(tenants, eq(tenants.id, tenantApiKeys.tenantId))
    .leftJoin(webhookEndpoints, primaryEndpointOf(tenants.id))
    .where(eq(tenantApiKeys.keyId, sql.placeholder('keyId')))
    .limit(1)
    .prepare('find_tenant_api_key'),
);

/**
 * The key and its tenant, if the key may be used now: 401 for a key that is malformed, unknown,
 * wrong, revoked, expired or rolled out, or whose tenant may not call the API (the spec's messages).
 */
export async function loadApiKeyCaller(deps: { db: Db; secrets: SecretBox }, presented: string, now = Date.now()): Promise<TenantKeyCaller> {
  const keyId = keyIdOf(presented);
  if (!keyId) throw unauthorized('Invalid API key');
  const [found] = await lookupFor(deps.db).execute({ keyId });
  const checked = found && checkSecret(deps, presented, found.key, found.tenant.id);
  if (!found || !checked) throw unauthorized('Invalid API key');
  const { key, tenant } = found;
  // A hash made under a previous SECRETS_ENCRYPTION_KEY is made again under the current one while
  // the key is in use, so removing the previous key later does not lock working clients out.
  if (checked.stale) void rehash(deps, key, presented).catch(() => {});
  switch (stateOf(key, now)) {
    case 'revoked':
      throw unauthorized('API key revoked');
    case 'expired':
      throw unauthorized(key.replacedById ? 'API key rolled: its replacement is the key to use' : 'API key expired');
    default:
      break;
  }
  assertTenantMayCall(tenant);
  return { key, tenant };
}

/**
 * Whose key a presented key is, whatever its state: a genuine key refused for being revoked or
 * expired still names its tenant (whose request log shows the attempt). Undefined for anything else.
 */
export async function ownerOfApiKey(deps: { db: Db; secrets: SecretBox }, presented: string): Promise<{ tenantId: string; apiKeyId: string } | undefined> {
  const keyId = keyIdOf(presented);
  if (!keyId) return undefined;
  const [found] = await lookupFor(deps.db).execute({ keyId });
  if (!found || !checkSecret(deps, presented, found.key, found.tenant.id)) return undefined;
  return { tenantId: found.tenant.id, apiKeyId: found.key.id };
}

/**
 * The stored hash the presented key matches, if any: the key's hash, or the one a rehash replaced
 * (an instance not yet given the new SECRETS_ENCRYPTION_KEY knows only that one). A match is
 * remembered for the next time the same text is presented. `stale`: it matched the key's own hash,
 * made under a key that is no longer this instance's current one.
 */
function checkSecret(deps: { db: Db; secrets: SecretBox }, presented: string, key: KeyOfRequest, tenantId: string): { hash: string; stale: boolean } | undefined {
  const { secrets } = deps;
  const remembered = rememberedFor(deps.db).get(presented);
  let hash: string | undefined;
  if (remembered && (remembered.hash === key.secretHash || remembered.hash === key.previousSecretHash)) hash = remembered.hash;
  else if (secrets.matchesKeyedHash(presented, API_KEY_HASH_PURPOSE, key.secretHash).matches) hash = key.secretHash;
  else if (key.previousSecretHash && secrets.matchesKeyedHash(presented, API_KEY_HASH_PURPOSE, key.previousSecretHash).matches) hash = key.previousSecretHash;
  if (hash === undefined) return undefined;
  if (remembered?.hash !== hash) remember(deps.db, presented, { tenantId, hash });
  return { hash, stale: hash === key.secretHash && hashKeyIdOf(hash) !== secrets.currentKeyId };
}

/** The id of the key a keyed hash was made under (`h1.<key id>.<hash>`). */
const hashKeyIdOf = (hash: string) => hash.split('.')[1];

function remember(db: Db, presented: string, entry: Remembered): void {
  const remembered = rememberedFor(db);
  if (remembered.size >= REMEMBERED_LIMIT && !remembered.has(presented)) remembered.delete(remembered.keys().next().value!);
  remembered.set(presented, entry);
}

/** Hashes the key under the current key, keeping the old hash beside it for the instances still without the new key. */
async function rehash(deps: { db: Db; secrets: SecretBox }, key: KeyOfRequest, presented: string): Promise<void> {
  await deps.db
    .update(tenantApiKeys)
    .set({ secretHash: deps.secrets.keyedHash(presented, API_KEY_HASH_PURPOSE), previousSecretHash: key.secretHash })
    .where(and(eq(tenantApiKeys.id, key.id), eq(tenantApiKeys.secretHash, key.secretHash)));
}

/**
 * What a verified key may not do here: be used from an address outside its `allowedIps` (the
 * client address the server decided, never a forwarded header it does not trust), or call an
 * operation whose permission it lacks, or one no key may call (`needs` null). Each a 403 naming
 * what is missing.
 */
export function assertKeyMayCall(key: KeyOfRequest, ip: string | null, needs: readonly PermissionNeed[] | null): void {
  if (!isAddressAllowed(ip, key.allowedIps)) throw forbidden(`This API key may not be used from ${ip ?? 'an unknown address'}`);
  if (needs === null) throw forbidden('API keys cannot call this operation: use the tenant’s token (POST /tenants/login) or the console');
  const missing = missingPermission(key.permissions, needs);
  if (missing) throw forbidden(`This API key lacks ${missing.resource}:${missing.access}`);
}
