import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { validationFailed } from '@/server/errors';
import { withTimeout } from '@/server/infra/timeout';

/** The detail of the 400 answered at save time. */
export const privateTargetMessage = 'webhookUrl must not point to a private, loopback or link-local address';

export type ResolvedAddress = { address: string; family: 4 | 6 };

/** Resolves a host name to every address it has, as `dns.lookup({all: true})` does. */
export type HostResolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: HostResolver = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));

/**
 * Whether an address may receive tenant webhooks: only ordinary unicast addresses. Everything
 * ipaddr.js puts in a special range is refused: loopback, private (10/8, 172.16/12, 192.168/16,
 * fc00::/7), link-local (169.254/16 with the cloud metadata address, fe80::/10), unspecified,
 * carrier-grade NAT, multicast, broadcast and reserved ranges, and the IPv6 forms that embed an
 * IPv4 address (mapped, compatible, NAT64, 6to4, Teredo) so `::ffff:127.0.0.1` is no way around it.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) return isPublicAddress(v6.toIPv4Address().toString());
    // ::/96 (IPv4-compatible, deprecated) is "unicast" to ipaddr.js but can name 127.0.0.1.
    if (v6.parts.slice(0, 6).every((part) => part === 0)) return false;
  }
  return parsed.range() === 'unicast';
}

/** `[::1]` in a URL's hostname is `::1` to the resolver. */
const bareHost = (hostname: string) => (hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname);

/** RFC 6761: `localhost` and its subdomains are loopback whatever a resolver says. */
const isLocalhostName = (host: string) => {
  const name = host.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
};

export class WebhookTargetError extends Error {
  constructor(
    message: string,
    readonly reason: 'private-address' | 'unresolvable' | 'invalid-url',
  ) {
    super(message);
    this.name = 'WebhookTargetError';
  }
}

/**
 * The address to connect to for a delivery: the host is resolved once and every address it has is
 * checked; the sender then connects to the returned address (never resolving the name again), so a
 * name that answers a public address to the check and a private one to the connection (DNS
 * rebinding) gets nowhere.
 */
export async function resolveWebhookTarget(
  url: string,
  options: { allowPrivate: boolean; resolver?: HostResolver; timeoutMs?: number },
): Promise<{ url: URL; address: ResolvedAddress }> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new WebhookTargetError('webhook URL is not a valid URL', 'invalid-url');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new WebhookTargetError('webhook URL must be http or https', 'invalid-url');
  const host = bareHost(parsed.hostname);
  const literal = isIP(host);
  let addresses: ResolvedAddress[];
  if (literal !== 0) {
    addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  } else {
    if (!options.allowPrivate && isLocalhostName(host)) throw new WebhookTargetError(`${host} is a loopback name`, 'private-address');
    try {
      addresses = await withTimeout((options.resolver ?? systemResolver)(host), options.timeoutMs ?? 5000, `DNS lookup of ${host}`);
    } catch (error) {
      throw new WebhookTargetError(`could not resolve ${host}: ${error instanceof Error ? error.message : String(error)}`, 'unresolvable');
    }
    if (addresses.length === 0) throw new WebhookTargetError(`could not resolve ${host}`, 'unresolvable');
  }
  if (!options.allowPrivate) {
    const refused = addresses.find((candidate) => !isPublicAddress(candidate.address));
    if (refused) {
      const what = literal !== 0 ? host : `${host} resolves to ${refused.address}, which`;
      throw new WebhookTargetError(`${what} is not a public address`, 'private-address');
    }
  }
  return { url: parsed, address: addresses[0]! };
}

/**
 * The save-time check (registration, settings): a URL whose host is, or resolves to, a non-public
 * address is a 400. A name that does not resolve (yet) is accepted: DNS may be set up after the
 * URL, and every delivery checks again before it connects.
 */
export async function assertWebhookUrlAllowed(
  url: string | null | undefined,
  options: { allowPrivate: boolean; resolver?: HostResolver },
  field = 'webhookUrl',
): Promise<void> {
  if (!url || options.allowPrivate) return;
  try {
    await resolveWebhookTarget(url, { ...options, timeoutMs: 3000 });
  } catch (error) {
    if (error instanceof WebhookTargetError && error.reason === 'private-address') {
      throw validationFailed([{ field, message: field === 'webhookUrl' ? privateTargetMessage : privateTargetMessage.replace('webhookUrl', field) }]);
    }
  }
}

/** How a service learns whether private targets are allowed (WEBHOOK_ALLOW_PRIVATE_TARGETS). */
export type WebhookTargetPolicy = { webhookTargets: { allowPrivate: boolean } };
