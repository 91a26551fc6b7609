import type { SecondFactorMethod } from '@paygrid/contracts/auth/check-login';

const storageKey = 'auth_two_factor_pending';

/** Every way of the second step the console knows (the contract's SECOND_FACTOR_METHODS, without zod). */
const knownMethods: Record<SecondFactorMethod, true> = { passkey: true, totp: true, 'recovery-code': true };

/** What a server from before passkeys (issue 39) asked for: the app's code, or a recovery code. */
const TOTP_STEP: ReadonlyArray<SecondFactorMethod> = ['totp', 'recovery-code'];

/** The server's list of second-step methods as far as the console knows them; the app's code when it names none. */
export function secondFactorsOf(listed: unknown): SecondFactorMethod[] {
  const known = Array.isArray(listed)
    ? listed.filter((method): method is SecondFactorMethod => Object.hasOwn(knownMethods, method))
    : [];
  return known.length > 0 ? known : [...TOTP_STEP];
}

/**
 * SPEC §4 "not authorized, 2FA required": the password step passed and the session is half-open. GET /user
 * cannot tell it from no session, so the tab remembers it (and a reload of /2fa is not a "session expired"), with
 * the ways the server offered to finish it.
 */
export function isTwoFactorPending(): boolean {
  return window.sessionStorage.getItem(storageKey) !== null;
}

/** The second step begins with the ways it may be taken, or (false) it is over. */
export function setTwoFactorPending(methods: ReadonlyArray<SecondFactorMethod> | false): void {
  if (methods) window.sessionStorage.setItem(storageKey, JSON.stringify(methods));
  else window.sessionStorage.removeItem(storageKey);
}

/** The ways the pending second step may be taken; the app's code when the tab does not know them. */
export function pendingSecondFactors(): SecondFactorMethod[] {
  try {
    return secondFactorsOf(JSON.parse(window.sessionStorage.getItem(storageKey) ?? 'null'));
  } catch {
    return secondFactorsOf(undefined);
  }
}
