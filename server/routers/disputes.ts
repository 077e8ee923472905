import {
  acceptDispute,
  disputeIdInput,
  disputeListSchema,
  disputeSchema,
  getDispute,
  listDisputes,
  listDisputesInput,
  submitDisputeEvidence,
  submitEvidenceInput,
  toDispute,
} from '../services/disputes';
import { router, tenantProcedure } from '../trpc';
import { providersOf } from './payment-providers';

const tags = ['Disputes'];

/** What an API key needs here: disputes (read for queries, write for changes). */
const disputesProcedure = tenantProcedure.meta({ permission: { resource: 'disputes' } });

/** The calling tenant's disputes; the tenant comes from the token, never from the input. */
export const disputesRouter = router({
  list: disputesProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/disputes',
        tags,
        summary: "List the tenant's disputes",
        errorResponses: [400, 401, 429],
        description: 'The calling tenant’s disputes, paginated, newest first by default; filtered by status, payment (`paymentId`) and creation date, sorted by `createdAt` or `evidenceDueBy`.',
      },
    })
    .input(listDisputesInput)
    .output(disputeListSchema)
    .query(({ ctx, input }) => listDisputes(ctx.db, ctx.scope, input)),

  get: disputesProcedure
    .meta({
      openapi: { method: 'GET', path: '/disputes/{id}', tags, summary: 'A dispute by id', errorResponses: [401, 404, 429], description: 'One of the calling tenant’s disputes. Another tenant’s dispute is a 404, as is an unknown id.' },
    })
    .input(disputeIdInput)
    .output(disputeSchema)
    .query(async ({ ctx, input }) => toDispute(await getDispute(ctx.db, ctx.tenant.id, input.id))),

  submitEvidence: disputesProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/disputes/{id}/evidence',
        tags,
        summary: 'Answer a dispute with evidence',
        errorResponses: [400, 401, 404, 409, 413, 415, 422, 429, 503],
        description:
          'Sends `text` (1 to 20,000 characters) to the payment provider as the answer to a NEEDS_RESPONSE dispute, before its ' +
          '`evidenceDueBy`; the dispute is then UNDER_REVIEW until the provider’s decision (`dispute.closed`), and a `dispute.updated` ' +
          'webhook event is queued. Any other status, or a passed deadline, is a 422 saying why; of concurrent answers to one dispute ' +
          'exactly one succeeds. With an `Idempotency-Key`, a repeat returns the first answer. 503 when the provider does not answer (nothing is recorded).',
      },
    })
    .input(submitEvidenceInput)
    .output(disputeSchema)
    .mutation(({ ctx, input }) => submitDisputeEvidence({ db: ctx.db, audit: ctx.audit, providers: providersOf(ctx) }, ctx.tenant.id, input)),

  accept: disputesProcedure
    .meta({
      bodyless: true,
      openapi: {
        method: 'POST',
        path: '/disputes/{id}/accept',
        tags,
        summary: 'Concede a dispute',
        errorResponses: [401, 404, 409, 413, 415, 422, 429],
        description:
          'Accepts the payer’s claim: the dispute is LOST at once and a `dispute.closed` webhook event is queued. Only a NEEDS_RESPONSE ' +
          'or UNDER_REVIEW dispute can be accepted; a closed one is a 422. With an `Idempotency-Key`, a repeat returns the first answer.',
      },
    })
    .input(disputeIdInput)
    .output(disputeSchema)
    .mutation(({ ctx, input }) => acceptDispute({ db: ctx.db, audit: ctx.audit, providers: providersOf(ctx) }, ctx.tenant.id, input.id)),
});
