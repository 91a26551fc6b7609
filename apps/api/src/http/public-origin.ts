import { hostKindOf } from '@paygrid/domain';
import type { Config } from '../config';

type PublicConfig = Pick<Config, 'PUBLIC_HTTPS' | 'APP_HOST'>;

/**
 * The scheme the console is reached by, from configuration alone (issue 33, ASVS 5.0 V12.2.1): a link mailed or
 * answered with a secret in it never follows the request's scheme, which behind a TLS proxy reads http.
 */
export const publicProtocol = (config: Pick<Config, 'PUBLIC_HTTPS'>): 'https' | 'http' =>
  config.PUBLIC_HTTPS ? 'https' : 'http';

/** The entrance's origin (`https://app.example.com`): where mailed links and redirects to APP_HOST point. */
export const publicOrigin = (config: PublicConfig): string =>
  `${publicProtocol(config)}://${config.APP_HOST}`;

/** What an organisation's dashboard address is built from (`https:` and APP_HOST). */
export const dashboardHostOf = (config: PublicConfig) => ({
  protocol: `${publicProtocol(config)}:`,
  appHost: config.APP_HOST,
});

/**
 * The console's own origin or one of its organisation sub-domains, with the public scheme and port (PUBLIC_HTTPS,
 * APP_HOST): a page on another scheme or port of the same host name is another origin (ASVS 5.0 V3.5.2). The CSRF guard
 * and the passkey checks (decision 0107) accept these alone.
 */
export function isConsoleOrigin(origin: string, config: PublicConfig): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  const own = new URL(publicOrigin(config));
  if (url.protocol !== own.protocol || url.port !== own.port) return false;
  return hostKindOf(url.host, own.host).kind !== 'foreign';
}
