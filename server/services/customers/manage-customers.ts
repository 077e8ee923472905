import { and, asc, count, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { isUniqueViolation } from '@/db/errors';
import { type CustomerRow, customers } from '@/db/schema';
import { conflict, notFound } from '@/server/errors';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { AuditContext } from '../audit/types';
import { type Page, page } from '../shared/pagination';
import { isRowId } from '../shared/row-id';
import { readInScope, type Scope, scopeCondition } from '../shared/tenant-scope';
import { enqueueWebhookEvent } from '../webhooks/enqueue-webhook-event';
import {
  type CreateCustomerInput,
  type Customer,
  type DeletedCustomer,
  type ListCustomersInput,
  toCustomer,
  type UpdateCustomerInput,
} from './customer-schemas';

/** What managing customers needs: the database and who acts. */
export type CustomerContext = { db: Db; audit: AuditContext };

export const customerNotFound = () => notFound('Customer not found');

/** A second customer with the same external id: the tenant's ids name one customer each. */
const duplicateExternalId = (externalId: string) =>
  conflict(`A customer with externalId "${externalId}" already exists: read it with GET /customers?externalId=${encodeURIComponent(externalId)}`);

/** The calling tenant's customer, not deleted; another tenant's, a deleted one or an unknown id is a 404. */
export async function findCustomer(db: Db, tenantId: string, id: string, options: { lock?: boolean } = {}): Promise<CustomerRow> {
  if (!isRowId(id)) throw customerNotFound();
  const query = db
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), eq(customers.tenantId, tenantId), isNull(customers.deletedAt)));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw customerNotFound();
  return row;
}

/**
 * Runs a write that may take an external id another customer holds. The unique index decides
 * (two concurrent creates with one id cannot both pass a check made first); its refusal ends the
 * transaction, so it is turned into the 409 here, outside it.
 */
async function withUniqueExternalId<T>(externalId: string | null | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (externalId && isUniqueViolation(error)) throw duplicateExternalId(externalId);
    throw error;
  }
}

/**
 * Creates a customer; its `customer.created` event and its audit event are written in the same
 * transaction, so they exist exactly when the customer does.
 */
export async function createCustomer(context: CustomerContext, tenantId: string, input: CreateCustomerInput): Promise<Customer> {
  return withUniqueExternalId(input.externalId, () =>
    context.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(customers)
        .values({ tenantId, email: input.email ?? null, name: input.name ?? null, externalId: input.externalId ?? null, metadata: input.metadata ?? {} })
        .returning();
      const customer = toCustomer(row!);
      await recordAuditEvent(tx, context.audit, {
        action: 'customer.created',
        targetType: 'customer',
        targetId: customer.id,
        details: { externalId: customer.externalId },
      });
      await enqueueWebhookEvent(tx, tenantId, 'customer.created', customer);
      return customer;
    }),
  );
}

/** The filters of a customer list, the tenant first as its indexes are. */
function customerFilters(scope: Scope, input: ListCustomersInput): SQL[] {
  const filters = [...scopeCondition(customers.tenantId, scope), isNull(customers.deletedAt)];
  // Leakproof conditions only (equality, `starts_with`) on plain columns: under the tenant's
  // row-level security, a condition that is not (`lower(…)`, `like`) cannot use an index ahead of
  // the policy, and the search would read every customer of the tenant.
  if (input.email !== undefined) filters.push(eq(customers.emailSearch, input.email.toLowerCase()));
  if (input.externalId !== undefined) filters.push(eq(customers.externalId, input.externalId));
  if (input.search !== undefined) {
    // Prefixes: an e-mail as typed in any case, an external id exactly. No wildcards: `%` is a character.
    filters.push(or(sql`starts_with(${customers.emailSearch}, ${input.search.toLowerCase()})`, sql`starts_with(${customers.externalId}, ${input.search})`)!);
  }
  return filters;
}

/** The tenant's customers (not deleted), newest first by default; read in the tenant's scope. */
export function listCustomers(db: Db, scope: Scope, input: ListCustomersInput): Promise<Page<Customer>> {
  return readInScope(db, scope, async (tx) => {
    const where = and(...customerFilters(scope, input));
    const direction = input.sortOrder === 'asc' ? asc : desc;
    const [rows, [total]] = await Promise.all([
      tx
        .select()
        .from(customers)
        .where(where)
        // The id breaks ties, so pages never repeat or skip a row when creation times are equal.
        .orderBy(direction(customers.createdAt), direction(customers.id))
        .limit(input.limit)
        .offset(input.offset),
      tx.select({ value: count() }).from(customers).where(where),
    ]);
    return page(rows.map(toCustomer), total?.value ?? 0, input.limit, input.offset);
  });
}

/** The fields of a change that differ from the customer as it is: what the audit and the event name. */
function changedFields(current: CustomerRow, input: UpdateCustomerInput): string[] {
  const changed: string[] = [];
  for (const field of ['email', 'name', 'externalId'] as const) {
    if (input[field] !== undefined && (input[field] ?? null) !== current[field]) changed.push(field);
  }
  if (input.metadata !== undefined && JSON.stringify(input.metadata ?? {}) !== JSON.stringify(current.metadata)) changed.push('metadata');
  return changed;
}

/**
 * Changes the fields given (`null` clears one; `metadata` is replaced whole). A change that
 * changes nothing answers the customer as it is, with no event.
 */
export async function updateCustomer(context: CustomerContext, tenantId: string, input: UpdateCustomerInput): Promise<Customer> {
  return withUniqueExternalId(input.externalId, () =>
    context.db.transaction(async (tx) => {
      const current = await findCustomer(tx, tenantId, input.id, { lock: true });
      const changed = changedFields(current, input);
      if (changed.length === 0) return toCustomer(current);
      const [row] = await tx
        .update(customers)
        .set({
          ...(input.email !== undefined ? { email: input.email } : {}),
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.externalId !== undefined ? { externalId: input.externalId } : {}),
          ...(input.metadata !== undefined ? { metadata: input.metadata ?? {} } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(customers.id, current.id))
        .returning();
      const customer = toCustomer(row!);
      await recordAuditEvent(tx, context.audit, { action: 'customer.updated', targetType: 'customer', targetId: customer.id, details: { changed } });
      await enqueueWebhookEvent(tx, tenantId, 'customer.updated', customer);
      return customer;
    }),
  );
}

/**
 * Deletes a customer, as Stripe does (not an archive): it leaves every list and read (404 from
 * then on) and its external id is free for a new customer. The row stays, stamped, for what will
 * refer to it; its payments are untouched (they name a `userId`, not the customer).
 */
export async function deleteCustomer(context: CustomerContext, tenantId: string, id: string): Promise<DeletedCustomer> {
  return context.db.transaction(async (tx) => {
    const current = await findCustomer(tx, tenantId, id, { lock: true });
    const [row] = await tx.update(customers).set({ deletedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(customers.id, current.id)).returning();
    const deleted: DeletedCustomer = { ...toCustomer(row!), deleted: true };
    await recordAuditEvent(tx, context.audit, { action: 'customer.deleted', targetType: 'customer', targetId: current.id, details: { externalId: current.externalId } });
    await enqueueWebhookEvent(tx, tenantId, 'customer.deleted', deleted);
    return deleted;
  });
}
