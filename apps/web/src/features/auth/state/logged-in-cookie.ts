import { LOGGED_IN_COOKIE } from '@paygrid/domain/session/cookies';
import { readCookie, removeCookie } from '~/shared/cookies/browser-cookies';
import { loadEnvironment } from '~/shared/http';

export function hasLoggedInCookie(): boolean {
  return readCookie(LOGGED_IN_COOKIE) !== undefined;
}

/** The server sets loggedIn on COOKIE_DOMAIN, so it can only be removed there. */
export async function removeLoggedInCookie(): Promise<void> {
  const environment = await loadEnvironment().catch(() => undefined);
  removeCookie(LOGGED_IN_COOKIE, environment?.COOKIE_DOMAIN);
}
