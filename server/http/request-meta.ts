import { randomUUID } from 'node:crypto';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export const isUuidV4 = (value: string) => UUID_V4.test(value);

/** The caller's `X-Correlation-ID` when it is a UUID v4 (echoed as sent), else a new one. */
export function correlationIdOf(headers: Headers): string {
  const given = headers.get('x-correlation-id')?.trim();
  return given && isUuidV4(given) ? given : randomUUID();
}

/**
 * The client address. Route handlers do not see the socket: Next.js puts the peer address in
 * `X-Forwarded-For` when the request has none, and each trusted proxy in front appends the address
 * it received from. With N trusted proxies the client is the N-th entry from the right.
 */
export function clientIpOf(headers: Headers, trustedProxyCount: number): string | null {
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (chain.length === 0) return headers.get('x-real-ip');
  const index = Math.max(0, chain.length - Math.max(1, trustedProxyCount));
  return chain[index] ?? null;
}
