import { unauthorized } from '../errors';
import { applyProviderEvent, providerEventReceiptSchema, providerEventSchema } from '../services/payments';
import { verifyProviderSignature } from '../infra/payment-provider';
import { providerWebhookProcedure, router } from '../trpc';

const tags = ['Webhooks'];

/**
 * The provider's signature is the only authentication. It is checked before the input parser runs
 * (this middleware comes before `.input()`), over the body exactly as received, so an unsigned
 * request learns nothing about what a valid payload looks like.
 */
const signedByProvider = providerWebhookProcedure.use(({ ctx, next }) => {
  if (ctx.rawBody === null) throw unauthorized('Invalid webhook signature');
  const { config, logger } = ctx;
  const verified = verifyProviderSignature(config.paymentProviderWebhookSecret, ctx.rawBody, ctx.headers);
  if (!verified.ok) {
    if (verified.failure === 'secret') {
      // Ours to fix, not the provider's: nothing can be verified until the variable is corrected.
      logger.error({ reason: verified.reason }, 'PAYMENT_PROVIDER_WEBHOOK_SECRET cannot verify signatures; payment provider webhook refused');
    } else {
      logger.warn({ reason: verified.reason }, 'payment provider webhook refused');
    }
    throw unauthorized('Invalid webhook signature');
  }
  return next();
});

export const providerWebhooksRouter = router({
  paymentProvider: signedByProvider
    .meta({
      openapi: {
        method: 'POST',
        path: '/webhooks/paymentprovider',
        tags,
        summary: 'Payment provider events (Standard Webhooks signature)',
        description:
          'Called by the payment provider, not by tenants. No API key or token: the request must carry a Standard Webhooks ' +
          'signature (`webhook-id`, `webhook-timestamp`, `webhook-signature`: HMAC-SHA256 over `id.timestamp.body` with ' +
          '`PAYMENT_PROVIDER_WEBHOOK_SECRET`, timestamp within 5 minutes), checked over the raw body before anything else; ' +
          'otherwise 401. `payment.processing`, `payment.succeeded` and `payment.failed` move the payment along PENDING → ' +
          'PROCESSING → SUCCEEDED | FAILED; `refund.succeeded` and `refund.failed` settle a refund (`data.providerRefundId`); ' +
          '`dispute.created`, `dispute.updated` and `dispute.closed` open and move a dispute (`data.providerDisputeId`). ' +
          'Any other event type is recorded and answers 200 with ' +
          '`outcome: ignored`, so the provider does not retry it; a body without the envelope (`id`, `type`, `createdAt`, ' +
          '`data.providerPaymentId`) is a 400. An event id is applied once: a repeat answers 200 with `duplicate: true`. An ' +
          'unknown payment answers 200 (`outcome: ignored`); an event the payment is already past answers 200 and changes ' +
          'nothing (`outcome: stale`). Counted per client IP before the signature is checked: past PROVIDER_WEBHOOK_RATE_LIMIT_MAX per ' +
          'PROVIDER_WEBHOOK_RATE_LIMIT_WINDOW_S, a 429 with `Retry-After`.',
        errorResponses: [400, 401, 413, 415, 429, 503],
      },
    })
    .input(providerEventSchema)
    .output(providerEventReceiptSchema)
    .mutation(async ({ ctx, input }) => {
      const receipt = await applyProviderEvent(
        ctx.db,
        { correlationId: ctx.correlationId, ip: ctx.ip },
        input,
        // The adapter has parsed this body as a JSON object already; kept as received, extra fields included.
        JSON.parse(ctx.rawBody!) as Record<string, unknown>,
      );
      // Counted once the transaction has committed; a rolled-back event is redelivered and counted then.
      const outcome = receipt.duplicate ? 'duplicate' : receipt.outcome;
      if (outcome) ctx.metrics.providerEvents.inc({ outcome });
      return receipt;
    }),
});
