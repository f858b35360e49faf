// Who is on the other end of a connection: the socket's peer, or, only when that peer is a proxy we were told to
// trust (TRUSTED_PROXIES), the address it forwarded in X-Forwarded-For; and how rate limits group addresses.
// Plain node:net, no 'server-only': our HTTP server (scripts/web-server.ts) runs it outside Next's bundles.
import { BlockList, isIP } from 'node:net';

/** Only the end of X-Forwarded-For is read: the hops we trust are appended on the right, the rest is the client's. */
export const FORWARDED_FOR_TAIL_CHARS = 1024;
export const FORWARDED_FOR_MAX_ENTRIES = 32;

/**
 * An address in one canonical spelling, or undefined when it is not an IP address: IPv4-mapped IPv6 becomes IPv4,
 * IPv6 is lower-cased and compressed (so one client cannot count as several by spelling its address differently).
 */
export function normalizeAddress(value: string | undefined): string | undefined {
  // A zone (fe80::1%eth0) names our network interface, not the client.
  const text = value?.trim().split('%')[0];
  if (!text || text.length > 64) return undefined;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(text);
  if (mapped) return isIP(mapped[1]!) === 4 ? mapped[1] : undefined;
  const version = isIP(text);
  if (version === 4) return text;
  if (version !== 6) return undefined;
  // The WHATWG URL parser prints IPv6 in its canonical form (RFC 5952).
  const canonical = new URL(`http://[${text}]/`).hostname.slice(1, -1);
  const again = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (!again) return canonical;
  const [hi, lo] = [parseInt(again[1]!, 16), parseInt(again[2]!, 16)];
  return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
}

export type TrustedProxies = { contains(address: string): boolean; size: number };

/** Parses TRUSTED_PROXIES ("127.0.0.1,10.0.0.0/8,fd00::/8"); throws naming the first entry that is not valid. */
export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const list = new BlockList();
  const entries = (value ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [base, prefix, extra] = entry.split('/');
    const address = normalizeAddress(base);
    const type = address && isIP(address) === 6 ? 'ipv6' : 'ipv4';
    const bits = prefix === undefined ? undefined : Number(prefix);
    const maxBits = type === 'ipv6' ? 128 : 32;
    if (
      !address ||
      extra !== undefined ||
      (bits !== undefined && (!/^\d{1,3}$/.test(prefix!) || bits > maxBits))
    ) {
      throw new Error(`"${entry}" is not an IP address or CIDR range`);
    }
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, bits, type);
  }
  return {
    size: entries.length,
    contains: (address) => {
      const normal = normalizeAddress(address);
      return !!normal && list.check(normal, isIP(normal) === 6 ? 'ipv6' : 'ipv4');
    },
  };
}

/** The last entries of a forwarded-for header, right-most last; a cut-off first entry is dropped. */
function forwardedTail(header: string | string[] | undefined): string[] {
  const joined = Array.isArray(header) ? header.join(',') : (header ?? '');
  const cut = joined.length > FORWARDED_FOR_TAIL_CHARS;
  const entries = (cut ? joined.slice(-FORWARDED_FOR_TAIL_CHARS) : joined).split(',');
  if (cut) entries.shift();
  return entries.slice(-FORWARDED_FOR_MAX_ENTRIES);
}

/**
 * The client's address: the socket peer, unless the peer is a trusted proxy; then X-Forwarded-For is walked from
 * the right past trusted hops only, and the first untrusted address is the client. An entry that is not an IP
 * address stops the walk (the last good hop is kept). 'unknown' when the socket has no address (closed already).
 */
export function clientAddress(
  peer: string | undefined,
  forwardedFor: string | string[] | undefined,
  trusted: TrustedProxies,
): string {
  let address = normalizeAddress(peer);
  if (!address) return 'unknown';
  if (trusted.size === 0 || forwardedFor === undefined) return address;
  const hops = forwardedTail(forwardedFor);
  for (let i = hops.length - 1; i >= 0 && trusted.contains(address); i--) {
    const next = normalizeAddress(hops[i]);
    if (!next) break;
    address = next;
  }
  return address;
}

/**
 * The address a limit counts under: IPv4 as it is, IPv6 by its /64 network, since one host is usually handed a
 * whole /64 and could otherwise take a fresh address for every attempt.
 */
export function limitAddress(ip: string): string {
  if (!ip.includes(':')) return ip;
  const [head = '', tail] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => (parseInt(g, 16) || 0).toString(16))
    .join(':')}::/64`;
}
