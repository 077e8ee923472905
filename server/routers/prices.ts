import { createPrice, createPriceInput, findPrice, listPrices, listPricesInput, priceIdInput, priceListSchema, priceSchema, toPrice, updatePrice, updatePriceInput } from '../services/prices';
import { router, tenantProcedure } from '../trpc';

const tags = ['Prices'];

/** What an API key needs here: prices (read for queries, write for changes). */
const pricesProcedure = tenantProcedure.meta({ permission: { resource: 'prices' } });

/**
 * The calling tenant's prices: what it charges, once or on a schedule. A price is never deleted
 * and what it charges never changes; it is archived instead.
 */
export const pricesRouter = router({
  create: pricesProcedure
    .meta({
      successStatus: 201,
      openapi: {
        method: 'POST',
        errorResponses: [400, 401, 403, 409, 413, 415, 429],
        path: '/prices',
        tags,
        summary: 'Create a price',
        description:
          '`unitAmount` is an integer in the currency’s minor units (`1990` is EUR 19.90). With `recurring` it is charged every `intervalCount` ' +
          '`interval`s (at most three years), optionally after `trialDays` free days; without, once. Currency, amount and schedule can never be ' +
          'changed afterwards: create a new price and archive the old one. With an `Idempotency-Key`, a repeat returns the first price (200); the same key with another body is a 409.',
      },
    })
    .input(createPriceInput)
    .output(priceSchema)
    .mutation(({ ctx, input }) => createPrice(ctx, ctx.tenant.id, input)),

  list: pricesProcedure
    .meta({
      openapi: {
        method: 'GET',
        errorResponses: [400, 401, 403, 429],
        path: '/prices',
        tags,
        summary: 'List the tenant’s prices',
        description: 'Newest first by default, archived ones included unless `active` says otherwise; filtered by currency and by type (`one_time`, `recurring`).',
      },
    })
    .input(listPricesInput)
    .output(priceListSchema)
    .query(({ ctx, input }) => listPrices(ctx.db, ctx.scope, input)),

  get: pricesProcedure
    .meta({
      openapi: { method: 'GET', errorResponses: [401, 403, 404, 429], path: '/prices/{id}', tags, summary: 'A price by id', description: 'Archived prices stay readable. Another tenant’s price or an unknown id is a 404.' },
    })
    .input(priceIdInput)
    .output(priceSchema)
    .query(async ({ ctx, input }) => toPrice(await findPrice(ctx.db, ctx.tenant.id, input.id))),

  update: pricesProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        errorResponses: [400, 401, 403, 404, 413, 415, 429],
        path: '/prices/{id}',
        tags,
        summary: 'Rename, archive or restore a price',
        description:
          'Only `nickname` and `active` change (`active: false` archives: no new sales, still readable). `currency`, `unitAmount`, `recurring` ' +
          'and `trialDays` are a 400 naming each: what a price charges is what its customers were sold.',
      },
    })
    .input(updatePriceInput)
    .output(priceSchema)
    .mutation(({ ctx, input }) => updatePrice(ctx, ctx.tenant.id, input)),
});
