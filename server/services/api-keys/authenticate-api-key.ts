import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { perDatabase } from '@/db/prepared';
import { type TenantApiKeyRow, type TenantRow, tenantApiKeys, tenants } from '@/db/schema';
import { forbidden, unauthorized } from '@/server/errors';
import type { SecretBox } from '@/server/infra/secret-box';
import { assertTenantMayCall } from '../tenants/authenticate-tenant';
import { API_KEY_HASH_PURPOSE, keyIdOf } from './api-key-format';
import { isAddressAllowed } from './cidr';
import { stateOf } from './manage-api-keys';
import { missingPermission, type PermissionNeed } from './permissions';

/**
 * Authenticating a request made with a tenant API key, in the steps the tenant middleware runs:
 *
 * 1. `rememberedKeyTenant`, without waiting on anything: the tenant of a key this process has
 *    verified before, so the rate-limit count can start while the key's row loads (as a token's
 *    subject lets it for a JWT). Only what never changes about a key is remembered: its tenant and
 *    the hash its secret was checked against.
 * 2. `loadApiKeyCaller`: the key's row with its tenant in one query by primary key (the cost of the
 *    JWT path's tenant lookup, which it replaces), the secret checked against the row's hash, then
 *    the key's state and the tenant's status. Nothing that can change (revocation, expiry, a roll,
 *    permissions, addresses, the tenant's status) is cached, so a change is seen by the next request
 *    on every instance: there is nothing to invalidate.
 * 3. `assertKeyMayCall`: the client address against `allowedIps`, and the permission the
 *    operation declares.
 */

export type TenantKeyCaller = { key: TenantApiKeyRow; tenant: TenantRow };

type Remembered = { tenantId: string; secretHash: string };
const REMEMBERED_LIMIT = 10_000;
const rememberedFor = perDatabase(() => new Map<string, Remembered>());

/** The tenant of a key whose secret this process has verified before (against the same hash); otherwise undefined. */
export function rememberedKeyTenant(db: Db, secrets: SecretBox, presented: string): string | undefined {
  const keyId = keyIdOf(presented);
  const remembered = keyId ? rememberedFor(db).get(keyId) : undefined;
  if (!remembered) return undefined;
  return secrets.matchesKeyedHash(presented, API_KEY_HASH_PURPOSE, remembered.secretHash).matches ? remembered.tenantId : undefined;
}

const lookupFor = perDatabase((db) =>
  db
    .select({ key: tenantApiKeys, tenant: tenants })
    .from(tenantApiKeys)
    .innerJoin(tenants, eq(tenants.id, tenantApiKeys.tenantId))
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
  const checked = found && checkSecret(deps.secrets, presented, found.key);
  if (!found || !checked) throw unauthorized('Invalid API key');
  const { key, tenant } = found;
  // A hash made under a previous SECRETS_ENCRYPTION_KEY is made again under the current one while
  // the key is in use, so removing the previous key later does not lock working clients out.
  if (checked.stale) void rehash(deps, key, presented).catch(() => {});
  remember(deps.db, keyId, { tenantId: tenant.id, secretHash: checked.hash });
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
  if (!found || !checkSecret(deps.secrets, presented, found.key)) return undefined;
  return { tenantId: found.tenant.id, apiKeyId: found.key.id };
}

/**
 * The stored hash the presented key matches, if any: its hash, or the one a rehash replaced (an
 * instance not yet given the new SECRETS_ENCRYPTION_KEY knows only that one). `stale`: it matched
 * the key's own hash, made under a key that is no longer this instance's current one.
 */
function checkSecret(secrets: SecretBox, presented: string, key: TenantApiKeyRow): { hash: string; stale: boolean } | undefined {
  const own = secrets.matchesKeyedHash(presented, API_KEY_HASH_PURPOSE, key.secretHash);
  if (own.matches) return { hash: key.secretHash, stale: !own.current };
  if (key.previousSecretHash && secrets.matchesKeyedHash(presented, API_KEY_HASH_PURPOSE, key.previousSecretHash).matches) return { hash: key.previousSecretHash, stale: false };
  return undefined;
}

function remember(db: Db, keyId: string, entry: Remembered): void {
  const remembered = rememberedFor(db);
  if (remembered.get(keyId)?.secretHash === entry.secretHash) return;
  if (remembered.size >= REMEMBERED_LIMIT) remembered.delete(remembered.keys().next().value!);
  remembered.set(keyId, entry);
}

/** Hashes the key under the current key, keeping the old hash beside it for the instances still without the new key. */
async function rehash(deps: { db: Db; secrets: SecretBox }, key: TenantApiKeyRow, presented: string): Promise<void> {
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
export function assertKeyMayCall(key: TenantApiKeyRow, ip: string | null, needs: readonly PermissionNeed[] | null): void {
  if (!isAddressAllowed(ip, key.allowedIps)) throw forbidden(`This API key may not be used from ${ip ?? 'an unknown address'}`);
  if (needs === null) throw forbidden('API keys cannot call this operation: use the tenant’s token (POST /tenants/login) or the console');
  const missing = missingPermission(key.permissions, needs);
  if (missing) throw forbidden(`This API key lacks ${missing.resource}:${missing.access}`);
}
