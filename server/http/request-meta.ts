import { randomUUID } from 'node:crypto';
import { normalisedAddress, peerAddressOf } from './peer-address';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export const isUuidV4 = (value: string) => UUID_V4.test(value);

/** The caller's `X-Correlation-ID` when it is a UUID v4 (echoed as sent), else a new one. */
export function correlationIdOf(headers: Headers): string {
  const given = headers.get('x-correlation-id')?.trim();
  return given && isUuidV4(given) ? given : randomUUID();
}

/**
 * Where the client's address is read from: the platform's own header on Vercel (its edge writes
 * it and overwrites any copy a client sent); elsewhere the socket's peer, or, with
 * `trustedProxyCount` proxies in front that each append the address they received from to
 * `X-Forwarded-For`, the entry those proxies vouch for.
 */
export type ClientAddressSource = { from: 'vercel' } | { from: 'socket'; trustedProxyCount: number };

/**
 * The client address, or null when it is unknown. A forwarded header is never believed by default:
 * with no trusted proxy the address is the socket's peer (stamped by server/http/peer-address.ts);
 * with N the chain is `X-Forwarded-For` followed by the peer, and the client is the (N+1)-th entry
 * from the right: each trusted proxy appended the one before it, anything further left is what the
 * client wrote. A chain shorter than that came past fewer proxies, and its leftmost entry is the
 * client. Unknown (no socket, as when a handler is called in process, or an entry that is not an
 * address) is null: callers count every unknown caller together, so it is no way around a limit.
 */
export function clientIpOf(headers: Headers, source: ClientAddressSource): string | null {
  if (source.from === 'vercel') {
    const forwarded = headers.get('x-vercel-forwarded-for') ?? headers.get('x-real-ip');
    return normalisedAddress(forwarded?.split(',')[0]);
  }
  const peer = peerAddressOf(headers);
  if (source.trustedProxyCount === 0) return peer;
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  // In process there is no socket: the chain's last entry is then the one the nearest proxy wrote.
  const hops = peer === null ? source.trustedProxyCount - 1 : source.trustedProxyCount;
  if (peer !== null) chain.push(peer);
  if (chain.length === 0) return null;
  return normalisedAddress(chain[Math.max(0, chain.length - 1 - hops)]);
}
