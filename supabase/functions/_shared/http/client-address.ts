/**
 * Who sent a request, as far as the rate limit needs to know: the address from the header the
 * platform writes, and the key it is counted under.
 */

export type ClientAddress = {
  address: string;
  /** Which header gave it (never the address): for the deploy's header check and its warning. */
  source: string;
};

/**
 * The client's address from the header the platform writes: CONTACT_CLIENT_IP_HEADER when set,
 * else CF-Connecting-IP (Cloudflare, in front of Supabase's edge), X-Real-IP, then the
 * right-most X-Forwarded-For hop, the one the nearest proxy appended. Never the left-most: the
 * client writes that one itself. Without any, the connection's peer.
 */
export function clientAddressOf(
  headers: Headers,
  configured: string | undefined,
  peer?: string,
): ClientAddress {
  const lastHop = (name: string) => headers.get(name)?.split(',').at(-1)?.trim() || undefined;
  const chain = configured ? [configured] : ['cf-connecting-ip', 'x-real-ip', 'x-forwarded-for'];
  for (const name of chain) {
    const address = lastHop(name);
    if (address) return { address, source: name };
  }
  return { address: peer || 'unknown', source: peer ? 'peer' : 'none' };
}

/** Whether the address came from the configured header, or from one of the default chain. */
export const fromTrustedHeader = (client: ClientAddress, configured: string | undefined) =>
  configured ? client.source === configured : client.source !== 'peer' && client.source !== 'none';

/** The eight 16-bit groups of an IPv6 address, or null if it is not one. */
function ipv6Groups(address: string): number[] | null {
  let text = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const v4 = /^(.*:)(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const bytes = v4.slice(2).map(Number);
    if (bytes.some((byte) => byte > 255)) return null;
    text = `${v4[1]}${((bytes[0]! << 8) | bytes[1]!).toString(16)}:${((bytes[2]! << 8) | bytes[3]!).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const part = (half: string) => (half ? half.split(':') : []);
  const head = part(halves[0]!);
  const tail = halves.length === 2 ? part(halves[1]!) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return null;
  return groups.map((group) => parseInt(group, 16));
}

/**
 * The key the rate limit counts under: an IPv4 address as it is; an IPv6 address by its /64, the
 * block one home connection is given, so rotating addresses inside it is one household still.
 * An IPv4-mapped IPv6 address counts as its IPv4 address.
 */
function rateLimitKey(address: string) {
  if (!address.includes(':')) return address; // IPv4, the common case: nothing to parse
  const groups = ipv6Groups(address);
  if (!groups) return address;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff)
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** How many times the per-household limit each wider block gets: a /56 or a /24 is a street. */
const widerBlocks = { v6: [4, 8], v4: [4] };

/**
 * Every key a post counts under, narrowest first, with its limit: an IPv6 address by its /64,
 * /56 and /48 (a home gets a /64, a /48 holds 65,536 of them); an IPv4 address by itself and
 * its /24. The first key is the sender's, for the share of the e-mail budget.
 */
export function limitKeys(address: string, limit: number) {
  const key = rateLimitKey(address);
  const groups = key.endsWith('::/64') ? ipv6Groups(address) : null;
  if (groups) {
    const hex = (count: number, mask = 0xffff) =>
      [...groups.slice(0, count - 1), groups[count - 1]! & mask]
        .map((group) => group.toString(16))
        .join(':');
    return [
      { key, limit },
      { key: `${hex(4, 0xff00)}::/56`, limit: limit * widerBlocks.v6[0]! },
      { key: `${hex(3)}::/48`, limit: limit * widerBlocks.v6[1]! },
    ];
  }
  const v4 = /^(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/.exec(key);
  if (!v4) return [{ key, limit }];
  return [
    { key, limit },
    { key: `${v4[1]}.0/24`, limit: limit * widerBlocks.v4[0]! },
  ];
}
