import {
  createRefund,
  createRefundInput,
  getRefund,
  listPaymentRefundsInput,
  listRefunds,
  listRefundsInput,
  refundIdInput,
  refundListSchema,
  refundSchema,
  toRefund,
} from '../services/refunds';
import { router, tenantProcedure } from '../trpc';
import { providersOf } from './payment-providers';

const tags = ['Refunds'];

/** What an API key needs here: refunds (read for queries, write for changes). */
const refundsProcedure = tenantProcedure.meta({ permission: { resource: 'refunds' } });

/** The calling tenant's refunds; the tenant comes from the token, never from the input. */
export const refundsRouter = router({
  create: refundsProcedure
    .meta({
      successStatus: 201,
      bodyless: true,
      openapi: {
        method: 'POST',
        path: '/payments/{id}/refunds',
        tags,
        summary: 'Refund a payment, in full or in part',
        errorResponses: [400, 401, 404, 409, 413, 415, 422, 429, 503],
        description:
          'Gives back `amount` (default: all that is left) of a SUCCEEDED payment, through the payment provider. The refund is PENDING ' +
          'until the provider’s `refund.succeeded` or `refund.failed` event; a `refund.created` webhook event is queued. The refunds of a ' +
          'payment that are not FAILED never add up to more than its amount, concurrent requests included: more than is left is a 422 ' +
          'naming what is left, as is a payment in any other status. With an `Idempotency-Key`, a repeat returns the first refund (200). ' +
          '503 when the provider does not answer (nothing is recorded; retry with the same key). The body may be omitted: all that is left is refunded.',
      },
    })
    .input(createRefundInput)
    .output(refundSchema)
    .mutation(async ({ ctx, input }) => {
      const { refund, replayed } = await createRefund(
        { db: ctx.db, audit: ctx.audit, providers: providersOf(ctx) },
        ctx.tenant.id,
        input,
        // Validated (UUID v4) by the idempotency middleware before the procedure runs.
        { idempotencyKey: ctx.headers.get('idempotency-key') },
      );
      if (replayed) {
        // Answered like the idempotency record's replay it stands in for.
        ctx.metrics.idempotentReplays.inc();
        ctx.response.status = 200;
        ctx.response.headers['Idempotent-Replayed'] = 'true';
      }
      return refund;
    }),

  listForPayment: refundsProcedure
    .meta({
      openapi: { method: 'GET', path: '/payments/{id}/refunds', tags, summary: "A payment's refunds", errorResponses: [400, 401, 404, 429], description: 'The refunds of one of the calling tenant’s payments, with the list conventions of `GET /refunds`. Another tenant’s payment is a 404.' },
    })
    .input(listPaymentRefundsInput)
    .output(refundListSchema)
    .query(({ ctx, input }) => {
      const { id, ...query } = input;
      return listRefunds(ctx.db, ctx.scope, query, { paymentId: id });
    }),

  list: refundsProcedure
    .meta({
      openapi: { method: 'GET', path: '/refunds', tags, summary: "List the tenant's refunds", errorResponses: [400, 401, 429], description: 'The calling tenant’s refunds, paginated, newest first by default; filtered by status and creation date.' },
    })
    .input(listRefundsInput)
    .output(refundListSchema)
    .query(({ ctx, input }) => listRefunds(ctx.db, ctx.scope, input)),

  get: refundsProcedure
    .meta({
      openapi: { method: 'GET', path: '/refunds/{id}', tags, summary: 'A refund by id', errorResponses: [401, 404, 429], description: 'One of the calling tenant’s refunds. Another tenant’s refund is a 404, as is an unknown id.' },
    })
    .input(refundIdInput)
    .output(refundSchema)
    .query(async ({ ctx, input }) => toRefund(await getRefund(ctx.db, ctx.tenant.id, input.id))),
});
