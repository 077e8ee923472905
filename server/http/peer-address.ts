import { randomBytes } from 'node:crypto';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The address of the socket a request came in on, as the server saw it. Next.js route handlers
 * never see the socket (Next.js only fills `X-Forwarded-For` with it when the client sent none, so a
 * client that sends one hides its own address), so the address is written into a header of the
 * product's own before Next.js reads the request: Node.js publishes `http.server.request.start`
 * synchronously before the server emits 'request', and the subscriber below runs there.
 *
 * The header's value carries a proof: random bytes drawn once per process. A client can send the
 * header too, and a request that arrived before the subscriber was registered (Next.js listens
 * before it loads the instrumentation hook) keeps the client's copy; without the proof that copy is
 * worth nothing. The proof lives on `globalThis` because Next.js bundles this module more than once
 * (the instrumentation hook and each route), and every copy must agree.
 */
export const PEER_ADDRESS_HEADER = 'x-billing-peer-address';

const STATE = Symbol.for('billing-platform.peer-address');
type State = { proof: string; recording: boolean };

function state(): State {
  const global = globalThis as { [STATE]?: State };
  global[STATE] ??= { proof: randomBytes(18).toString('base64url'), recording: false };
  return global[STATE];
}

/**
 * An address as the app keeps it: IPv4-mapped IPv6 (`::ffff:192.0.2.1`, how a dual-stack socket
 * reports an IPv4 peer) as plain IPv4, IPv6 in its short form; null when it is not an address.
 * A port (`192.0.2.1:4711`, `[2001:db8::1]:4711`) and IPv6 brackets are dropped: some balancers
 * write them into `X-Forwarded-For`.
 */
export function normalisedAddress(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let text = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(':'));
  // A zone index (`fe80::1%eth0`) names an interface of this host: not part of who called.
  text = text.replace(/%.*$/, '');
  return ipaddr.isValid(text) ? ipaddr.process(text).toString() : null;
}

/** Writes the peer's address into a request's headers, with this process's proof. */
export function stampPeerAddress(headers: Record<string, string | string[] | undefined>, address: string | null | undefined): void {
  const normalised = normalisedAddress(address);
  if (normalised) headers[PEER_ADDRESS_HEADER] = `${state().proof} ${normalised}`;
  else delete headers[PEER_ADDRESS_HEADER];
}

/** The peer's address stamped on a request by this process; null when there is none (or only a client's copy). */
export function peerAddressOf(headers: Headers): string | null {
  const value = headers.get(PEER_ADDRESS_HEADER);
  if (!value) return null;
  const [proof, address] = value.split(' ');
  return proof === state().proof ? normalisedAddress(address) : null;
}

type RequestStart = { request: IncomingMessage; socket: Socket };

/**
 * Stamps every request this process's HTTP servers receive with its socket's address. Idempotent:
 * the hook may run more than once (development reloads), the subscriber is registered once.
 */
export function recordPeerAddresses(): void {
  const current = state();
  if (current.recording) return;
  current.recording = true;
  subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as RequestStart;
    stampPeerAddress(request.headers, socket?.remoteAddress ?? request.socket?.remoteAddress);
  });
}
