import { disputeIdInput } from '../services/disputes/dispute-schemas';
import {
  getPlatformDispute,
  listPlatformDisputes,
  listPlatformDisputesInput,
  listPlatformPayments,
  listPlatformPaymentsInput,
  listPlatformRefunds,
  listPlatformRefundsInput,
  platformDisputeListSchema,
  platformDisputeSchema,
  platformPaymentListSchema,
  platformRefundListSchema,
} from '../services/platform';
import { adminProcedure, router } from '../trpc';

const tags = ['Platform'];

/** The administrators' lists across tenants: a tenant's own lists without their tenant condition, each item with its tenant. */
export const platformRouter = router({
  payments: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/platform/payments',
        tags,
        summary: "Every tenant's payments (administrators)",
        errorResponses: [400, 401],
        description:
          'The payments of every tenant, newest first by default, each with its tenant (`id`, `name`, `appId`); filtered by tenant, status, ' +
          'currency and creation date, with the list conventions of `GET /payments` (sorted by creation time only).',
      },
    })
    .input(listPlatformPaymentsInput)
    .output(platformPaymentListSchema)
    .query(({ ctx, input }) => listPlatformPayments(ctx.db, ctx.scope, input)),

  refunds: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/platform/refunds',
        tags,
        summary: "Every tenant's refunds (administrators)",
        errorResponses: [400, 401],
        description: 'The refunds of every tenant, newest first by default, each with its tenant (`id`, `name`, `appId`); filtered by tenant, status, payment (`paymentId`) and creation date.',
      },
    })
    .input(listPlatformRefundsInput)
    .output(platformRefundListSchema)
    .query(({ ctx, input }) => listPlatformRefunds(ctx.db, ctx.scope, input)),

  disputes: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/platform/disputes',
        tags,
        summary: "Every tenant's disputes (administrators)",
        errorResponses: [400, 401],
        description: 'The disputes of every tenant, newest first by default, each with its tenant (`id`, `name`, `appId`); filtered by tenant, status, payment (`paymentId`) and creation date, sorted by creation time or evidence due date.',
      },
    })
    .input(listPlatformDisputesInput)
    .output(platformDisputeListSchema)
    .query(({ ctx, input }) => listPlatformDisputes(ctx.db, ctx.scope, input)),

  dispute: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/platform/disputes/{id}',
        tags,
        summary: "Any tenant's dispute by id (administrators)",
        errorResponses: [401, 404],
        description: 'One dispute of any tenant, with its tenant (`id`, `name`, `appId`) and its evidence. An unknown id is a 404. Read only: the tenant answers a dispute.',
      },
    })
    .input(disputeIdInput)
    .output(platformDisputeSchema)
    .query(({ ctx, input }) => getPlatformDispute(ctx.db, input.id)),
});
