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
