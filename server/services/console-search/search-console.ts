import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { auditEvents } from '@/db/analytics/schema';
import type { AnalyticsDb, Db } from '@/db/client';
import { payments, tenants, webhookDeliveries } from '@/db/schema';
import type { Logger } from '@/server/infra/logger';
import type { AuditFlush } from '../audit/read-audit-trail';
import { likePattern, likePrefix } from '../shared/pagination';
import { isRowId } from '../shared/row-id';
import { type AdminSearchResults, HITS_PER_KIND, type TenantSearchResults } from './search-schemas';

/**
 * The console's command palette: what a typed text names. Ids, provider payment ids, user ids and
 * audit actions are matched exactly, each on an index of its own (a palette asks on every pause in
 * typing, so no lookup may scan a large table); tenants' names and app ids are matched by
 * substring, the way the tenants list searches them, since tenants are few.
 */

export type AdminSearchDeps = { db: Db; analytics: AnalyticsDb; shipper: AuditFlush; logger: Logger };

const paymentHitColumns = {
  id: payments.id,
  tenantId: payments.tenantId,
  amount: payments.amount,
  currency: payments.currency,
  status: payments.status,
  userId: payments.userId,
  providerPaymentId: payments.providerPaymentId,
};

const deliveryHitColumns = {
  id: webhookDeliveries.id,
  tenantId: webhookDeliveries.tenantId,
  eventType: webhookDeliveries.eventType,
  status: webhookDeliveries.status,
  createdAt: webhookDeliveries.createdAt,
};

// Stored amounts are decimal text; the hit carries the number as the payment itself does.
const toPaymentHit = <T extends { amount: string }>(row: T) => ({ ...row, amount: Number(row.amount) });
const toDeliveryHit = <T extends { createdAt: Date }>(row: T): Omit<T, 'createdAt'> & { createdAt: string } => ({ ...row, createdAt: row.createdAt.toISOString() });

/** A payment is named by its id, its provider's id, or (within a tenant) the customer's user id. */
function paymentNamedBy(query: string, options: { byUserId: boolean }): SQL {
  const names: SQL[] = [eq(payments.providerPaymentId, query)];
  if (isRowId(query)) names.push(eq(payments.id, query));
  if (options.byUserId) names.push(eq(payments.userId, query));
  return or(...names)!;
}

/** A delivery is named by its id only; within one tenant when `tenantId` is given. */
async function findDeliveries(db: Db, query: string, tenantId?: string) {
  if (!isRowId(query)) return [];
  const byId = eq(webhookDeliveries.id, query);
  const rows = await db
    .select({ ...deliveryHitColumns, tenantName: tenants.name })
    .from(webhookDeliveries)
    .innerJoin(tenants, eq(tenants.id, webhookDeliveries.tenantId))
    .where(tenantId ? and(byId, eq(webhookDeliveries.tenantId, tenantId)) : byId)
    .limit(HITS_PER_KIND);
  return rows.map(toDeliveryHit);
}

async function findTenants(db: Db, query: string) {
  const sameAppId = sql`lower(${tenants.appId}) = lower(${query})`;
  const where = isRowId(query)
    ? or(eq(tenants.id, query), sameAppId)
    : or(ilike(tenants.appId, likePattern(query)), ilike(tenants.name, likePattern(query)));
  return (
    db
      .select({ id: tenants.id, appId: tenants.appId, name: tenants.name, status: tenants.status })
      .from(tenants)
      .where(where)
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
 * Audit events by their id, or by the actor or target they name, or every recent event of an action
 * (`tenant.suspended`). The store is read once the staged events are shipped, as the audit log
 * does; while it is down, the other kinds still answer and the palette says the log is unavailable.
 */
async function findAuditEvents(deps: AdminSearchDeps, query: string): Promise<{ hits: AdminSearchResults['auditEvents']; unavailable: boolean }> {
  const where = isRowId(query)
    ? or(eq(auditEvents.id, query), eq(auditEvents.targetId, query), eq(auditEvents.actorId, query))
    : eq(auditEvents.action, query);
  try {
    await deps.shipper.flush();
    const rows = await deps.analytics
      .select({
        id: auditEvents.id,
        at: auditEvents.at,
        action: auditEvents.action,
        actorType: auditEvents.actorType,
        actorId: auditEvents.actorId,
        targetType: auditEvents.targetType,
        targetId: auditEvents.targetId,
      })
      .from(auditEvents)
      .where(where)
      .orderBy(desc(auditEvents.at), desc(auditEvents.id))
      .limit(HITS_PER_KIND);
    return { hits: rows.map((row) => ({ ...row, at: row.at.toISOString() })), unavailable: false };
  } catch (error) {
    deps.logger.warn({ err: error }, 'audit log unavailable to the console search');
    return { hits: [], unavailable: true };
  }
}

/** Everything an administrator may open: tenants, every tenant's payments and deliveries, the audit log. */
export async function searchAsAdmin(deps: AdminSearchDeps, query: string): Promise<AdminSearchResults> {
  const { db } = deps;
  const [tenantHits, paymentRows, deliveryRows, audit] = await Promise.all([
    findTenants(db, query),
    db
      .select({ ...paymentHitColumns, tenantName: tenants.name })
      .from(payments)
      .innerJoin(tenants, eq(tenants.id, payments.tenantId))
      .where(paymentNamedBy(query, { byUserId: false }))
      .limit(HITS_PER_KIND),
    findDeliveries(db, query),
    findAuditEvents(deps, query),
  ]);
  return {
    tenants: tenantHits,
    payments: paymentRows.map(toPaymentHit),
    deliveries: deliveryRows,
    auditEvents: audit.hits,
    auditLogUnavailable: audit.unavailable,
  };
}

/** What a tenant may open: its own payments and deliveries, never another tenant's. */
export async function searchAsTenant(db: Db, tenantId: string, query: string): Promise<TenantSearchResults> {
  const [paymentRows, deliveryRows] = await Promise.all([
    db
      .select(paymentHitColumns)
      .from(payments)
      .where(and(eq(payments.tenantId, tenantId), paymentNamedBy(query, { byUserId: true })))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(HITS_PER_KIND),
    findDeliveries(db, query, tenantId),
  ]);
  return { payments: paymentRows.map(toPaymentHit), deliveries: deliveryRows.map(({ tenantName: _, ...hit }) => hit) };
}
