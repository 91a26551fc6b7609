import { appHostname, type Config } from '../../config';
import { isConsoleOrigin } from '../../http/public-origin';

type RelyingPartyConfig = Pick<Config, 'APP_HOST' | 'PUBLIC_HTTPS'>;

/**
 * Paygrid as a WebAuthn relying party (issue 39, decision 0107): its id is APP_HOST's host name, so a passkey made on
 * the entrance or on any organisation's sub-domain below it works on all of them, and on nothing wider.
 */
export const relyingPartyOf = (config: RelyingPartyConfig) => ({
  name: 'Paygrid',
  id: appHostname(config),
});

/** The origin the browser wrote into its signed client data, or undefined when the answer carries none. */
const signedOriginOf = (response: Record<string, unknown>): string | undefined => {
  const inner = response.response;
  const encoded =
    inner && typeof inner === 'object' ? (inner as Record<string, unknown>).clientDataJSON : undefined;
  if (typeof encoded !== 'string' || encoded.length > 4096) return undefined;
  try {
    const origin = (JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as { origin?: unknown })
      .origin;
    return typeof origin === 'string' ? origin : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The origins a browser's answer may name: the one it signed, when that is the console's own or an organisation's
 * (public scheme and port), and none otherwise, so the library refuses it. Decided on configuration alone, never on
 * the request's Host, which the caller writes.
 */
export const expectedOriginsOf = (
  config: RelyingPartyConfig,
  response: Record<string, unknown>,
): string[] => {
  const origin = signedOriginOf(response);
  return origin !== undefined && isConsoleOrigin(origin, config) ? [origin] : [];
};
