import { isIP } from 'node:net';

/**
 * What Fastify's `trustProxy` gets: off, proxy addresses, or a function trusting the nearest hops
 * (Fastify's own number option trusts no hop at all since 5.8, hence the function).
 */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

const proxyNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** `10.0.0.1`, `::1`, `10.0.0.0/8`, `fd00::/8`. */
function isAddressOrRange(entry: string): boolean {
  if (proxyNames.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * `TRUST_PROXY`: unset (or `false`/`0`) trusts no proxy, so `X-Forwarded-*` headers change nothing.
 * Comma-separated proxy addresses, CIDR ranges or `loopback`/`linklocal`/`uniquelocal` trust those
 * proxies (the safe choice); a hop count (`1` behind one nginx) trusts that many nearest hops, for a
 * server only the proxy can reach. `true` (trust anyone who sends the header) is refused.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.every(isAddressOrRange)) return entries;
  throw new Error(
    `TRUST_PROXY must be a hop count (e.g. 1) or comma-separated proxy addresses, CIDR ranges or loopback/linklocal/uniquelocal (e.g. 10.0.0.1,10.1.0.0/16), not "${text}"`,
  );
}
