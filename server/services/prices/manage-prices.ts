import { and, asc, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { type PriceRow, prices } from '@/db/schema';
import { notFound } from '@/server/errors';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { AuditContext } from '../audit/types';
import { type Page, page } from '../shared/pagination';
import { isRowId } from '../shared/row-id';
import { readInScope, type Scope, scopeCondition } from '../shared/tenant-scope';
import { type CreatePriceInput, type ListPricesInput, type Price, toPrice, type UpdatePriceInput } from './price-schemas';

/** What managing prices needs: the database and who acts. */
export type PriceContext = { db: Db; audit: AuditContext };

export const priceNotFound = () => notFound('Price not found');

/** The calling tenant's price, archived or not; another tenant's or an unknown id is a 404. */
export async function findPrice(db: Db, tenantId: string, id: string, options: { lock?: boolean } = {}): Promise<PriceRow> {
  if (!isRowId(id)) throw priceNotFound();
  const query = db
    .select()
    .from(prices)
    .where(and(eq(prices.id, id), eq(prices.tenantId, tenantId)));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw priceNotFound();
  return row;
}

/** Creates a price, with its audit event in the same transaction. */
export async function createPrice(context: PriceContext, tenantId: string, input: CreatePriceInput): Promise<Price> {
  return context.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(prices)
      .values({
        tenantId,
        nickname: input.nickname ?? null,
        currency: input.currency,
        unitAmount: BigInt(input.unitAmount),
        recurringInterval: input.recurring?.interval ?? null,
        recurringIntervalCount: input.recurring ? input.recurring.intervalCount : null,
        trialDays: input.trialDays ?? null,
      })
      .returning();
    const price = toPrice(row!);
    await recordAuditEvent(tx, context.audit, {
      action: 'price.created',
      targetType: 'price',
      targetId: price.id,
      details: { currency: price.currency, unitAmount: price.unitAmount, recurring: price.recurring, trialDays: price.trialDays },
    });
    return price;
  });
}

function priceFilters(scope: Scope, input: ListPricesInput): SQL[] {
  const filters = scopeCondition(prices.tenantId, scope);
  if (input.active !== undefined) filters.push(eq(prices.active, input.active));
  if (input.currency !== undefined) filters.push(eq(prices.currency, input.currency));
  if (input.type === 'recurring') filters.push(isNotNull(prices.recurringInterval));
  if (input.type === 'one_time') filters.push(isNull(prices.recurringInterval));
  return filters;
}

/** The tenant's prices, archived ones too unless `active` says otherwise, newest first by default; read in the tenant's scope. */
export function listPrices(db: Db, scope: Scope, input: ListPricesInput): Promise<Page<Price>> {
  return readInScope(db, scope, async (tx) => {
    const where = and(...priceFilters(scope, input));
    const direction = input.sortOrder === 'asc' ? asc : desc;
    const [rows, [total]] = await Promise.all([
      tx.select().from(prices).where(where).orderBy(direction(prices.createdAt), direction(prices.id)).limit(input.limit).offset(input.offset),
      tx.select({ value: count() }).from(prices).where(where),
    ]);
    return page(rows.map(toPrice), total?.value ?? 0, input.limit, input.offset);
  });
}

/**
 * Renames a price, or archives it (`active: false`) or makes it available again. Nothing else of a
 * price changes: what it charges is what its customers were sold (the schema refuses the rest).
 */
export async function updatePrice(context: PriceContext, tenantId: string, input: UpdatePriceInput): Promise<Price> {
  return context.db.transaction(async (tx) => {
    const current = await findPrice(tx, tenantId, input.id, { lock: true });
    const changed: string[] = [];
    if (input.nickname !== undefined && (input.nickname ?? null) !== current.nickname) changed.push('nickname');
    if (input.active !== undefined && input.active !== current.active) changed.push('active');
    if (changed.length === 0) return toPrice(current);
    const [row] = await tx
      .update(prices)
      .set({
        ...(input.nickname !== undefined ? { nickname: input.nickname } : {}),
        ...(input.active !== undefined ? { active: input.active } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(prices.id, current.id))
      .returning();
    const price = toPrice(row!);
    const action = changed.includes('active') ? (price.active ? 'price.restored' : 'price.archived') : 'price.updated';
    await recordAuditEvent(tx, context.audit, { action, targetType: 'price', targetId: price.id, details: { changed, active: price.active } });
    return price;
  });
}
