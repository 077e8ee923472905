import { Webhook } from 'standardwebhooks';
import type { Db } from '@/db/client';
import type { SecretBox } from '@/server/infra/secret-box';
import type { WebhookRequest, WebhookResponse } from '@/server/infra/webhook-sender';
import { type ClaimedDelivery, type DeliveryOutcome, deferToSlot, giveUp, type NextState, recordAttempt } from './delivery-queue';
import { type DeliveryTarget, readDeliveryTarget, takeSendingSlot } from './delivery-target';
import { reservedHeaderNames } from './endpoint-schemas';
import type { EndpointNotifier } from './endpoint-health';
import { retryDelayAfter } from './retry-schedule';
import { openEndpointSecret } from './webhook-secret';
import { type HostResolver, resolveWebhookTarget } from './webhook-target';

/**
 * One attempt at one claimed delivery, the step the batch runner and a test send share: check the
 * tenant may still receive it, check the target (SSRF policy), sign it, send it with a timeout,
 * read the answer, and hand the result to the queue to record.
 */

export const WEBHOOK_USER_AGENT = 'billing-platform-webhooks/1.0';

const reservedHeaders = new Set<string>(reservedHeaderNames);

export type DeliveryDeps = {
  db: Db;
  /** Opens the stored signing secrets and header values. */
  secrets: SecretBox;
  send: (request: WebhookRequest) => Promise<WebhookResponse>;
  allowPrivateTargets: boolean;
  timeoutMs: number;
  resolver?: HostResolver;
  /** Called with the duration of every request that reached the network. */
  observeDuration?: (seconds: number) => void;
  /** Mails a tenant's owners and developers when one of its endpoints starts failing; none without it. */
  notify?: EndpointNotifier;
};

/**
 * One attempt at one claimed delivery, outside any transaction. The endpoint and its tenant are
 * read again: only an ACTIVE tenant's enabled endpoint is sent anything. A rate-limited endpoint's
 * delivery takes the next sending slot first, and waits for it (deferred, no attempt counted) when
 * it is not now. The target is checked and the request goes to the checked address. Every attempt
 * is logged; the delivery row is written only while this worker's claim holds, so a worker whose
 * claim expired cannot overwrite a newer attempt. Returns null when the claim was lost. `read` is
 * the endpoint as the caller read it for the rows it claimed together, just now (its `target`,
 * undefined when the endpoint is gone); without it the endpoint is read here.
 */
export async function deliverClaimed(deps: DeliveryDeps, delivery: ClaimedDelivery, read?: { target: DeliveryTarget | undefined }): Promise<DeliveryOutcome | null> {
  const target = read ? read.target : delivery.endpointId ? await readDeliveryTarget(deps, delivery.endpointId) : undefined;
  if (!target) return giveUp(deps.db, delivery, 'endpoint removed');
  if (target.tenantStatus !== 'ACTIVE') return giveUp(deps.db, delivery, 'tenant not active');
  if (!target.enabled) return giveUp(deps.db, delivery, 'endpoint disabled');
  if (target.rateLimitPerSecond !== null && !delivery.rateSlotAt) {
    const slot = await takeSendingSlot(deps.db, target.id);
    if (slot.later) return deferToSlot(deps.db, delivery, slot.at);
  }

  const attemptNumber = delivery.attemptCount + 1;
  const startedAt = performance.now();
  const result = await signAndSend(deps, delivery, target);
  const durationMs = Math.round(performance.now() - startedAt);
  const { succeeded, statusCode, error, responseExcerpt } = classify(result);
  const retryInSeconds = retryDelayAfter(attemptNumber);
  const next: NextState = succeeded ? { outcome: 'delivered' } : retryInSeconds === null ? { outcome: 'failed' } : { outcome: 'rescheduled', retryInSeconds };
  return recordAttempt(deps.db, delivery, { attemptNumber, url: target.url, durationMs, statusCode, error, responseExcerpt }, next, deps.notify);
}

/**
 * Signs the delivery and sends it to the checked address of the tenant's URL. A refused target, a
 * missing secret that cannot be made, a stored one that does not open, or a network failure comes
 * back as an error answer: each is an attempt that failed, logged and retried like a receiver's 500.
 */
async function signAndSend(deps: DeliveryDeps, delivery: ClaimedDelivery, endpoint: DeliveryTarget): Promise<WebhookResponse> {
  try {
    const target = await resolveWebhookTarget(endpoint.url, { allowPrivate: deps.allowPrivateTargets, resolver: deps.resolver });
    const stored = endpoint.openSecrets();
    const secret = stored.secret ?? (await openEndpointSecret(deps, { ...endpoint, secret: null }));
    if (!secret) throw new Error('endpoint removed');
    const body = JSON.stringify(delivery.payload);
    const timestamp = new Date();
    // The endpoint's own headers first: the platform's, set after, can never be overridden by one
    // (the names are refused when saved, and a differently cased duplicate loses here).
    const custom = Object.fromEntries(Object.entries(stored.headers).filter(([name]) => !reservedHeaders.has(name.toLowerCase())));
    const headers = {
      ...custom,
      'content-type': 'application/json',
      'user-agent': WEBHOOK_USER_AGENT,
      'webhook-id': delivery.eventId,
      'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
      'webhook-signature': signatures([secret, stored.previousSecret], delivery.eventId, timestamp, body),
    };
    const sentAt = performance.now();
    const result = await deps.send({ url: target.url, address: target.address, headers, body, timeoutMs: deps.timeoutMs, traceContext: delivery.traceContext });
    deps.observeDuration?.((performance.now() - sentAt) / 1000);
    return result;
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The `webhook-signature` value: one `v1,<signature>` per secret, separated by spaces, as Standard
 * Webhooks allows while a rotated-out secret is still in its grace period. A receiver verifies the
 * message when any one of them matches its secret.
 */
export function signatures(secrets: Array<string | null | undefined>, id: string, timestamp: Date, body: string): string {
  return secrets
    .filter((secret): secret is string => Boolean(secret))
    .map((secret) => new Webhook(secret).sign(id, timestamp, body))
    .join(' ');
}

/** How much of the receiver's answer the attempt log keeps: enough to read why it refused an event. */
export const RESPONSE_EXCERPT_CHARS = 1024;

/**
 * Only a 2xx answer delivers; anything else is kept as the status code or the error (cut to 500
 * characters). The start of the receiver's body is kept either way, without NUL characters, which
 * a Postgres text column refuses (a receiver may answer with anything).
 */
function classify(result: WebhookResponse): { succeeded: boolean; statusCode: number | null; error: string | null; responseExcerpt: string | null } {
  if ('error' in result) return { succeeded: false, statusCode: null, error: result.error.slice(0, 500), responseExcerpt: null };
  const { statusCode } = result;
  const succeeded = statusCode >= 200 && statusCode < 300;
  const responseExcerpt = [...result.body.replaceAll('\u0000', '')].slice(0, RESPONSE_EXCERPT_CHARS).join('') || null;
  return { succeeded, statusCode, error: succeeded ? null : `receiver answered ${statusCode}`, responseExcerpt };
}
