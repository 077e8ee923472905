import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { tenants, type WebhookEndpointRow, webhookEndpoints } from '@/db/schema';
import { notFound, unprocessable, validationFailed } from '@/server/errors';
import type { SecretBox } from '@/server/infra/secret-box';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { AuditContext } from '../audit/types';
import { openHeaderValues, sealHeaderValues, secretPlaces } from '../secrets/secret-places';
import { type Page, page } from '../shared/pagination';
import { isRowId } from '../shared/row-id';
import { readInScope, scopeCondition, type TenantScope } from '../shared/tenant-scope';
import {
  type CreateWebhookEndpointInput,
  type ListedEndpointRow,
  type ListWebhookEndpointsInput,
  MAX_ENDPOINTS_PER_TENANT,
  toWebhookEndpoint,
  type UpdateWebhookEndpointInput,
  type WebhookEndpoint,
} from './endpoint-schemas';
import { hasUrl, removePrimaryUrl } from './primary-endpoint';
import type { RotatedWebhookSecret, WebhookSecretGrace, WebhookSecretGracePeriod } from './webhook-schemas';
import { generateWebhookSecret, openEndpointSecret, readSecretGrace, rotateEndpointSecret, type SecretsContext } from './webhook-secret';
import { assertWebhookUrlAllowed, type WebhookTargetPolicy } from './webhook-target';

/**
 * A tenant's webhook endpoints: listing, adding (at most 20), changing, removing. Every query is
 * bounded to the tenant. The primary endpoint is the tenant's `webhookUrl` and holds its webhook
 * secret (primary-endpoint.ts): changing its URL changes the tenant's, removing it clears the
 * tenant's and keeps the secret. A primary without a URL is no endpoint here.
 */

export type EndpointServiceContext = SecretsContext & { audit: AuditContext } & WebhookTargetPolicy;

/**
 * Whether the caller reads header values (they often hold a receiver's key): those who may read
 * the signing secret do; the others read the names alone.
 */
export type HeaderVisibility = { headerValues: boolean };

/** The endpoint as the caller may see it: header values opened only for those who may read them. */
export function endpointAsSeen(secrets: SecretBox, row: ListedEndpointRow, visibility: HeaderVisibility): WebhookEndpoint {
  return toWebhookEndpoint(row, visibility.headerValues ? openHeaderValues(secrets, row.id, row.headers) : null);
}

/** The tenant's endpoints, read as the tenant. */
export function listWebhookEndpoints(context: SecretsContext, scope: TenantScope, input: ListWebhookEndpointsInput, visibility: HeaderVisibility): Promise<Page<WebhookEndpoint>> {
  return readInScope(context.db, scope, (tx) => readEndpointPage({ ...context, db: tx }, scope, input, visibility));
}

async function readEndpointPage(context: SecretsContext, scope: TenantScope, input: ListWebhookEndpointsInput, visibility: HeaderVisibility): Promise<Page<WebhookEndpoint>> {
  const { db } = context;
  const direction = input.sortOrder === 'asc' ? asc : desc;
  const where = and(...scopeCondition(webhookEndpoints.tenantId, scope), hasUrl());
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(webhookEndpoints)
      .where(where)
      .orderBy(direction(webhookEndpoints.createdAt), direction(webhookEndpoints.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ value: count() }).from(webhookEndpoints).where(where),
  ]);
  return page(
    (rows as ListedEndpointRow[]).map((row) => endpointAsSeen(context.secrets, row, visibility)),
    total?.value ?? 0,
    input.limit,
    input.offset,
  );
}

/** One endpoint of the tenant; another tenant's, or an id that is not one, is not found. */
export async function findWebhookEndpoint(db: Db, tenantId: string, id: string): Promise<ListedEndpointRow> {
  if (!isRowId(id)) throw notFound('Webhook endpoint not found');
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.tenantId, tenantId), hasUrl()));
  if (!row) throw notFound('Webhook endpoint not found');
  return row as ListedEndpointRow;
}

/**
 * An endpoint's URL: https, or http where private targets are allowed (local development, where
 * receivers run on the same machine); never a private address otherwise (checked again before
 * every delivery).
 */
