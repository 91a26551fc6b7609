import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** The addresses a host name resolves to; injected by tests, so no test resolves a name on the network. */
export type WebhookResolver = (
  hostname: string,
) => Promise<ReadonlyArray<{ address: string; family: number }>>;

export const systemResolver: WebhookResolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

/** Where one attempt goes: the URL, and the address checked for it, which the connection must use. */
export type WebhookTarget = { url: URL; address: string; family: 4 | 6 };

export type TargetRefusal = 'not_https' | 'private_address' | 'unresolvable';

/** Why a URL may not receive webhooks, in the words the console and the delivery log show. */
const REFUSALS: Record<TargetRefusal, string> = {
  not_https: 'A webhook URL must use https.',
  private_address:
    'A webhook URL must reach a public address: private, loopback and link-local addresses are refused.',
  unresolvable: 'The webhook URL’s host name does not resolve to an address.',
};

export class WebhookTargetRefused extends Error {
  constructor(readonly reason: TargetRefusal) {
    super(REFUSALS[reason]);
    this.name = 'WebhookTargetRefused';
  }
}

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * Only public unicast addresses: ipaddr.js names every special range (private, loopback, link-local, unique-local,
 * carrier-grade NAT, multicast, reserved, and the IPv6 forms that carry an IPv4 address: mapped, NAT64, 6to4,
 * Teredo), and only what it calls plain `unicast` passes. An IPv4-mapped IPv6 address is judged as its IPv4.
 * @internal Exported for tests only.
 */
export const isPublicAddress = (address: string): boolean => {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  if (parsed.range() !== 'unicast') return false;
  // ipaddr.js counts the deprecated IPv4-compatible ::/96 as unicast: only the global unicast block is public.
  return parsed.kind() === 'ipv4' || parsed.match(GLOBAL_UNICAST_V6);
};

/**
 * Checks a webhook URL and answers the address to connect to (issue 37): https only, and every address its host
 * resolves to public, unless `allowPrivate` (WEBHOOKS_ALLOW_PRIVATE, local development). Every address must pass,
 * not just the one used, so a name that also points inside cannot be tried until it lands there. The caller
 * connects to the address answered and never looks the name up again (no DNS rebinding between check and use).
 */
export async function checkWebhookTarget(
  raw: string,
  options: { allowPrivate: boolean; resolve: WebhookResolver },
): Promise<WebhookTarget> {
  const url = new URL(raw);
  const secure = url.protocol === 'https:';
  if (!secure && !(options.allowPrivate && url.protocol === 'http:'))
    throw new WebhookTargetRefused('not_https');
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const addresses = isIP(host)
    ? [{ address: host, family: isIP(host) }]
    : await options.resolve(host).catch(() => []);
  const [first] = addresses;
  if (!first) throw new WebhookTargetRefused('unresolvable');
  if (!options.allowPrivate && !addresses.every((entry) => isPublicAddress(entry.address))) {
    throw new WebhookTargetRefused('private_address');
  }
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
