import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { type PaymentConnectorRow, paymentConnectors, tenants } from '@/db/schema';
import { AppError, notFound } from '@/server/errors';
import { isProviderError } from '@/server/infra/payment-provider/provider-error';
import type { SecretBox } from '@/server/infra/secret-box';
import { checkStripeKey, type StripeEndpoint } from '@/server/infra/payment-provider/stripe';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { AuditContext } from '../audit/types';
import { withTenants } from '../platform/list-platform';
import { type Page, page } from '../shared/pagination';
import { isRowId } from '../shared/row-id';
import { type PlatformScope, platformOrTenant, readInScope, type Scope, scopeCondition } from '../shared/tenant-scope';
import { secretPlaces } from '../secrets/secret-places';
import {
  type Connector,
  type ConnectorTest,
  type CreateConnectorInput,
  type ListConnectorsInput,
  type ListPlatformConnectorsInput,
  toConnector,
  type UpdateConnectorInput,
} from './connector-schemas';
import { providerFailure } from './provider-failures';

/** What managing connectors needs: the database, the secret box, who acts, where Stripe is, and the base of the webhook addresses. */
export type ConnectorContext = { db: Db; secrets: SecretBox; audit: AuditContext; stripe: StripeEndpoint; publicBaseUrl: string };

export const connectorNotFound = () => notFound('Payment connector not found');

const lastFour = (text: string) => text.slice(-4);

/**
 * A Stripe key as Stripe judges it. A refused key is the caller's to fix: a 400 that says so, with
 * Stripe's own words (which show the key masked); Stripe not answering is a 503 to retry.
 */
async function checkedStripeKey(context: ConnectorContext, secretKey: string) {
  try {
    return await checkStripeKey(secretKey, context.stripe);
  } catch (error) {
    if (isProviderError(error) && (error.kind === 'authentication' || error.kind === 'invalid')) {
      throw new AppError('BAD_REQUEST', `Stripe refused the secret key: ${error.message}`);
    }
    throw providerFailure(error);
  }
}

/** The calling tenant's connector, not removed; another tenant's, a removed one or an unknown id is a 404. */
export async function findConnector(db: Db, tenantId: string, id: string, options: { lock?: boolean } = {}): Promise<PaymentConnectorRow> {
  if (!isRowId(id)) throw connectorNotFound();
  const query = db
    .select()
    .from(paymentConnectors)
    .where(and(eq(paymentConnectors.id, id), eq(paymentConnectors.tenantId, tenantId), isNull(paymentConnectors.deletedAt)));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw connectorNotFound();
  return row;
}

/** Takes the tenant's row lock: changes to which connector is the default are made one after the other. */
async function lockTenant(tx: Db, tenantId: string) {
  await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId)).for('update');
}

async function hasDefault(tx: Db, tenantId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: paymentConnectors.id })
    .from(paymentConnectors)
    .where(and(eq(paymentConnectors.tenantId, tenantId), eq(paymentConnectors.isDefault, true), isNull(paymentConnectors.deletedAt)));
  return Boolean(row);
}

async function clearDefault(tx: Db, tenantId: string) {
  await tx
    .update(paymentConnectors)
    .set({ isDefault: false, updatedAt: sql`now()` })
    .where(and(eq(paymentConnectors.tenantId, tenantId), eq(paymentConnectors.isDefault, true)));
}

/**
 * Connects a provider account. A Stripe key is checked against Stripe first (outside any
 * transaction: it is a network call), then the connector is stored with its key and signing secret
 * sealed. The tenant's first connector is its default, as is one created with `isDefault`.
 */
export async function createConnector(context: ConnectorContext, tenantId: string, input: CreateConnectorInput): Promise<Connector> {
  const checked = input.provider === 'stripe' ? await checkedStripeKey(context, input.secretKey!) : null;
  const id = randomUUID();
  const row = await context.db.transaction(async (tx) => {
    await lockTenant(tx, tenantId);
    const makeDefault = input.isDefault === true || !(await hasDefault(tx, tenantId));
    if (makeDefault) await clearDefault(tx, tenantId);
    const [created] = await tx
      .insert(paymentConnectors)
      .values({
        id,
        tenantId,
        provider: input.provider,
        name: input.name ?? (input.provider === 'stripe' ? 'Stripe' : 'Sandbox'),
        isDefault: makeDefault,
        secretKey: input.secretKey ? context.secrets.seal(input.secretKey, secretPlaces.connectorSecretKey(id)) : null,
        secretKeyLastFour: input.secretKey ? lastFour(input.secretKey) : null,
        webhookSecret: input.webhookSecret ? context.secrets.seal(input.webhookSecret, secretPlaces.connectorWebhookSecret(id)) : null,
        webhookSecretLastFour: input.webhookSecret ? lastFour(input.webhookSecret) : null,
        accountId: checked?.accountId ?? null,
        livemode: checked?.livemode ?? false,
        lastCheckedAt: checked ? new Date() : null,
      })
      .returning();
    await recordAuditEvent(tx, context.audit, {
      action: 'payment_connector.created',
      targetType: 'payment_connector',
      targetId: id,
      details: { provider: input.provider, isDefault: makeDefault, accountId: checked?.accountId ?? null, livemode: checked?.livemode ?? false, secretKeyLastFour: created!.secretKeyLastFour },
    });
    return created!;
  });
  return toConnector(row, context.publicBaseUrl);
}

