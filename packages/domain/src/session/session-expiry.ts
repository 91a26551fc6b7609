import type { AccessType } from '../routes/route-table';

/**
 * §4 session expiry at startup: the loggedIn cookie is present while the visitor is on an Unauthorized
 * route, so the cookie is removed and the session-expired alert shows.
 */
export const isSessionExpiredAtStartup = ({
  loggedInCookie,
  routeAccess,
}: {
  loggedInCookie: boolean;
  routeAccess: AccessType | undefined;
}): boolean => loggedInCookie && routeAccess === 'unauthorized';
