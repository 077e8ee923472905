import ipaddr from 'ipaddr.js';

/**
 * The address blocks a key may be used from, written as CIDR (`203.0.113.0/24`, `2001:db8::/32`)
 * or as one address (read as /32 or /128). Strict: an IPv4 address is four decimal parts (no
 * `0x1F`, no `10.1`, which inet_aton would read as numbers), no zone index, and a block's host
 * bits must be zero (`10.1.2.3/8` is refused with both readings offered, not guessed).
 */
export type AddressBlock = { address: ipaddr.IPv4 | ipaddr.IPv6; bits: number };

const FOUR_DECIMAL_PARTS = /^(?:0|[1-9]\d{0,2})(?:\.(?:0|[1-9]\d{0,2})){3}$/;
const IPV6_TEXT = /^[0-9A-Fa-f:.]+$/;
const PREFIX = /^(?:0|[1-9]\d{0,2})$/;

function parseAddress(text: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  if (FOUR_DECIMAL_PARTS.test(text)) return ipaddr.IPv4.isValidFourPartDecimal(text) ? ipaddr.IPv4.parse(text) : undefined;
  if (text.includes(':') && IPV6_TEXT.test(text) && ipaddr.IPv6.isValid(text)) return ipaddr.IPv6.parse(text);
  return undefined;
}

/** The block written in `text`, in its canonical form; or why it is not one. */
export function parseAddressBlock(text: string): { block: AddressBlock; canonical: string } | { problem: string } {
  const [addressText = '', prefixText, ...rest] = text.trim().split('/');
  const address = rest.length === 0 ? parseAddress(addressText) : undefined;
  if (!address) return { problem: 'is not an IPv4 or IPv6 address or CIDR block' };
  const maxBits = address.kind() === 'ipv4' ? 32 : 128;
  if (prefixText !== undefined && (!PREFIX.test(prefixText) || Number(prefixText) > maxBits)) {
    return { problem: `has a prefix length that is not 0 to ${maxBits}` };
  }
  const bits = prefixText === undefined ? maxBits : Number(prefixText);
  const network = address.kind() === 'ipv4' ? ipaddr.IPv4.networkAddressFromCIDR(`${address.toString()}/${bits}`) : ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/${bits}`);
  if (network.toString() !== address.toString()) {
    return { problem: `has host bits set: write ${network.toString()}/${bits} for the block, or ${address.toString()}/${maxBits} for the one address` };
  }
  return { block: { address, bits }, canonical: `${address.toString()}/${bits}` };
}

/** Stored blocks are canonical already; each is parsed once per process, not on every request. */
const parsedBlocks = new Map<string, AddressBlock | null>();
function blockOf(text: string): AddressBlock | null {
  let block = parsedBlocks.get(text);
  if (block === undefined) {
    const parsed = parseAddressBlock(text);
    block = 'problem' in parsed ? null : parsed.block;
    if (parsedBlocks.size >= 10_000) parsedBlocks.delete(parsedBlocks.keys().next().value!);
    parsedBlocks.set(text, block);
  }
  return block;
}

/**
 * Whether `ip` (the client address the server decided: server/http/request-meta.ts) is inside one
 * of `blocks`. An IPv4-mapped IPv6 address counts as its IPv4 address; an unknown address is in none.
 */
export function isAddressAllowed(ip: string | null, blocks: readonly string[]): boolean {
  if (blocks.length === 0) return true;
  if (!ip || !ipaddr.isValid(ip)) return false;
  const address = ipaddr.process(ip);
  return blocks.some((text) => {
    const block = blockOf(text);
    if (!block || block.address.kind() !== address.kind()) return false;
    return address.kind() === 'ipv4' ? (address as ipaddr.IPv4).match(block.address as ipaddr.IPv4, block.bits) : (address as ipaddr.IPv6).match(block.address as ipaddr.IPv6, block.bits);
  });
}
