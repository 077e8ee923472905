import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { type TenantApiKeyRow, tenantApiKeys } from '@/db/schema';
import { notFound, unprocessable } from '@/server/errors';
import type { SecretBox } from '@/server/infra/secret-box';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { AuditContext } from '../audit/types';
import { type Page, page } from '../shared/pagination';
import { isRowId } from '../shared/row-id';
import { readInScope, scopeCondition, type TenantScope } from '../shared/tenant-scope';
import { API_KEY_HASH_PURPOSE, generateApiKey, prefixOf } from './api-key-format';
import {
  type ApiKey,
  type ApiKeyState,
  type CreateApiKeyInput,
  type CreatedApiKey,
  type ListApiKeysInput,
  type RolledApiKey,
  type RollApiKeyInput,
  rollOverlaps,
  type UpdateApiKeyInput,
} from './api-key-schemas';
import { normalisedPermissions } from './permissions';

/**
 * A tenant's API keys: created (the key shown once), listed, read, changed, revoked and rolled,
 * each change audited in its transaction. Every query is bounded to the tenant; another tenant's
 * key is a 404. Times are the server's clock (`now`), the clock a key's expiry is checked with.
 */

export type ApiKeyServiceContext = { db: Db; secrets: SecretBox; audit: AuditContext };

/** A key's state at `now`: revoked, past its expiry (a rolled key's included), being rolled, or active. */
export function stateOf(row: Pick<TenantApiKeyRow, 'revokedAt' | 'expiresAt' | 'replacedById'>, now = Date.now()): ApiKeyState {
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt && row.expiresAt.getTime() <= now) return 'expired';
  return row.replacedById ? 'rolling' : 'active';
}

export function toApiKey(row: TenantApiKeyRow, now = Date.now()): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: prefixOf(row.keyId),
    lastFour: row.lastFour,
    permissions: normalisedPermissions(row.permissions),
    allowedIps: row.allowedIps,
    state: stateOf(row, now),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    replacedBy: row.replacedById,
    rolledAt: row.rolledAt?.toISOString() ?? null,
    createdBy: { type: createdByTypeOf(row.createdByType), id: row.createdById, email: row.createdByEmail },
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    lastUsedIp: row.lastUsedIp,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const createdByTypeOf = (type: string): ApiKey['createdBy']['type'] => (type === 'person' || type === 'admin' ? type : 'tenant');

/** Who creates a key, as the key records it: the person in the console, else the tenant's token or the administrator. */
function creatorOf(audit: AuditContext) {
  const { actor } = audit;
  if (actor.person) return { createdByType: 'person', createdById: actor.person.id, createdByEmail: actor.person.email };
  return { createdByType: actor.type === 'admin' ? 'admin' : 'tenant', createdById: actor.id, createdByEmail: null };
}

/** What an audit event says of a key: never its secret or its hash. */
const describedKey = (row: TenantApiKeyRow) => ({
  tenantId: row.tenantId,
  name: row.name,
  prefix: prefixOf(row.keyId),
  permissions: normalisedPermissions(row.permissions),
  allowedIps: row.allowedIps,
  expiresAt: row.expiresAt?.toISOString() ?? null,
});

async function insertKey(tx: Db, context: ApiKeyServiceContext, tenantId: string, values: Pick<TenantApiKeyRow, 'name' | 'permissions' | 'allowedIps' | 'expiresAt'>) {
  const generated = generateApiKey();
  const [row] = await tx
    .insert(tenantApiKeys)
    .values({
      id: randomUUID(),
      tenantId,
      ...values,
      keyId: generated.keyId,
      lastFour: generated.lastFour,
      secretHash: context.secrets.keyedHash(generated.key, API_KEY_HASH_PURPOSE),
      ...creatorOf(context.audit),
    })
    .returning();
  return { row: row!, key: generated.key };
}

/** A new key with the permissions given; the key is in this answer only. */
export async function createApiKey(context: ApiKeyServiceContext, tenantId: string, input: CreateApiKeyInput, now = Date.now()): Promise<CreatedApiKey> {
  return context.db.transaction(async (tx) => {
    const { row, key } = await insertKey(tx, context, tenantId, {
      name: input.name,
      permissions: normalisedPermissions(input.permissions),
      allowedIps: input.allowedIps ?? [],
      expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
    });
    await recordAuditEvent(tx, context.audit, { action: 'api_key.created', targetType: 'api_key', targetId: row.id, details: describedKey(row) });
    return { ...toApiKey(row, now), key };
  });
}

/** The tenant's keys, newest first by default, read as the tenant (row-level security bounds the read). */
export function listApiKeys(db: Db, scope: TenantScope, input: ListApiKeysInput, now = Date.now()): Promise<Page<ApiKey>> {
  return readInScope(db, scope, async (tx) => {
    const direction = input.sortOrder === 'asc' ? asc : desc;
    const where = and(...scopeCondition(tenantApiKeys.tenantId, scope));
    const [rows, [total]] = await Promise.all([
      tx
        .select()
        .from(tenantApiKeys)
        .where(where)
        .orderBy(direction(tenantApiKeys.createdAt), direction(tenantApiKeys.id))
        .limit(input.limit)
        .offset(input.offset),
      tx.select({ value: count() }).from(tenantApiKeys).where(where),
    ]);
    return page(
      rows.map((row) => toApiKey(row, now)),
      total?.value ?? 0,
      input.limit,
      input.offset,
    );
  });
}

