import { Webhook } from 'standardwebhooks';

/** The three Standard Webhooks headers a provider event carries. */
export type ProviderSignatureHeaders = {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
};

const signatureHeaderNames = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const;

export type SignatureCheck =
  | { ok: true }
  /**
   * `signature`: the request is not signed with our secret (missing headers, no matching
   * signature, timestamp out of tolerance). `secret`: the configured secret cannot verify anything
   * (env.ts refuses such a secret at start-up; this is the defence behind it).
   */
  | { ok: false; failure: 'signature' | 'secret'; reason: string };

/**
 * Checks a provider event's Standard Webhooks signature (HMAC-SHA256 over `id.timestamp.body`,
 * 5-minute tolerance, both enforced by the library) over the body exactly as it was received.
 * Never throws: every failure, the library's own errors included, is returned with why, so the
 * caller decides the answer and an unusable secret cannot turn into a 500. The body is not parsed
 * here.
 */
export function verifyProviderSignature(secret: string, rawBody: string, headers: Headers): SignatureCheck {
  const present: Record<string, string> = {};
  for (const name of signatureHeaderNames) {
    const value = headers.get(name);
    if (value) present[name] = value;
  }
  let webhook: Webhook;
  try {
    webhook = new Webhook(secret);
  } catch (error) {
    // The library's message ("Base64Coder: incorrect characters...") never contains the secret.
    return { ok: false, failure: 'secret', reason: messageOf(error) };
  }
  try {
    webhook.verify(rawBody, present, { jsonParse: false });
    return { ok: true };
  } catch (error) {
    // A WebhookVerificationError, or anything else the library throws while checking: either way a
    // request we could not verify.
    return { ok: false, failure: 'signature', reason: messageOf(error) };
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The headers that sign `body` as message `messageId` at `timestamp` (what a provider sends). */
export function signProviderBody(secret: string, messageId: string, body: string, timestamp = new Date()): ProviderSignatureHeaders {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(messageId, timestamp, body),
  };
}
