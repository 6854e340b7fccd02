import { isIP } from 'node:net';

/**
 * TRUST_PROXY: whose X-Forwarded-For the server believes (ADR 0059). A list of the load
 * balancers' addresses or CIDR ranges (`127.0.0.1`, `10.0.0.0/8, ::1`) trusts the header only on
 * connections from them, so a client cannot name its own address to get round the per-address
 * limits and the sign-in back-off. `true` believes any connection (kept for a balancer whose
 * address is unknown; the server warns at start); unset or `false` believes none.
 */
export type TrustProxy = boolean | string[];

/** proxy-addr's names for the usual ranges, which Fastify accepts besides addresses. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  const entries = text.split(',').map((entry) => entry.trim());
  const wrong = entries.find((entry) => !isAddressOrRange(entry));
  if (wrong !== undefined)
    throw new Error(
      `TRUST_PROXY must be false, true, or the load balancers' addresses or CIDR ranges separated by commas (e.g. 127.0.0.1); "${wrong}" is none of these`,
    );
  return entries;
}

/** What the server logs at start when TRUST_PROXY believes every client. */
export const TRUST_ANY_PROXY_WARNING =
  "TRUST_PROXY=true believes X-Forwarded-For from any connection: a client that reaches the server directly chooses its own address for the rate limits and the sign-in back-off. Set TRUST_PROXY to the load balancer's address instead (e.g. TRUST_PROXY=127.0.0.1).";
