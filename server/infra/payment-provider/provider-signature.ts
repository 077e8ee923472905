import { Webhook, WebhookVerificationError } from 'standardwebhooks';

/** The three Standard Webhooks headers a provider event carries. */
export type ProviderSignatureHeaders = {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
};

const signatureHeaderNames = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const;

/**
 * Checks a provider event's Standard Webhooks signature (HMAC-SHA256 over `id.timestamp.body`,
 * 5-minute tolerance, both enforced by the library) over the body exactly as it was received.
 * Returns why it failed rather than throwing, so the caller decides the answer; the body is not
 * parsed here.
 */
export function verifyProviderSignature(secret: string, rawBody: string, headers: Headers): { ok: true } | { ok: false; reason: string } {
  const present: Record<string, string> = {};
  for (const name of signatureHeaderNames) {
    const value = headers.get(name);
    if (value) present[name] = value;
  }
  try {
    new Webhook(secret).verify(rawBody, present, { jsonParse: false });
    return { ok: true };
  } catch (error) {
    if (error instanceof WebhookVerificationError) return { ok: false, reason: error.message };
    throw error;
  }
}

/** The headers that sign `body` as message `messageId` at `timestamp` (what a provider sends). */
export function signProviderBody(secret: string, messageId: string, body: string, timestamp = new Date()): ProviderSignatureHeaders {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(messageId, timestamp, body),
  };
}