/** The tenant's connectors (not removed), newest first by default; read in the tenant's scope. */
export function listConnectors(db: Db, scope: Scope, input: ListConnectorsInput, publicBaseUrl: string): Promise<Page<Connector>> {
  return readInScope(db, scope, (tx) => readConnectorPage(tx, scope, input, [], publicBaseUrl));
}

async function readConnectorPage(db: Db, scope: Scope, input: ListConnectorsInput, extra: SQL[], publicBaseUrl: string): Promise<Page<Connector>> {
  const where = and(...scopeCondition(paymentConnectors.tenantId, scope), isNull(paymentConnectors.deletedAt), ...extra);
  const direction = input.sortOrder === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(paymentConnectors)
      .where(where)
      .orderBy(direction(paymentConnectors.createdAt), direction(paymentConnectors.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ value: count() }).from(paymentConnectors).where(where),
  ]);
  return page(
    rows.map((row) => toConnector(row, publicBaseUrl)),
    total?.value ?? 0,
    input.limit,
    input.offset,
  );
}

/** Every tenant's connectors (administrators), with their tenant; no credential, as for tenants. */
export async function listPlatformConnectors(db: Db, scope: PlatformScope, input: ListPlatformConnectorsInput, publicBaseUrl: string) {
  const { tenantId, provider, status, ...query } = input;
  const extra: SQL[] = [];
  if (provider) extra.push(eq(paymentConnectors.provider, provider));
  if (status) extra.push(eq(paymentConnectors.status, status));
  const result = await readInScope(db, platformOrTenant(scope, tenantId), (tx) => readConnectorPage(tx, platformOrTenant(scope, tenantId), query, extra, publicBaseUrl));
  return { data: await withTenants(db, result.data, (connector) => connector.tenantId), pagination: result.pagination };
}

/**
 * Changes a connector: its name, whether it is enabled, new credentials (a new Stripe key is
 * checked first, as when connecting), or makes it the default (the previous default stops being it).
 */
export async function updateConnector(context: ConnectorContext, tenantId: string, input: UpdateConnectorInput): Promise<Connector> {
  const current = await findConnector(context.db, tenantId, input.id);
  if (current.provider === 'sandbox' && (input.secretKey !== undefined || input.webhookSecret !== undefined)) {
    throw new AppError('VALIDATION_FAILED', 'Validation failed', {
      issues: [{ field: input.secretKey !== undefined ? 'secretKey' : 'webhookSecret', message: `${input.secretKey !== undefined ? 'secretKey' : 'webhookSecret'} is not taken by the sandbox` }],
    });
  }
  const checked = input.secretKey ? await checkedStripeKey(context, input.secretKey) : null;
  const row = await context.db.transaction(async (tx) => {
    await lockTenant(tx, tenantId);
    const found = await findConnector(tx, tenantId, input.id, { lock: true });
    if (input.isDefault) await clearDefault(tx, tenantId);
    const [updated] = await tx
      .update(paymentConnectors)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.isDefault ? { isDefault: true } : {}),
        ...(input.enabled === true ? { status: 'ENABLED' as const, disabledReason: null } : {}),
        ...(input.enabled === false ? { status: 'DISABLED' as const, disabledReason: 'Disabled by the tenant' } : {}),
        ...(input.secretKey
          ? {
              secretKey: context.secrets.seal(input.secretKey, secretPlaces.connectorSecretKey(found.id)),
              secretKeyLastFour: lastFour(input.secretKey),
              accountId: checked?.accountId ?? null,
              livemode: checked?.livemode ?? false,
              lastCheckedAt: new Date(),
            }
          : {}),
        ...(input.webhookSecret
          ? { webhookSecret: context.secrets.seal(input.webhookSecret, secretPlaces.connectorWebhookSecret(found.id)), webhookSecretLastFour: lastFour(input.webhookSecret) }
          : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(paymentConnectors.id, found.id))
      .returning();
    const changed = Object.keys(input).filter((key) => key !== 'id');
    await recordAuditEvent(tx, context.audit, {
      action: 'payment_connector.updated',
      targetType: 'payment_connector',
      targetId: found.id,
      // Which fields changed, never a credential.
      details: { changed, status: updated!.status, isDefault: updated!.isDefault, secretKeyLastFour: updated!.secretKeyLastFour },
    });
    return updated!;
  });
  return toConnector(row, context.publicBaseUrl);
}

