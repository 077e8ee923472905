import { z } from 'zod';
import { applyConnectorEvent, verifyConnectorEvent } from '../services/payment-connectors/apply-stripe-event';
import { providerEventReceiptSchema } from '../services/payments';
import { rowIdParam } from '../services/shared/row-id';
import { providerWebhookProcedure, router } from '../trpc';

const tags = ['Webhooks'];

/**
 * Stripe's signature with the connector's signing secret is the only authentication. It is checked
 * before the input parser runs (this middleware comes before `.input()`), over the body exactly as
 * received, so an unsigned request learns nothing about what a valid payload looks like.
 */
const signedByStripe = providerWebhookProcedure.use(async ({ ctx, next, getRawInput }) => {
  const raw = (await getRawInput()) as { connectorId?: unknown } | undefined;
  const verified = await verifyConnectorEvent(ctx, { connectorId: raw?.connectorId, rawBody: ctx.rawBody, signature: ctx.headers.get('stripe-signature') }).catch((error: unknown) => {
    ctx.logger.warn({ connectorId: raw?.connectorId }, 'stripe webhook refused');
    throw error;
  });
  return next({ ctx: { stripeEvent: verified } });
});

export const stripeWebhooksRouter = router({
  receive: signedByStripe
    .meta({
      openapi: {
        method: 'POST',
        path: '/webhooks/stripe/{connectorId}',
        tags,
        summary: 'Stripe events for one payment connector (Stripe-Signature)',
        description:
          'Called by Stripe, not by tenants: the address a connector shows as its `webhookUrl`. No API key or token: the request must carry ' +
          'a `Stripe-Signature` made with that connector’s signing secret over the raw body (checked with the official library, 5-minute ' +
          'tolerance); otherwise 401; an address naming no Stripe connector is a 404. `payment_intent.processing`, `.succeeded`, `.payment_failed` and `.canceled` ' +
          'move the payment; `refund.created`, `refund.updated`, `refund.failed` and `charge.refund.updated` settle a refund once Stripe says ' +
          'succeeded or failed; `charge.dispute.created`, `.updated` and `.closed` open and move a dispute. Any other type is recorded and answers ' +
          '200 with `outcome: ignored`. An event id is applied once (`duplicate: true` on a repeat); an event the record is already past changes ' +
          'nothing (`outcome: stale`). An event naming another connector’s payment is ignored. Counted per (connector, client IP) before the ' +
          'signature is checked: past PROVIDER_WEBHOOK_RATE_LIMIT_MAX per PROVIDER_WEBHOOK_RATE_LIMIT_WINDOW_S, a 429 with `Retry-After` (Stripe retries it).',
        errorResponses: [400, 401, 404, 413, 415, 429, 503],
      },
    })
    .input(
      z
        .looseObject({
          connectorId: rowIdParam('The payment connector the events are for (its `webhookUrl`).'),
          id: z.string().meta({ description: 'Stripe’s event id (`evt_…`).' }),
          type: z.string().meta({ description: 'Stripe’s event type (`payment_intent.succeeded`…).' }),
        })
        .meta({ description: 'A Stripe event object, as Stripe sends it.' }),
    )
    .output(providerEventReceiptSchema)
    .mutation(async ({ ctx }) => {
      // The body as received (the adapter has parsed it as a JSON object already), kept on the event row.
      const payload = JSON.parse(ctx.rawBody!) as Record<string, unknown>;
      const receipt = await applyConnectorEvent(ctx, { correlationId: ctx.correlationId, ip: ctx.ip }, ctx.stripeEvent, payload);
      // Counted once the transaction has committed; a rolled-back event is redelivered and counted then.
      const outcome = receipt.duplicate ? 'duplicate' : receipt.outcome;
      if (outcome) ctx.metrics.providerEvents.inc({ outcome });
      return receipt;
    }),
});
