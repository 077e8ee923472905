import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
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
  type ListWebhookEndpointsInput,
  MAX_ENDPOINTS_PER_TENANT,
  toWebhookEndpoint,
  type UpdateWebhookEndpointInput,
  type WebhookEndpoint,
} from './endpoint-schemas';
import { gracePeriodSeconds, type RotatedWebhookSecret, type WebhookSecretGrace, type WebhookSecretGracePeriod } from './webhook-schemas';
import { generateWebhookSecret, getOrCreateWebhookSecret, readWebhookSecretGrace, rotateWebhookSecret, type SecretsContext } from './webhook-secret';
import { assertWebhookUrlAllowed, type WebhookTargetPolicy } from './webhook-target';

/**
 * A tenant's webhook endpoints: listing, adding (at most 20), changing, removing. Every query is
 * bounded to the tenant. The primary endpoint is the tenant's `webhookUrl`: changing its URL or
 * removing it changes the tenant's too, in the same transaction, and `PATCH /tenants/me` does the
 * reverse (`syncPrimaryEndpoint`).
 */

export type EndpointServiceContext = SecretsContext & { audit: AuditContext } & WebhookTargetPolicy;

/**
 * Whether the caller reads header values (they often hold a receiver's key): those who may read
 * the signing secret do; the others read the names alone.
 */
export type HeaderVisibility = { headerValues: boolean };

/** The endpoint as the caller may see it: header values opened only for those who may read them. */
export function endpointAsSeen(secrets: SecretBox, row: WebhookEndpointRow, visibility: HeaderVisibility): WebhookEndpoint {
  return toWebhookEndpoint(row, visibility.headerValues ? openHeaderValues(secrets, row.id, row.headers) : null);
}

/** The tenant's endpoints, read as the tenant. */
export function listWebhookEndpoints(context: SecretsContext, scope: TenantScope, input: ListWebhookEndpointsInput, visibility: HeaderVisibility): Promise<Page<WebhookEndpoint>> {
  return readInScope(context.db, scope, (tx) => readEndpointPage({ ...context, db: tx }, scope, input, visibility));
}

async function readEndpointPage(context: SecretsContext, scope: TenantScope, input: ListWebhookEndpointsInput, visibility: HeaderVisibility): Promise<Page<WebhookEndpoint>> {
  const { db } = context;
  const direction = input.sortOrder === 'asc' ? asc : desc;
  const where = and(...scopeCondition(webhookEndpoints.tenantId, scope));
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
    rows.map((row) => endpointAsSeen(context.secrets, row, visibility)),
    total?.value ?? 0,
    input.limit,
    input.offset,
  );
}

/** One endpoint of the tenant; another tenant's, or an id that is not one, is not found. */
export async function findWebhookEndpoint(db: Db, tenantId: string, id: string): Promise<WebhookEndpointRow> {
  if (!isRowId(id)) throw notFound('Webhook endpoint not found');
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.tenantId, tenantId)));
  if (!row) throw notFound('Webhook endpoint not found');
  return row;
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
    const [existing] = await tx.select({ value: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.tenantId, tenantId));
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
        secret: context.secrets.seal(generateWebhookSecret(), secretPlaces.endpointSecret(id)),
      })
      .returning();
    await recordAuditEvent(tx, context.audit, {
      action: 'webhook_endpoint.created',
      targetType: 'webhook_endpoint',
      targetId: row!.id,
      details: { url: row!.url, eventTypes: row!.eventTypes, enabled: row!.enabled, headerNames: Object.keys(row!.headers), rateLimitPerSecond: row!.rateLimitPerSecond },
    });
    return toWebhookEndpoint(row!, input.headers);
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
    const [row] = await tx
      .update(webhookEndpoints)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(and(eq(webhookEndpoints.id, current.id), eq(webhookEndpoints.tenantId, tenantId)))
      .returning();
    if (!row) throw notFound('Webhook endpoint not found');
    if (row.isPrimary && changes.url !== undefined) {
      await tx.update(tenants).set({ webhookUrl: row.url, updatedAt: sql`now()` }).where(eq(tenants.id, tenantId));
    }
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

/**
 * Removes an endpoint. Its delivery log stays (the deliveries lose their endpoint); deliveries not
 * yet sent are given up when a worker reaches them. Removing the primary endpoint clears the
 * tenant's `webhookUrl`.
 */
export async function deleteWebhookEndpoint(context: EndpointServiceContext, tenantId: string, id: string): Promise<void> {
  if (!isRowId(id)) throw notFound('Webhook endpoint not found');
  await context.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.tenantId, tenantId)))
      .returning({ id: webhookEndpoints.id, url: webhookEndpoints.url, isPrimary: webhookEndpoints.isPrimary });
    if (!row) throw notFound('Webhook endpoint not found');
    if (row.isPrimary) await tx.update(tenants).set({ webhookUrl: null, updatedAt: sql`now()` }).where(eq(tenants.id, tenantId));
    await recordAuditEvent(tx, context.audit, {
      action: 'webhook_endpoint.deleted',
      targetType: 'webhook_endpoint',
      targetId: row.id,
      details: { url: row.url, primary: row.isPrimary },
    });
  });
}

