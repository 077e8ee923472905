import {
  cancelPayment,
  createPayment,
  createPaymentInput,
  getPayment,
  listPayments,
  listPaymentsInput,
  paymentIdInput,
  paymentListSchema,
  paymentSchema,
  toPayment,
} from '../services/payments';
import { auditContextOf, type RequestContext, router, tenantProcedure } from '../trpc';

const tags = ['Payments'];
const serviceContext = (ctx: RequestContext & Parameters<typeof auditContextOf>[0]) => ({
  db: ctx.container.database.db,
  audit: auditContextOf(ctx),
});

/**
 * The calling tenant's payments. The tenant always comes from the token, never from the input;
 * `/payments` is declared before the `/payments/{id}` routes.
 */
export const paymentsRouter = router({
  create: tenantProcedure
    .meta({
      auth: 'tenant',
      successStatus: 201,
      openapi: { method: 'POST', errorResponses: [400, 401, 413, 415, 429, 503], path: '/payments', tags, summary: 'Create a payment' },
    })
    .input(createPaymentInput)
    .output(paymentSchema)
    .mutation(({ ctx, input }) =>
      createPayment(
        {
          ...serviceContext(ctx),
          provider: ctx.container.paymentProvider,
          onCreated: (payment) => ctx.container.metrics.paymentsCreated.inc({ currency: payment.currency }),
        },
        ctx.tenant.id,
        input,
      ),
    ),

  list: tenantProcedure
    .meta({ auth: 'tenant', openapi: { method: 'GET', errorResponses: [400, 401, 429], path: '/payments', tags, summary: "List the tenant's payments" } })
    .input(listPaymentsInput)
    .output(paymentListSchema)
    .query(({ ctx, input }) => listPayments(ctx.container.database.db, ctx.tenant.id, input)),

  get: tenantProcedure
    .meta({ auth: 'tenant', openapi: { method: 'GET', errorResponses: [401, 404, 429], path: '/payments/{id}', tags, summary: 'A payment by id' } })
    .input(paymentIdInput)
    .output(paymentSchema)
    .query(async ({ ctx, input }) => toPayment(await getPayment(ctx.container.database.db, ctx.tenant.id, input.id))),

  cancel: tenantProcedure
    .meta({
      auth: 'tenant',
      bodyless: true,
      openapi: { method: 'POST', errorResponses: [401, 404, 422, 429], path: '/payments/{id}/cancel', tags, summary: 'Cancel a PENDING or PROCESSING payment' },
    })
    .input(paymentIdInput)
    .output(paymentSchema)
    .mutation(({ ctx, input }) => cancelPayment(serviceContext(ctx), ctx.tenant.id, input.id)),
});