async function assertEndpointUrl(url: string, context: WebhookTargetPolicy): Promise<void> {
  if (!context.webhookTargets.allowPrivate && new URL(url).protocol !== 'https:') {
    throw validationFailed([{ field: 'url', message: 'url must be an https URL' }]);
  }
  await assertWebhookUrlAllowed(url, context.webhookTargets, 'url');
}

export async function createWebhookEndpoint(context: EndpointServiceContext, tenantId: string, input: CreateWebhookEndpointInput): Promise<WebhookEndpoint> {
  await assertEndpointUrl(input.url, context);
  return context.db.transaction(async (tx) => {
    // The tenant's row is the lock that keeps two concurrent additions from both passing the count.
    await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId)).for('update');
    const [existing] = await tx.select({ value: count() }).from(webhookEndpoints).where(and(eq(webhookEndpoints.tenantId, tenantId), hasUrl()));
    if ((existing?.value ?? 0) >= MAX_ENDPOINTS_PER_TENANT) {
      throw unprocessable(`A tenant can have at most ${MAX_ENDPOINTS_PER_TENANT} webhook endpoints; remove one first`);
    }
    // The id is chosen here: the sealed secret and header values are bound to it.
    const id = randomUUID();
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        id,
        tenantId,
        url: input.url,
        description: input.description,
        eventTypes: input.eventTypes,
        enabled: input.enabled,
        disabledReason: input.enabled ? null : 'Disabled when it was added',
        disabledAt: input.enabled ? null : sql`now()`,
        headers: sealHeaderValues(context.secrets, id, input.headers),
        rateLimitPerSecond: input.rateLimitPerSecond,
        secret: context.secrets.seal(generateWebhookSecret(), secretPlaces.endpointSecret({ id, tenantId, isPrimary: false })),
      })
      .returning();
    await recordAuditEvent(tx, context.audit, {
      action: 'webhook_endpoint.created',
      targetType: 'webhook_endpoint',
      targetId: row!.id,
      details: { url: row!.url, eventTypes: row!.eventTypes, enabled: row!.enabled, headerNames: Object.keys(row!.headers), rateLimitPerSecond: row!.rateLimitPerSecond },
    });
    return toWebhookEndpoint(row as ListedEndpointRow, input.headers);
  });
}

/**
 * Changes what is given. Enabling clears the reason it was disabled and its failure streak, so the
 * disabling job gives it a fresh start; disabling records who did it. Header values are never
 * audited (they often hold a receiver's key), only their names.
 */
export async function updateWebhookEndpoint(context: EndpointServiceContext, tenantId: string, input: UpdateWebhookEndpointInput): Promise<WebhookEndpoint> {
  const current = await findWebhookEndpoint(context.db, tenantId, input.id);
  if (input.url !== undefined && input.url !== current.url) {
    if (current.isPrimary) await assertWebhookUrlAllowed(input.url, context.webhookTargets, 'url');
    else await assertEndpointUrl(input.url, context);
  }
  const changes: Partial<typeof webhookEndpoints.$inferInsert> = {};
  if (input.url !== undefined) changes.url = input.url;
  if (input.description !== undefined) changes.description = input.description;
  if (input.eventTypes !== undefined) changes.eventTypes = input.eventTypes;
  if (input.headers !== undefined) changes.headers = sealHeaderValues(context.secrets, current.id, input.headers);
  if (input.rateLimitPerSecond !== undefined) changes.rateLimitPerSecond = input.rateLimitPerSecond;
  if (input.enabled === true && !current.enabled) Object.assign(changes, { enabled: true, disabledReason: null, disabledAt: null, failingSince: null });
  if (input.enabled === false && current.enabled) Object.assign(changes, { enabled: false, disabledReason: 'Disabled by the tenant', disabledAt: sql`now()` });
  const changed = Object.keys(changes).filter((key) => !['disabledReason', 'disabledAt', 'failingSince'].includes(key));
  // The caller may change the headers, so may read them (the same role as the signing secret).
  if (changed.length === 0) return endpointAsSeen(context.secrets, current, { headerValues: true });

  return context.db.transaction(async (tx) => {
    // The primary's URL is the tenant's `webhookUrl`: the tenant's row changes with it, locked first as every change of that URL locks it.
    if (current.isPrimary && changes.url !== undefined) await touchTenant(tx, tenantId);
    const [updated] = await tx
      .update(webhookEndpoints)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(and(eq(webhookEndpoints.id, current.id), eq(webhookEndpoints.tenantId, tenantId), hasUrl()))
      .returning();
    if (!updated) throw notFound('Webhook endpoint not found');
    const row = updated as ListedEndpointRow;
    const { headers: _headers, ...audited } = changes;
    await recordAuditEvent(tx, context.audit, {
      action: 'webhook_endpoint.updated',
      targetType: 'webhook_endpoint',
      targetId: row.id,
      details: { changed, ...pickAuditable(audited), ...(changes.headers ? { headerNames: Object.keys(changes.headers) } : {}) },
    });
    return endpointAsSeen(context.secrets, row, { headerValues: true });
  });
}

