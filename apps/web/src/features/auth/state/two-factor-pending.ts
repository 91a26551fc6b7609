const storageKey = 'auth_two_factor_pending';

/**
 * SPEC §4 "not authorized, 2FA required": the password step passed and the session is half-open. GET /user
 * cannot tell it from no session, so the tab remembers it (and a reload of /2fa is not a "session expired").
 */
export function isTwoFactorPending(): boolean {
  return window.sessionStorage.getItem(storageKey) !== null;
}

export function setTwoFactorPending(pending: boolean): void {
  if (pending) window.sessionStorage.setItem(storageKey, '1');
  else window.sessionStorage.removeItem(storageKey);
}
