import { Problem, problemItem } from '../../http/problem';
import { disableTotp, enableTotp, livePendingSecret, pendingTotpSecret } from '../users/accounts';
import { type EventOrigin, recordSecurityEvent } from '../users/security-log';
import { findUserById, hasSecondFactor, lockUser } from '../users/service';
import {
  askerFrom,
  type Reauthentication,
  type ReauthenticationDeps,
  reauthenticate,
} from './reauthentication';
import { deleteRecoveryCodes, issueRecoveryCodes } from './recovery-codes';
import { openSecret, sealSecret } from './secret-box';
import { type ActiveSession, endUserSessions } from './sessions';
import { accountKey, spendAttempt } from './throttle';
import { acceptedTotpStep, newTotpSecret, totpUri } from './totp';

type TwoFactorDeps = ReauthenticationDeps;

const invalidCode = () =>
  new Problem(422, 'The code is invalid or has already been used.', [
    { status: '422', code: 'invalid_code', title: 'Invalid value', source: { pointer: '/code' } },
  ]);

const twoFactorOn = () =>
  new Problem(409, 'Two-factor authentication is already on.', [
    problemItem(409, 'two_factor_enabled', 'Conflict'),
  ]);
const twoFactorOff = () =>
  new Problem(409, 'Two-factor authentication is off.', [
    problemItem(409, 'two_factor_disabled', 'Conflict'),
  ]);

/**
 * GET /user/2fa/get-secret: the pending secret of the set-up, made on the first call and the same on every call
 * for 15 minutes, so a reload never swaps the secret an authenticator already holds.
 */
export async function startTwoFactorSetup(deps: TwoFactorDeps, auth: ActiveSession) {
  if (auth.user.totpEnabledAt) throw twoFactorOn();
  // The secret is stored sealed (ADR 0030); the set-up shows it in clear once, to the signed-in owner.
  const sealed =
    livePendingSecret(auth.user) ??
    (await pendingTotpSecret(deps.db, auth.user.id, sealSecret(deps.secrets, newTotpSecret())));
  const secret = openSecret(deps.secrets, sealed);
  return { secret, uri: totpUri(secret, auth.user.email) };
}

/**
 * POST /user/2fa/enable: the password (ASVS 6.3.2, 7.5.1) and a current code from the pending secret turn 2FA on
 * and issue 10 recovery codes. Every other session ends, as on a password change: one signed in with the password
 * alone must not outlive the second factor (ASVS 5.0 V7.4.3).
 */
export async function enableTwoFactor(
  deps: TwoFactorDeps,
  auth: ActiveSession,
  input: { password: string; code: string; passkey?: Record<string, unknown> | undefined },
  origin: EventOrigin,
) {
  const found = await findUserById(deps.db, auth.user.id);
  if (found?.totpEnabledAt) throw twoFactorOn();
  const pending = found && livePendingSecret(found);
  if (!found || !pending) {
    throw new Problem(409, 'Start the set-up again: there is no pending secret.', [
      problemItem(409, 'no_pending_secret', 'Conflict'),
    ]);
  }
  // The code is read against the clock before the slow password check, so a code typed at the end of its
  // 30 seconds is not refused for the time the check took; nothing is spent before both are right.
  const attempt = await spendAttempt(deps.hits, [accountKey('2fa-setup', found.id)]);
  const step = acceptedTotpStep(openSecret(deps.secrets, pending), input.code, null);
  // The code is the new app's: an account with a passkey proves itself with that passkey.
  const user = await reauthenticate(deps, askerFrom(auth, origin), {
    password: input.password,
    passkey: input.passkey,
  });
  if (step === undefined) throw invalidCode();
  await attempt.succeeded();
  return deps.db.transaction(async (db) => {
    await lockUser(db, user.id);
    await enableTotp(db, user.id, pending, step);
    const backupCodes = await issueRecoveryCodes(db, deps.secrets, user.id);
    const others = await endUserSessions(db, user.id, auth.session.id);
    await recordSecurityEvent(db, user.id, 'two-factor-enabled', origin, { others });
    return { status: 'enabled' as const, backupCodes };
  });
}

export async function disableTwoFactor(
  deps: TwoFactorDeps,
  auth: ActiveSession,
  proof: Reauthentication,
  origin: EventOrigin,
): Promise<void> {
  const user = await reauthenticate(deps, askerFrom(auth, origin), proof);
  // Whether it is on is read under the row's lock, so a second factor changing meanwhile cannot slip past.
  await deps.db.transaction(async (db) => {
    const current = await lockUser(db, user.id);
    if (!current?.totpEnabledAt) throw twoFactorOff();
    await disableTotp(db, user.id);
    // A passkey still guards the account: its recovery codes stay with it.
    if (current.passkeyCount === 0) await deleteRecoveryCodes(db, user.id);
    await recordSecurityEvent(db, user.id, 'two-factor-disabled', origin);
  });
}

export async function replaceRecoveryCodes(
  deps: TwoFactorDeps,
  auth: ActiveSession,
  proof: Reauthentication,
  origin: EventOrigin,
): Promise<string[]> {
  const user = await reauthenticate(deps, askerFrom(auth, origin), proof);
  return deps.db.transaction(async (db) => {
    const current = await lockUser(db, user.id);
    if (!current || !hasSecondFactor(current)) throw twoFactorOff();
    const codes = await issueRecoveryCodes(db, deps.secrets, user.id);
    await recordSecurityEvent(db, user.id, 'recovery-codes-replaced', origin);
    return codes;
  });
}