const pickAuditable = (changes: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(changes).filter(([key, value]) => ['url', 'description', 'eventTypes', 'enabled', 'rateLimitPerSecond'].includes(key) && value !== undefined));

/** The tenant's `webhookUrl` changed through its primary endpoint: the tenant is updated now. */
async function touchTenant(tx: Db, tenantId: string): Promise<void> {
  await tx.update(tenants).set({ updatedAt: sql`now()` }).where(eq(tenants.id, tenantId));
}

/**
 * Removes an endpoint. Its delivery log stays (the deliveries lose their endpoint); deliveries not
 * yet sent are given up when a worker reaches them. Removing the primary endpoint clears the
 * tenant's `webhookUrl` and keeps its webhook secret.
 */
export async function deleteWebhookEndpoint(context: EndpointServiceContext, tenantId: string, id: string): Promise<void> {
  if (!isRowId(id)) throw notFound('Webhook endpoint not found');
  const which = and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.tenantId, tenantId), hasUrl());
  await context.db.transaction(async (tx) => {
    const [target] = await tx.select({ isPrimary: webhookEndpoints.isPrimary }).from(webhookEndpoints).where(which);
    if (!target) throw notFound('Webhook endpoint not found');
    const row = await removeEndpoint(tx, { tenantId, id }, which, target.isPrimary);
    if (!row) throw notFound('Webhook endpoint not found');
    await recordAuditEvent(tx, context.audit, {
      action: 'webhook_endpoint.deleted',
      targetType: 'webhook_endpoint',
      targetId: row.id,
      details: { url: row.url, primary: row.isPrimary },
    });
  });
}

/**
 * Removes one endpoint. The primary's removal clears the tenant's URL as `PATCH /tenants/me` with
 * null does, keeping its secret; the tenant's row is locked first, as every change of the URL locks it.
 */
async function removeEndpoint(tx: Db, endpoint: { tenantId: string; id: string }, which: SQL | undefined, isPrimary: boolean): Promise<WebhookEndpointRow | undefined> {
  if (!isPrimary) return (await tx.delete(webhookEndpoints).where(which).returning())[0];
  await touchTenant(tx, endpoint.tenantId);
  return removePrimaryUrl(tx, endpoint.tenantId, endpoint.id);
}

/** An endpoint's signing secret; the primary endpoint's is the tenant's webhook secret (the same as `GET /tenants/me/webhook-secret`). */
export async function readWebhookEndpointSecret(context: SecretsContext, tenantId: string, id: string): Promise<string> {
  const secret = await openEndpointSecret(context, await findWebhookEndpoint(context.db, tenantId, id));
  if (secret === undefined) throw notFound('Webhook endpoint not found');
  return secret;
}

/**
 * Replaces an endpoint's secret with the grace period the tenant's secret has: the replaced one
 * keeps signing beside the new one until it expires (database clock). The primary endpoint's
 * rotation is the tenant's.
 */
export async function rotateWebhookEndpointSecret(
  context: SecretsContext & { audit: AuditContext },
  tenantId: string,
  id: string,
  gracePeriod: WebhookSecretGracePeriod,
): Promise<RotatedWebhookSecret> {
  const rotated = await rotateEndpointSecret(context, await findWebhookEndpoint(context.db, tenantId, id), gracePeriod);
  if (!rotated) throw notFound('Webhook endpoint not found');
  return rotated;
}

/** Until when an endpoint's replaced secret still signs (the console shows it), without reading a secret. */
export async function readWebhookEndpointSecretGrace(db: Db, tenantId: string, id: string): Promise<WebhookSecretGrace> {
  const endpoint = await findWebhookEndpoint(db, tenantId, id);
  return readSecretGrace(db, eq(webhookEndpoints.id, endpoint.id));
}
