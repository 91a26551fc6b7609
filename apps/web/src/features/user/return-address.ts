import { entranceUrl, hostKindOf } from '@paygrid/domain/routes/hosts';

const RETURN_PARAMETER = 'return';

/** /setup-2fa on the entrance host, asked by an organisation that requires it; `returnTo` is where to go back. */
export function setupTwoFactorUrl(location: { protocol: string; appHost: string; returnTo: string }): string {
  const search = new URLSearchParams({ [RETURN_PARAMETER]: location.returnTo });
  return entranceUrl({ ...location, path: `/setup-2fa?${search}` });
}

/**
 * The page to go back to after set-up, only when it is one of Paygrid's own hosts on the same protocol: a link
 * someone else wrote must not send the reader to another site (an open redirect).
 */
export function returnAddressOf(
  search: string,
  current: { protocol: string; appHost: string },
): string | undefined {
  const wanted = new URLSearchParams(search).get(RETURN_PARAMETER);
  if (!wanted) return undefined;
  let url: URL;
  try {
    url = new URL(wanted);
  } catch {
    return undefined;
  }
  if (url.protocol !== current.protocol || hostKindOf(url.host, current.appHost).kind === 'foreign')
    return undefined;
  return url.href;
}
