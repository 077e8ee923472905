import { describe, expect, it } from 'vitest';
import { normalisedAddress, PEER_ADDRESS_HEADER, stampPeerAddress } from './peer-address';
import { clientIpOf } from './request-meta';

/** The headers of a request whose socket's peer is `peer` (as the recorder stamps them), plus what the client or proxies sent. */
function requestFrom(peer: string | null, sent: Record<string, string> = {}): Headers {
  const raw: Record<string, string | string[] | undefined> = { ...sent };
  if (peer !== null) stampPeerAddress(raw, peer);
  return new Headers(raw as Record<string, string>);
}

const direct = { from: 'socket', trustedProxyCount: 0 } as const;
const behind = (trustedProxyCount: number) => ({ from: 'socket', trustedProxyCount }) as const;

describe('the client address', () => {
  it('is the socket peer without trusted proxies, whatever X-Forwarded-For or X-Real-IP the client sends', () => {
    const forged = { 'x-forwarded-for': '203.0.113.66', 'x-real-ip': '203.0.113.67', 'x-vercel-forwarded-for': '203.0.113.68' };
    expect(clientIpOf(requestFrom('198.51.100.4', forged), direct)).toBe('198.51.100.4');
    expect(clientIpOf(requestFrom('198.51.100.4'), direct)).toBe('198.51.100.4');
  });

  it('is unknown without a socket and without trusted proxies, forwarded headers or not', () => {
    expect(clientIpOf(requestFrom(null, { 'x-forwarded-for': '203.0.113.66' }), direct)).toBeNull();
    expect(clientIpOf(requestFrom(null), direct)).toBeNull();
  });

  it('takes no peer-address header a client wrote itself', () => {
    const forged = { [PEER_ADDRESS_HEADER]: '203.0.113.66' };
    expect(clientIpOf(requestFrom(null, forged), direct)).toBeNull();
    const guessedProof = { [PEER_ADDRESS_HEADER]: 'not-the-proof 203.0.113.66' };
    expect(clientIpOf(requestFrom(null, guessedProof), direct)).toBeNull();
    // The recorder replaces the client's copy with the socket's address.
    expect(clientIpOf(requestFrom('198.51.100.4', guessedProof), direct)).toBe('198.51.100.4');
  });

  it('is the (N+1)-th entry from the right of X-Forwarded-For and the peer behind N trusted proxies', () => {
    // client 192.0.2.1 → balancer 10.0.0.5 (appends 192.0.2.1) → this server (peer 10.0.0.5)
    expect(clientIpOf(requestFrom('10.0.0.5', { 'x-forwarded-for': '192.0.2.1' }), behind(1))).toBe('192.0.2.1');
    // The client's own forged entries stay on the left, where nobody vouches for them.
    expect(clientIpOf(requestFrom('10.0.0.5', { 'x-forwarded-for': '203.0.113.66, 203.0.113.67, 192.0.2.1' }), behind(1))).toBe('192.0.2.1');
    // CDN (appends the client) → balancer (appends the CDN's address) → this server
    expect(clientIpOf(requestFrom('10.0.0.5', { 'x-forwarded-for': '203.0.113.66, 192.0.2.1, 198.51.100.20' }), behind(2))).toBe('192.0.2.1');
  });

  it('is the leftmost entry when the request came past fewer proxies than trusted', () => {
    expect(clientIpOf(requestFrom('10.0.0.5'), behind(2))).toBe('10.0.0.5');
    expect(clientIpOf(requestFrom('10.0.0.5', { 'x-forwarded-for': '192.0.2.1' }), behind(2))).toBe('192.0.2.1');
  });

  it('in process (no socket) behind N proxies, is the N-th entry from the right; unknown without any', () => {
    expect(clientIpOf(requestFrom(null, { 'x-forwarded-for': '203.0.113.66, 192.0.2.1' }), behind(1))).toBe('192.0.2.1');
    expect(clientIpOf(requestFrom(null), behind(1))).toBeNull();
  });

  it("is Vercel's own header on Vercel, never a client's X-Forwarded-For", () => {
    const headers = requestFrom('127.0.0.1', { 'x-forwarded-for': '203.0.113.66', 'x-vercel-forwarded-for': '192.0.2.1' });
    expect(clientIpOf(headers, { from: 'vercel' })).toBe('192.0.2.1');
    expect(clientIpOf(new Headers({ 'x-real-ip': '192.0.2.2' }), { from: 'vercel' })).toBe('192.0.2.2');
    expect(clientIpOf(new Headers({ 'x-forwarded-for': '203.0.113.66' }), { from: 'vercel' })).toBeNull();
  });

  it('is unknown when the entry a proxy vouches for is not an address', () => {
    expect(clientIpOf(requestFrom('10.0.0.5', { 'x-forwarded-for': 'unknown' }), behind(1))).toBeNull();
    expect(clientIpOf(requestFrom('10.0.0.5', { 'x-forwarded-for': '<script>' }), behind(1))).toBeNull();
  });
});

describe('addresses as they are kept', () => {
  it('writes IPv4-mapped IPv6 as IPv4 and IPv6 in its short form', () => {
    expect(normalisedAddress('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(normalisedAddress('2001:0db8:0000:0000:0000:0000:0000:0001')).toBe('2001:db8::1');
    expect(normalisedAddress('::1')).toBe('::1');
  });

  it('drops ports, brackets and zone indexes, and refuses what is not an address', () => {
    expect(normalisedAddress('192.0.2.1:4711')).toBe('192.0.2.1');
    expect(normalisedAddress('[2001:db8::1]:4711')).toBe('2001:db8::1');
    expect(normalisedAddress('[::ffff:192.0.2.1]')).toBe('192.0.2.1');
    expect(normalisedAddress('fe80::1%eth0')).toBe('fe80::1');
    for (const bad of ['', 'unknown', '999.1.1.1', '192.0.2.1, 192.0.2.2', 'example.com']) expect(normalisedAddress(bad)).toBeNull();
    expect(normalisedAddress(undefined)).toBeNull();
  });

  it('a peer that is not an address stamps nothing', () => {
    const raw: Record<string, string | string[] | undefined> = { [PEER_ADDRESS_HEADER]: 'forged 203.0.113.66' };
    stampPeerAddress(raw, undefined);
    expect(raw[PEER_ADDRESS_HEADER]).toBeUndefined();
  });
});
