import { and, asc, between, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import { auditEvents } from '@/db/analytics/schema';
import type { AnalyticsDb, Db } from '@/db/client';
import { disputes, payments, refunds, tenants, webhookDeliveries } from '@/db/schema';
import type { Logger } from '@/server/infra/logger';
import { withPartyNames } from '../audit/audit-party-names';
import type { AuditFlush } from '../audit/read-audit-trail';
import { likePattern, likePrefix } from '../shared/pagination';
import { isRowId } from '../shared/row-id';
import { type PlatformScope, type Scope, scopeCondition, type TenantScope, tenantIdOf } from '../shared/tenant-scope';
import { type AdminSearchResults, HITS_PER_KIND, type TenantSearchResults } from './search-schemas';
import { amountAsNumber } from '../money';

/**
 * The console's command palette: what a typed text names. A palette asks on every pause in typing,
 * so every lookup is an index read or a scan with a fixed bound:
 * - ids (tenant, payment, delivery, audit event) by their first 8 or more hex digits: a range of
 *   the primary key (a UUID prefix is the range from it padded with 0s to it padded with fs);
 * - provider payment, refund and dispute ids typed in full, or by their first 8 or more
 *   characters: a range of their unique index (refunds and disputes by their own ids too);
 * - customers' user ids typed in full: the (tenant, user id) index, once per tenant for an
 *   administrator (tenants are few; there is no index on user ids across tenants);
 * - payment metadata values equal to or starting with the text: no index can answer this, so
 *   only each tenant's latest `METADATA_SCAN_PER_TENANT` payments are looked at, read in order
 *   from the tenant's time index;
 * - tenants' names and app ids by substring, the way the tenants list searches them;
 * - audit events by id prefix, by the actor or target id typed in full, or every recent event of
 *   an action (`tenant.suspended`).
 */

export type AdminSearchDeps = { db: Db; analytics: AnalyticsDb; shipper: AuditFlush; logger: Logger };

/** The shortest id prefix worth a lookup: 8 hex digits are the first group of a UUID, rarely shared. */
export const MIN_ID_PREFIX = 8;

/** How many of each tenant's latest payments a metadata search reads. */
export const METADATA_SCAN_PER_TENANT = 500;

/**
 * The UUIDs that start with `text` (dashes optional), as the first and last of a key range: both
 * padded to a whole UUID, with 0s and with fs. Null when the text is no such prefix.
 */
export function idPrefixRange(text: string): { first: string; last: string } | null {
  const hex = text.toLowerCase().replaceAll('-', '');
  if (!/^[0-9a-f]+$/.test(hex) || hex.length < MIN_ID_PREFIX || hex.length > 32) return null;
  const uuidOf = (digits: string) => `${digits.slice(0, 8)}-${digits.slice(8, 12)}-${digits.slice(12, 16)}-${digits.slice(16, 20)}-${digits.slice(20)}`;
  return { first: uuidOf(hex.padEnd(32, '0')), last: uuidOf(hex.padEnd(32, 'f')) };
}

/**
 * Text that starts with `prefix`, as a range an ordinary b-tree index answers whatever the
 * database's collation (LIKE 'x%' is an index range only under the C collation): from the prefix up
 * to the prefix with its last character's successor, and `starts_with` to drop what a
 * linguistic collation sorts into that range without the prefix.
 */
function startsWith(column: typeof payments.providerPaymentId | typeof refunds.providerRefundId | typeof disputes.providerDisputeId, prefix: string): SQL {
  const last = prefix.codePointAt(prefix.length - 1)!;
  const after = prefix.slice(0, prefix.length - String.fromCodePoint(last).length) + String.fromCodePoint(last + 1);
  return and(gte(column, prefix), lt(column, after), sql`starts_with(${column}, ${prefix})`)!;
}

const paymentHitColumns = {
  id: payments.id,
  tenantId: payments.tenantId,
  amount: payments.amount,
  currency: payments.currency,
  status: payments.status,
  userId: payments.userId,
  providerPaymentId: payments.providerPaymentId,
  metadata: payments.metadata,
  createdAt: payments.createdAt,
};
type PaymentRow = { id: string; tenantId: string; amount: string; currency: string; status: (typeof payments.status.enumValues)[number]; userId: string; providerPaymentId: string | null; metadata: Record<string, string> | null; createdAt: Date };

const deliveryHitColumns = {
  id: webhookDeliveries.id,
  tenantId: webhookDeliveries.tenantId,
  eventType: webhookDeliveries.eventType,
  status: webhookDeliveries.status,
  createdAt: webhookDeliveries.createdAt,
};

const toDeliveryHit = <T extends { createdAt: Date }>(row: T): Omit<T, 'createdAt'> & { createdAt: string } => ({ ...row, createdAt: row.createdAt.toISOString() });

/** A metadata value equal to or starting with the text, on any key. */
const metadataNames = (metadata: typeof payments.metadata, query: string) =>
  sql`exists (select 1 from jsonb_each_text(${metadata}) as entry where starts_with(entry.value, ${query}))`;

/** The metadata entry that made a payment a hit, to show why it was found. */
function metadataMatchOf(metadata: Record<string, string> | null, query: string) {
  const entry = Object.entries(metadata ?? {}).find(([, value]) => typeof value === 'string' && value.startsWith(query));
  return entry ? { key: entry[0], value: entry[1] } : null;
}

/**
 * Payments found several ways, each list newest first, merged in order of how precisely they name
 * a payment (an id, then a user id, then a metadata value) and capped; stored amounts are decimal
 * text, and the hit carries the number as the payment itself does.
 */
function toPaymentHits<T extends PaymentRow>(query: string, ...found: T[][]) {
  const seen = new Set<string>();
  const hits = found.flat().filter((row) => !seen.has(row.id) && seen.add(row.id));
  return hits.slice(0, HITS_PER_KIND).map(({ metadata, createdAt: _createdAt, ...row }) => ({ ...row, amount: amountAsNumber(row.amount), metadataMatch: metadataMatchOf(metadata, query) }));
}

/** A payment named by its id (or id prefix) or its provider's id (or a prefix of it). */
const paymentIdNamed = (query: string) => idOrProviderIdNamed(payments.id, payments.providerPaymentId, query);

const newestPaymentsFirst = [desc(payments.createdAt), desc(payments.id)];

/** Any tenant's payments named by an id, each with its tenant's name. */
function findPaymentsById(db: Db, query: string) {
  return db
    .select({ ...paymentHitColumns, tenantName: tenants.name })
    .from(payments)
    .innerJoin(tenants, eq(tenants.id, payments.tenantId))
    .where(paymentIdNamed(query))
    .orderBy(...newestPaymentsFirst)
    .limit(HITS_PER_KIND);
}

type TenantIdRef = string | typeof tenants.id;

/** A tenant's payments that `where` picks, newest first, a palette's worth. */
function tenantPayments(db: Db, tenantId: TenantIdRef, where: SQL) {
  return db
    .select(paymentHitColumns)
    .from(payments)
    .where(and(eq(payments.tenantId, tenantId), where))
    .orderBy(...newestPaymentsFirst)
    .limit(HITS_PER_KIND);
}

/** A tenant's payments of one customer, the user id typed in full: the tenant's user id index. */
const ofCustomer = (query: string) => eq(payments.userId, query);

/**
 * A tenant's payments with a metadata value equal to or starting with the text, among its latest
 * `METADATA_SCAN_PER_TENANT` only: those created since the one that many places back (all of them
 * when it has fewer), a range of the tenant's time index.
 */
function withMetadataValue(tenantId: TenantIdRef, query: string): SQL {
  const oldestScanned = sql`coalesce((
    select ${payments.createdAt} from ${payments} where ${eq(payments.tenantId, tenantId)}
    order by ${payments.createdAt} desc, ${payments.id} desc offset ${METADATA_SCAN_PER_TENANT - 1} limit 1), '-infinity')`;
  return and(gte(payments.createdAt, oldestScanned), metadataNames(payments.metadata, query))!;
}

/**
 * Payments of every tenant, tenant by tenant: for each, the payments `where` picks (given the
 * tenant's id), read from that tenant's own index, then the newest of all with the tenant's name.
 * No index spans the tenants for user ids or metadata, and tenants are few.
 */
function acrossTenants(db: Db, where: (tenantId: typeof tenants.id) => SQL) {
  const hit = db
    .select(paymentHitColumns)
    .from(payments)
    .where(and(eq(payments.tenantId, tenants.id), where(tenants.id)))
    .orderBy(...newestPaymentsFirst)
    .limit(HITS_PER_KIND)
    .as('hit');
  return db
    .select({
      id: hit.id,
      tenantId: hit.tenantId,
      amount: hit.amount,
      currency: hit.currency,
      status: hit.status,
      userId: hit.userId,
      providerPaymentId: hit.providerPaymentId,
      metadata: hit.metadata,
      createdAt: hit.createdAt,
      tenantName: tenants.name,
    })
    .from(tenants)
    .innerJoinLateral(hit, sql`true`)
    .orderBy(desc(hit.createdAt), desc(hit.id))
    .limit(HITS_PER_KIND);
}

/** A payment, refund or dispute named by its id (or id prefix) or its provider's id (or a prefix of it). */
function idOrProviderIdNamed(
  id: typeof payments.id | typeof refunds.id | typeof disputes.id,
  providerId: typeof payments.providerPaymentId | typeof refunds.providerRefundId | typeof disputes.providerDisputeId,
  query: string,
): SQL {
  const names: SQL[] = [eq(providerId, query)];
  if (query.length >= MIN_ID_PREFIX) names.push(startsWith(providerId, query));
  const ids = idPrefixRange(query);
  if (ids) names.push(between(id, ids.first, ids.last));
  return or(...names)!;
}

/** Refunds named by an id, newest first, each with its tenant's name; within the scope's tenant, or across tenants for the platform. */
async function findRefunds(db: Db, scope: Scope, query: string) {
  const named = idOrProviderIdNamed(refunds.id, refunds.providerRefundId, query);
  const rows = await db
    .select({
      id: refunds.id,
      paymentId: refunds.paymentId,
      tenantId: refunds.tenantId,
      amount: refunds.amount,
      currency: refunds.currency,
      status: refunds.status,
      providerRefundId: refunds.providerRefundId,
      tenantName: tenants.name,
    })
    .from(refunds)
    .innerJoin(tenants, eq(tenants.id, refunds.tenantId))
    .where(and(named, ...scopeCondition(refunds.tenantId, scope)))
    .orderBy(desc(refunds.createdAt), desc(refunds.id))
    .limit(HITS_PER_KIND);
  return rows.map((row) => ({ ...row, amount: amountAsNumber(row.amount) }));
}

/** Disputes named by an id (the provider's, from a chargeback notice), newest first, each with its tenant's name; within the scope's tenant, or across tenants for the platform. */
async function findDisputes(db: Db, scope: Scope, query: string) {
  const named = idOrProviderIdNamed(disputes.id, disputes.providerDisputeId, query);
  const rows = await db
    .select({
      id: disputes.id,
      paymentId: disputes.paymentId,
      tenantId: disputes.tenantId,
      amount: disputes.amount,
      currency: disputes.currency,
      status: disputes.status,
      reason: disputes.reason,
      providerDisputeId: disputes.providerDisputeId,
      tenantName: tenants.name,
    })
    .from(disputes)
    .innerJoin(tenants, eq(tenants.id, disputes.tenantId))
    .where(and(named, ...scopeCondition(disputes.tenantId, scope)))
    .orderBy(desc(disputes.createdAt), desc(disputes.id))
    .limit(HITS_PER_KIND);
  return rows.map((row) => ({ ...row, amount: amountAsNumber(row.amount) }));
}

/** A delivery is named by its id or id prefix; within the scope's tenant, or across tenants for the platform. */
async function findDeliveries(db: Db, scope: Scope, query: string) {
  const ids = idPrefixRange(query);
  if (!ids) return [];
  const byId = between(webhookDeliveries.id, ids.first, ids.last);
  const rows = await db
    .select({ ...deliveryHitColumns, tenantName: tenants.name })
    .from(webhookDeliveries)
    .innerJoin(tenants, eq(tenants.id, webhookDeliveries.tenantId))
    .where(and(byId, ...scopeCondition(webhookDeliveries.tenantId, scope)))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(HITS_PER_KIND);
  return rows.map(toDeliveryHit);
}

async function findTenants(db: Db, query: string) {
  const sameAppId = sql`lower(${tenants.appId}) = lower(${query})`;
  const ids = idPrefixRange(query);
  const names = [sameAppId, ilike(tenants.appId, likePattern(query)), ilike(tenants.name, likePattern(query))];
  if (ids) names.push(between(tenants.id, ids.first, ids.last));
  return (
    db
      .select({ id: tenants.id, appId: tenants.appId, name: tenants.name, status: tenants.status })
      .from(tenants)
      .where(or(...names))
      // The app id typed in full first, then names and app ids that start with the text.
      .orderBy(
        desc(sameAppId),
        desc(or(ilike(tenants.name, likePrefix(query)), ilike(tenants.appId, likePrefix(query)))!),
        asc(tenants.name),
        asc(tenants.id),
      )
      .limit(HITS_PER_KIND)
  );
}

/**
 * Audit events by their id or id prefix, or by the actor or target they name, or every recent
 * event of an action (`tenant.suspended`), with their parties named as the audit log names them.
 * The store is read once the staged events are shipped, as the audit log does; while it is down,
 * the other kinds still answer and the palette says the log is unavailable.
 */
async function findAuditEvents(deps: AdminSearchDeps, query: string): Promise<{ hits: AdminSearchResults['auditEvents']; unavailable: boolean }> {
  const names: SQL[] = [eq(auditEvents.action, query)];
  const ids = idPrefixRange(query);
  if (ids) names.push(between(auditEvents.id, ids.first, ids.last));
  if (isRowId(query)) names.push(eq(auditEvents.targetId, query), eq(auditEvents.actorId, query));
  let rows;
  try {
    await deps.shipper.flush();
    rows = await deps.analytics
      .select({
        id: auditEvents.id,
        at: auditEvents.at,
        action: auditEvents.action,
        actorType: auditEvents.actorType,
        actorId: auditEvents.actorId,
        targetType: auditEvents.targetType,
        targetId: auditEvents.targetId,
        details: auditEvents.details,
      })
      .from(auditEvents)
      .where(or(...names))
      .orderBy(desc(auditEvents.at), desc(auditEvents.id))
      .limit(HITS_PER_KIND);
  } catch (error) {
    deps.logger.warn({ err: error }, 'audit log unavailable to the console search');
    return { hits: [], unavailable: true };
  }
  const named = await withPartyNames(deps.db, rows);
  return { hits: named.map(({ details: _details, ...row }) => ({ ...row, at: row.at.toISOString() })), unavailable: false };
}

/** Everything an administrator may open: tenants, every tenant's payments, refunds, disputes and deliveries, the audit log. */
export async function searchAsAdmin(deps: AdminSearchDeps, scope: PlatformScope, query: string): Promise<AdminSearchResults> {
  const { db } = deps;
  const [tenantHits, byId, byUserId, byMetadata, refundHits, disputeHits, deliveryRows, audit] = await Promise.all([
    findTenants(db, query),
    findPaymentsById(db, query),
    acrossTenants(db, () => ofCustomer(query)),
    acrossTenants(db, (tenantId) => withMetadataValue(tenantId, query)),
    findRefunds(db, scope, query),
    findDisputes(db, scope, query),
    findDeliveries(db, scope, query),
    findAuditEvents(deps, query),
  ]);
  return {
    tenants: tenantHits,
    payments: toPaymentHits(query, byId, byUserId, byMetadata),
    refunds: refundHits,
    disputes: disputeHits,
    deliveries: deliveryRows,
    auditEvents: audit.hits,
    auditLogUnavailable: audit.unavailable,
  };
}

/** What a tenant may open: its own payments, refunds, disputes and deliveries, never another tenant's. */
export async function searchAsTenant(db: Db, scope: TenantScope, query: string): Promise<TenantSearchResults> {
  const tenantId = tenantIdOf(scope);
  const [byId, byUserId, byMetadata, refundRows, disputeRows, deliveryRows] = await Promise.all([
    tenantPayments(db, tenantId, paymentIdNamed(query)),
    tenantPayments(db, tenantId, ofCustomer(query)),
    tenantPayments(db, tenantId, withMetadataValue(tenantId, query)),
    findRefunds(db, scope, query),
    findDisputes(db, scope, query),
    findDeliveries(db, scope, query),
  ]);
  const ownHits = <Hit extends { tenantName: string }>(rows: Hit[]) => rows.map(({ tenantName: _, ...hit }) => hit);
  return {
    payments: toPaymentHits(query, byId, byUserId, byMetadata),
    refunds: ownHits(refundRows),
    disputes: ownHits(disputeRows),
    deliveries: ownHits(deliveryRows),
  };
}