/**
 * Disconnects: the connector is no longer listed, chosen or the default (payments then use the
 * instance's provider unless another connector is made the default). Its payments keep naming it,
 * and the events Stripe still sends for them are verified and applied.
 */
export async function deleteConnector(context: ConnectorContext, tenantId: string, id: string): Promise<Connector> {
  const row = await context.db.transaction(async (tx) => {
    const found = await findConnector(tx, tenantId, id, { lock: true });
    const [removed] = await tx
      .update(paymentConnectors)
      .set({ deletedAt: sql`now()`, isDefault: false, status: 'DISABLED', disabledReason: 'Disconnected', updatedAt: sql`now()` })
      .where(eq(paymentConnectors.id, found.id))
      .returning();
    await recordAuditEvent(tx, context.audit, {
      action: 'payment_connector.deleted',
      targetType: 'payment_connector',
      targetId: found.id,
      details: { provider: found.provider, wasDefault: found.isDefault },
    });
    return removed!;
  });
  return toConnector(row, context.publicBaseUrl);
}

/**
 * Asks the provider now whether the stored key works, and answers what it said; a refusal is an
 * answer (`ok: false`), not an error. Stripe not answering at all is a 503.
 */
export async function testConnector(context: ConnectorContext, tenantId: string, id: string): Promise<ConnectorTest> {
  const found = await findConnector(context.db, tenantId, id);
  const checkedAt = new Date();
  if (found.provider === 'sandbox') {
    return { ok: true, message: 'The sandbox needs no credentials: it answers every call itself.', accountId: null, livemode: false, checkedAt: checkedAt.toISOString() };
  }
  const secretKey = context.secrets.open(found.secretKey!, secretPlaces.connectorSecretKey(found.id));
  let result: ConnectorTest;
  try {
    const checked = await checkStripeKey(secretKey, context.stripe);
    result = {
      ok: true,
      message: `Stripe accepted the key ending in ${found.secretKeyLastFour}${checked.accountId ? ` for account ${checked.accountId}` : ''} (${checked.livemode ? 'live' : 'test'} mode).`,
      accountId: checked.accountId,
      livemode: checked.livemode,
      checkedAt: checkedAt.toISOString(),
    };
  } catch (error) {
    if (!isProviderError(error) || (error.kind !== 'authentication' && error.kind !== 'invalid')) throw providerFailure(error);
    result = { ok: false, message: `Stripe refused the key ending in ${found.secretKeyLastFour}: ${error.message}`, accountId: null, livemode: null, checkedAt: checkedAt.toISOString() };
  }
  await context.db.transaction(async (tx) => {
    await tx
      .update(paymentConnectors)
      .set({ lastCheckedAt: checkedAt, ...(result.accountId ? { accountId: result.accountId } : {}) })
      .where(eq(paymentConnectors.id, found.id));
    await recordAuditEvent(tx, context.audit, { action: 'payment_connector.tested', targetType: 'payment_connector', targetId: found.id, details: { ok: result.ok } });
  });
  return result;
}

/** An administrator disables any tenant's connector: new payments may not use it until the tenant (or an administrator) enables it again. */
export async function disableConnector(context: ConnectorContext, id: string, reason: string | undefined) {
  if (!isRowId(id)) throw connectorNotFound();
  const row = await context.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(paymentConnectors)
      .set({ status: 'DISABLED', disabledReason: reason ?? 'Disabled by an administrator', updatedAt: sql`now()` })
      .where(and(eq(paymentConnectors.id, id), isNull(paymentConnectors.deletedAt)))
      .returning();
    if (!updated) throw connectorNotFound();
    await recordAuditEvent(tx, context.audit, {
      action: 'payment_connector.disabled',
      targetType: 'payment_connector',
      targetId: id,
      details: { tenantId: updated.tenantId, reason: updated.disabledReason },
    });
    return updated;
  });
  const [withTenant] = await withTenants(context.db, [toConnector(row, context.publicBaseUrl)], (connector) => connector.tenantId);
  return withTenant!;
}
