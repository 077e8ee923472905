import { z } from 'zod';
import {
  cancelPayment,
  createPayment,
  createPaymentInput,
  getPaymentWithNextAction,
  listPayments,
  listPaymentsInput,
  listPaymentsShape,
  paymentIdInput,
  paymentDetailSchema,
  paymentListSchema,
  paymentSchema,
  paymentWithNextActionSchema,
  readPaymentDetail,
  paymentSummarySchema,
  summarizePayments,
} from '../services/payments';
import { listOfTenant, tenantListInput } from './tenant-lists';
import { providersOf } from './payment-providers';
import { adminProcedure, router, tenantProcedure } from '../trpc';

const tags = ['Payments'];

/** What an API key needs here: payments (read for queries, write for changes). */
const paymentsProcedure = tenantProcedure.meta({ permission: { resource: 'payments' } });

/**
 * The calling tenant's payments. The tenant always comes from the token, never from the input;
 * `/payments` is declared before the `/payments/{id}` routes.
 */
export const paymentsRouter = router({
  create: paymentsProcedure
    .meta({
      successStatus: 201,
      openapi: { method: 'POST', errorResponses: [400, 401, 409, 413, 415, 422, 429, 503], path: '/payments', tags, summary: 'Create a payment', description: 'Creates a payment with the payment provider and records it as PENDING; its later status arrives through the provider’s webhook. The provider is the connector named by `connectorId`, else the tenant’s default connector, else the built-in sandbox. With a Stripe connector the payment is a PaymentIntent in the tenant’s Stripe account and `nextAction.clientSecret` is what Stripe.js needs to let the customer pay (and on `GET /payments/{id}` while the payment is PENDING). A tenant with a webhook URL is sent a `payment.created` event. With an `Idempotency-Key`, a repeat returns the first payment. 400 when the provider refuses the request (its words in `message`), 422 when the connector is disabled or its key is refused, 503 with `Retry-After` when the provider does not answer or rate limits (nothing is recorded; retry with the same key).' },
    })
    .input(createPaymentInput)
    .output(paymentWithNextActionSchema)
    .mutation(async ({ ctx, input }) => {
      const chosen = await providersOf(ctx).forNewPayment(ctx.tenant.id, input.connectorId);
      return createPayment(
        {
          db: ctx.db,
          audit: ctx.audit,
          secrets: ctx.secrets,
          provider: chosen.provider,
          connectorId: chosen.connectorId,
          onCreated: (payment) => ctx.metrics.paymentsCreated.inc({ currency: payment.currency }),
          // Answered like the idempotency record's replay it stands in for.
          onReplayed: () => {
            ctx.metrics.idempotentReplays.inc();
            ctx.response.status = 200;
            ctx.response.headers['Idempotent-Replayed'] = 'true';
          },
        },
        ctx.tenant.id,
        input,
        // Validated (UUID v4) by the idempotency middleware before the procedure runs.
        { idempotencyKey: ctx.headers.get('idempotency-key') },
      );
    }),

  list: paymentsProcedure
    .meta({ openapi: { method: 'GET', errorResponses: [400, 401, 429], path: '/payments', tags, summary: "List the tenant's payments", description: 'The calling tenant’s payments, paginated; filtered by status, currency, user id and creation date, and sorted by the field given in `sortBy`.' } })
    .input(listPaymentsInput)
    .output(paymentListSchema)
    .query(({ ctx, input }) => listPayments(ctx.db, ctx.scope, input)),

  summary: paymentsProcedure
    .meta({ openapi: { method: 'GET', errorResponses: [401, 429], path: '/payments/summary', tags, summary: "The tenant's payments counted by status", description: 'How many payments the calling tenant has in each status, and in all, read from counters kept with every change (as cheap for a million payments as for ten).' } })
    .input(z.object({}))
    .output(paymentSummarySchema)
    .query(({ ctx }) => summarizePayments(ctx.db, ctx.tenant.id)),

  listForTenant: adminProcedure
    .meta({ openapi: { method: 'GET', errorResponses: [400, 401, 404], path: '/tenants/{id}/payments', tags, summary: "A tenant's payments (administrators)", description: 'The payments of any tenant, with the same filters as the tenant’s own list. 404 when there is no such tenant.' } })
    .input(tenantListInput(listPaymentsShape))
    .output(paymentListSchema)
    .query(({ ctx, input }) => listOfTenant(ctx.db, ctx.scope, input, (scope, query) => listPayments(ctx.db, scope, query))),

  get: paymentsProcedure
    .meta({ openapi: { method: 'GET', errorResponses: [401, 404, 429], path: '/payments/{id}', tags, summary: 'A payment by id', description: 'One of the calling tenant’s payments, with the connector (`connectorId`) and provider it went through. While a Stripe payment is PENDING (the customer has still to pay), `nextAction.clientSecret` is answered as on creation, for Stripe.js; once it has moved on, no `nextAction`. Another tenant’s payment is a 404, as is an unknown id.' } })
    .input(paymentIdInput)
    .output(paymentWithNextActionSchema)
    .query(({ ctx, input }) => getPaymentWithNextAction(ctx, ctx.tenant.id, input.id)),

  cancel: paymentsProcedure
    .meta({
      bodyless: true,
      openapi: { method: 'POST', errorResponses: [401, 404, 422, 429], path: '/payments/{id}/cancel', tags, summary: 'Cancel a PENDING or PROCESSING payment', description: 'A PENDING or PROCESSING payment becomes CANCELED, and a `payment.canceled` webhook event is queued. 422 from any other status; another tenant’s payment is a 404. The body may be omitted.' },
    })
    .input(paymentIdInput)
    .output(paymentSchema)
    .mutation(({ ctx, input }) => cancelPayment({ db: ctx.db, audit: ctx.audit, providers: providersOf(ctx) }, ctx.tenant.id, input.id)),

  // The console's payment page (no REST route): the payment with its timeline, webhook events and tenant.
  detail: paymentsProcedure
    .input(paymentIdInput)
    .output(paymentDetailSchema)
    .query(({ ctx, input }) => readPaymentDetail(ctx.db, input.id, { tenantId: ctx.tenant.id })),

  detailForAdmin: adminProcedure
    .input(paymentIdInput)
    .output(paymentDetailSchema)
    .query(({ ctx, input }) => readPaymentDetail(ctx.db, input.id, 'any')),
});
