import type { AccessType } from '@paygrid/domain/routes/route-table';
import { isSessionExpiredAtStartup } from '@paygrid/domain/session/session-expiry';
import { hasLoggedInCookie, removeLoggedInCookie } from './logged-in-cookie';
import { sessionExpiredNotice } from './session-expired-notice';
import { isTwoFactorPending } from './two-factor-pending';

/**
 * SPEC §4 session expiry: the loggedIn cookie outlived the session while the visitor is on an Unauthorized
 * route (the server or the redirect rule sent them there): remove it and raise the alert.
 */
export async function noticeExpiredSession(
  routeAccess: AccessType | undefined,
  authorized: boolean,
): Promise<void> {
  if (authorized || isTwoFactorPending()) return;
  if (!isSessionExpiredAtStartup({ loggedInCookie: hasLoggedInCookie(), routeAccess })) return;
  await removeLoggedInCookie();
  sessionExpiredNotice.show();
}