/** One key of the tenant (locked for the transaction's change when `forUpdate`); another tenant's, or an id that is not one, is not found. */
async function findKey(db: Db, tenantId: string, id: string, forUpdate = false): Promise<TenantApiKeyRow> {
  if (!isRowId(id)) throw notFound('API key not found');
  const query = db
    .select()
    .from(tenantApiKeys)
    .where(and(eq(tenantApiKeys.id, id), eq(tenantApiKeys.tenantId, tenantId)));
  const [row] = await (forUpdate ? query.for('update') : query);
  if (!row) throw notFound('API key not found');
  return row;
}

export async function getApiKey(db: Db, tenantId: string, id: string, now = Date.now()): Promise<ApiKey> {
  return toApiKey(await findKey(db, tenantId, id), now);
}

/** A key that no longer works cannot be changed back into one that does: make a new key instead. */
function assertStillWorks(row: TenantApiKeyRow, now: number, doing: string): void {
  const state = stateOf(row, now);
  if (state === 'revoked' || state === 'expired') throw unprocessable(`Cannot ${doing} a key that is ${state}; create a new key instead`);
}

/**
 * Changes what is given: name, permissions, allowed addresses, expiry. The audit event names each
 * change with its old and new value.
 */
export async function updateApiKey(context: ApiKeyServiceContext, tenantId: string, input: UpdateApiKeyInput, now = Date.now()): Promise<ApiKey> {
  return context.db.transaction(async (tx) => {
    const current = await findKey(tx, tenantId, input.id, true);
    assertStillWorks(current, now, 'change');
    if (input.expiresAt !== undefined && current.replacedById) {
      throw unprocessable('A key being rolled keeps the expiry its roll gave it; revoke it to stop it sooner');
    }
    const next = {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.permissions !== undefined ? { permissions: normalisedPermissions(input.permissions) } : {}),
      ...(input.allowedIps !== undefined ? { allowedIps: input.allowedIps } : {}),
      ...(input.expiresAt !== undefined ? { expiresAt: input.expiresAt === null ? null : new Date(input.expiresAt) } : {}),
    };
    const before = describedKey(current);
    const [row] = await tx
      .update(tenantApiKeys)
      .set({ ...next, updatedAt: new Date(now) })
      .where(eq(tenantApiKeys.id, current.id))
      .returning();
    const after = describedKey(row!);
    const changes = Object.fromEntries(
      (['name', 'permissions', 'allowedIps', 'expiresAt'] as const)
        .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
        .map((field) => [field, { from: before[field], to: after[field] }]),
    );
    if (Object.keys(changes).length > 0) {
      await recordAuditEvent(tx, context.audit, { action: 'api_key.updated', targetType: 'api_key', targetId: row!.id, details: { tenantId, prefix: after.prefix, changes } });
    }
    return toApiKey(row!, now);
  });
}

/**
 * Revokes a key: refused from the next request on, on every instance (each request reads the key's
 * row). Revoking a revoked key answers it as it is, and records nothing more.
 */
export async function revokeApiKey(context: ApiKeyServiceContext, tenantId: string, id: string, now = Date.now()): Promise<ApiKey> {
  return context.db.transaction(async (tx) => {
    const current = await findKey(tx, tenantId, id, true);
    if (current.revokedAt) return toApiKey(current, now);
    const [row] = await tx
      .update(tenantApiKeys)
      .set({ revokedAt: new Date(now), updatedAt: new Date(now) })
      .where(and(eq(tenantApiKeys.id, current.id), isNull(tenantApiKeys.revokedAt)))
      .returning();
    await recordAuditEvent(tx, context.audit, { action: 'api_key.revoked', targetType: 'api_key', targetId: row!.id, details: { ...describedKey(row!), state: stateOf(current, now) } });
    return toApiKey(row!, now);
  });
}

/**
 * Rolls a key: a new key with the same name, permissions, addresses and expiry, shown once; the old
 * one keeps working until `expireOldIn` from now (or its own earlier expiry) and is refused after.
 * A key already rolled is rolled through its replacement.
 */
export async function rollApiKey(context: ApiKeyServiceContext, tenantId: string, input: RollApiKeyInput, now = Date.now()): Promise<RolledApiKey> {
  return context.db.transaction(async (tx) => {
    const current = await findKey(tx, tenantId, input.id, true);
    assertStillWorks(current, now, 'roll');
    if (current.replacedById) throw unprocessable('This key was rolled already; roll its replacement instead');
    const { row: replacement, key } = await insertKey(tx, context, tenantId, {
      name: current.name,
      permissions: current.permissions,
      allowedIps: current.allowedIps,
      expiresAt: current.expiresAt,
    });
    const overlapEnds = now + rollOverlaps[input.expireOldIn];
    const oldExpiry = current.expiresAt && current.expiresAt.getTime() < overlapEnds ? current.expiresAt : new Date(overlapEnds);
    const [previous] = await tx
      .update(tenantApiKeys)
      .set({ expiresAt: oldExpiry, replacedById: replacement.id, rolledAt: new Date(now), updatedAt: new Date(now) })
      .where(eq(tenantApiKeys.id, current.id))
      .returning();
    await recordAuditEvent(tx, context.audit, {
      action: 'api_key.created',
      targetType: 'api_key',
      targetId: replacement.id,
      details: { ...describedKey(replacement), rolledFrom: current.id },
    });
    await recordAuditEvent(tx, context.audit, {
      action: 'api_key.rolled',
      targetType: 'api_key',
      targetId: current.id,
      details: { tenantId, prefix: prefixOf(current.keyId), replacedBy: replacement.id, replacementPrefix: prefixOf(replacement.keyId), expireOldIn: input.expireOldIn, oldKeyExpiresAt: oldExpiry.toISOString() },
    });
    return { ...toApiKey(replacement, now), key, previous: toApiKey(previous!, now) };
  });
}
