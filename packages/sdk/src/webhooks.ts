import { Webhook } from 'standardwebhooks';
import type { webhooks } from './generated/openapi.js';

type EventOf<T extends keyof webhooks> = NonNullable<webhooks[T]['post']> extends { requestBody: { content: { 'application/json': infer Event } } } ? Event : never;
/** An event the platform sends, discriminated by `type` (the catalog in `/openapi.json`'s `webhooks`). */
export type WebhookEvent = { [T in keyof webhooks]: EventOf<T> }[keyof webhooks];
export type WebhookEventType = WebhookEvent['type'];
/** The event of one type: `WebhookEventOf<'payment.succeeded'>`. */
export type WebhookEventOf<T extends WebhookEventType> = Extract<WebhookEvent, { type: T }>;

/** The delivery was not signed by any of the secrets, is too old or too new, or is not an event. */
export class WebhookVerificationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookVerificationError';
  }
}

export type VerifyWebhookOptions = {
  /** How far the `webhook-timestamp` may be from now, either way. Default 300 (Standard Webhooks). */
  toleranceSeconds?: number;
  /** Milliseconds since the epoch; injectable for tests. */
  now?: () => number;
};

type HeaderSource = Headers | Record<string, string | string[] | undefined>;

function header(headers: HeaderSource, name: string): string | undefined {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined;
  const record = headers as Record<string, string | string[] | undefined>;
  const key = Object.keys(record).find((candidate) => candidate.toLowerCase() === name);
  const value = key === undefined ? undefined : record[key];
  return Array.isArray(value) ? value.join(' ') : value;
}

/** Compares in time independent of where the strings differ. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/**
 * Checks a delivery's Standard Webhooks signature and timestamp and answers its event, typed by
 * its `type`. `payload` is the body exactly as received. Several secrets may be given (your
 * endpoint's current and previous one, during a rotation), and the `webhook-signature` header may
 * carry several signatures (the platform's during its grace period): one match of any is enough.
 */
export function verifyWebhook(
  payload: string | Uint8Array,
  headers: HeaderSource,
  secretOrSecrets: string | readonly string[],
  options: VerifyWebhookOptions = {},
): WebhookEvent {
  const body = typeof payload === 'string' ? payload : new TextDecoder().decode(payload);
  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  if (!id || !timestamp || !signatures) throw new WebhookVerificationError('Missing webhook-id, webhook-timestamp or webhook-signature');
  const seconds = /^\d+$/.test(timestamp) ? Number(timestamp) : Number.NaN;
  if (Number.isNaN(seconds)) throw new WebhookVerificationError('Invalid webhook-timestamp');
  const tolerance = options.toleranceSeconds ?? 300;
  const now = Math.floor((options.now ?? Date.now)() / 1000);
  if (now - seconds > tolerance) throw new WebhookVerificationError('Message timestamp too old');
  if (seconds - now > tolerance) throw new WebhookVerificationError('Message timestamp too new');

  const offered = signatures
    .split(' ')
    .filter((part) => part.startsWith('v1,'))
    .map((part) => part.slice(3));
  const secrets = typeof secretOrSecrets === 'string' ? [secretOrSecrets] : secretOrSecrets;
  if (secrets.length === 0) throw new WebhookVerificationError('No secret to verify with');
  const signed = secrets.some((secret) => {
    const expected = new Webhook(secret).sign(id, new Date(seconds * 1000), body).slice(3);
    return offered.some((signature) => sameText(signature, expected));
  });
  if (!signed) throw new WebhookVerificationError('No matching signature found');

  let event: unknown;
  try {
    event = JSON.parse(body);
  } catch {
    throw new WebhookVerificationError('The payload is not JSON');
  }
  if (typeof event !== 'object' || event === null || typeof (event as { type?: unknown }).type !== 'string') {
    throw new WebhookVerificationError('The payload is not an event');
  }
  return event as WebhookEvent;
}
