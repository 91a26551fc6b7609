import { appHostname, type Config } from '../../config';
import { publicProtocol } from '../../http/public-origin';

type RelyingPartyConfig = Pick<Config, 'APP_HOST' | 'PUBLIC_HTTPS'>;

/**
 * Paygrid as a WebAuthn relying party (issue 39, decision 0107): its id is APP_HOST's host name, so a passkey made on
 * the entrance or on any organisation's sub-domain below it works on all of them, and on nothing wider.
 */
export const relyingPartyOf = (config: RelyingPartyConfig) => ({
  name: 'Paygrid',
  id: appHostname(config),
});

/**
 * The origin a browser's answer must name: the page's own, which the request came from (the host the server
 * already accepted as the console's or an organisation's), with the public scheme.
 */
export const expectedOriginOf = (config: RelyingPartyConfig, host: string): string =>
  `${publicProtocol(config)}://${host}`;