/**
 * Makes the primary endpoint follow the tenant's `webhookUrl`, in the transaction that sets it: a
 * URL creates the primary (every event type) or changes its URL; null removes it. Over the limit of
 * 20 the primary is still created: the tenant's own URL is never refused for it.
 */
export async function syncPrimaryEndpoint(tx: Db, tenantId: string, url: string | null): Promise<void> {
  if (url === null) {
    await tx.delete(webhookEndpoints).where(and(eq(webhookEndpoints.tenantId, tenantId), eq(webhookEndpoints.isPrimary, true)));
    return;
  }
  const [changed] = await tx
    .update(webhookEndpoints)
    .set({ url, updatedAt: sql`now()` })
    .where(and(eq(webhookEndpoints.tenantId, tenantId), eq(webhookEndpoints.isPrimary, true)))
    .returning({ id: webhookEndpoints.id });
  if (!changed) await tx.insert(webhookEndpoints).values({ tenantId, url, isPrimary: true });
}

/**
 * An endpoint's signing secret. The primary endpoint's is the tenant's webhook secret (the same as
 * `GET /tenants/me/webhook-secret`); every other endpoint's is its own, made when it was added.
 */
export async function readWebhookEndpointSecret(context: SecretsContext, tenantId: string, id: string): Promise<string> {
  const { db, secrets } = context;
  const endpoint = await findWebhookEndpoint(db, tenantId, id);
  if (endpoint.isPrimary) return getOrCreateWebhookSecret(context, tenantId);
  const place = secretPlaces.endpointSecret(endpoint.id);
  if (endpoint.secret) return secrets.open(endpoint.secret, place);
  // Every endpoint gets a secret when it is added; one that lost it gets one now (the first write wins a race).
  await db
    .update(webhookEndpoints)
    .set({ secret: secrets.seal(generateWebhookSecret(), place) })
    .where(and(eq(webhookEndpoints.id, endpoint.id), sql`${webhookEndpoints.secret} is null`));
  const [stored] = await db.select({ secret: webhookEndpoints.secret }).from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
  if (!stored?.secret) throw notFound('Webhook endpoint not found');
  return secrets.open(stored.secret, place);
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
  const { secrets } = context;
  const endpoint = await findWebhookEndpoint(context.db, tenantId, id);
  if (endpoint.isPrimary) return rotateWebhookSecret(context, tenantId, gracePeriod);
  const secret = generateWebhookSecret();
  const seconds = gracePeriodSeconds[gracePeriod];
  return context.db.transaction(async (tx) => {
    // The secret being replaced, read under the row's lock: sealed again for the column it moves to.
    const [locked] = await tx
      .select({ secret: webhookEndpoints.secret })
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, endpoint.id), eq(webhookEndpoints.tenantId, tenantId)))
      .for('update');
    if (!locked) throw notFound('Webhook endpoint not found');
    const replaced = seconds > 0 ? secrets.openNullable(locked.secret, secretPlaces.endpointSecret(endpoint.id)) : null;
    const [row] = await tx
      .update(webhookEndpoints)
      .set({
        secret: secrets.seal(secret, secretPlaces.endpointSecret(endpoint.id)),
        previousSecret: replaced === null ? null : secrets.seal(replaced, secretPlaces.endpointPreviousSecret(endpoint.id)),
        previousSecretExpiresAt: replaced === null ? null : sql`now() + make_interval(secs => ${seconds})`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(webhookEndpoints.id, endpoint.id), eq(webhookEndpoints.tenantId, tenantId)))
      .returning({ previousExpiresAt: webhookEndpoints.previousSecretExpiresAt });
    if (!row) throw notFound('Webhook endpoint not found');
    await recordAuditEvent(tx, context.audit, { action: 'webhook_endpoint.secret_rotated', targetType: 'webhook_endpoint', targetId: endpoint.id, details: { gracePeriod } });
    return { secret, previousSecretExpiresAt: row.previousExpiresAt?.toISOString() ?? null };
  });
}

/** Until when an endpoint's replaced secret still signs (the console shows it), without reading a secret. */
export async function readWebhookEndpointSecretGrace(db: Db, tenantId: string, id: string): Promise<WebhookSecretGrace> {
  const endpoint = await findWebhookEndpoint(db, tenantId, id);
  if (endpoint.isPrimary) return readWebhookSecretGrace(db, tenantId);
  const [row] = await db
    .select({ expiresAt: webhookEndpoints.previousSecretExpiresAt })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, endpoint.id), gt(webhookEndpoints.previousSecretExpiresAt, sql`now()`)));
  return { previousSecretExpiresAt: row?.expiresAt?.toISOString() ?? null };
}
