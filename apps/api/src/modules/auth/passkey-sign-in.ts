import type { SecondFactorMethod } from '@paygrid/contracts';
import { generateAuthenticationOptions } from '@simplewebauthn/server';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type EventOrigin, recordSecurityEvent } from '../users/security-log';
import { findUserById, type UserRow } from '../users/service';
import { knownDeviceOf, rememberDevice } from './known-devices';
import { ownPasskeyOptions, passkeyNamedBy, verifyPasskeyAssertion } from './passkey-assertion';
import { type PasskeyDeps, passkeyRefused } from './passkeys';
import { relyingPartyOf } from './relying-party';
import { type ActiveSession, completeSecondFactor, endSessionByToken, openSession } from './sessions';
import { recoveryCodes } from './tables';
import { accountKey, accountWideKey, clientKey, ipKey, spendAttempt } from './throttle';
import { passkeyOptionsKey, storeChallenge, WEBAUTHN_CHALLENGE_MS } from './webauthn-challenges';

/** Passkey sign-in challenges one address may ask for in 15 minutes (each is a row until it lapses). */
const PASSKEY_OPTIONS_PER_ADDRESS = 300;

/** The same answer whatever went wrong, as for an unknown passkey; the reason goes to the account's log only. */
const notRecognised = () => passkeyRefused(401, 'passkey_not_recognised', 'passkey_not_recognised');

/**
 * POST /passkey-sign-in/options: a challenge for signing in with a passkey alone, offered to any visitor; the
 * browser lets the person pick one of their discoverable passkeys (also through autofill).
 */
export async function passkeySignInOptions(deps: PasskeyDeps, origin: EventOrigin) {
  // The login page asks on every visit (autofill): counted per address, far above what people visiting make.
  await spendAttempt(deps.hits, [
    ipKey('passkey-options', origin.ip ?? 'unknown', PASSKEY_OPTIONS_PER_ADDRESS),
  ]);
  const options = await generateAuthenticationOptions({
    rpID: relyingPartyOf(deps.config).id,
    userVerification: 'required',
    timeout: WEBAUTHN_CHALLENGE_MS,
  });
  await storeChallenge(deps.db, options.challenge, 'sign-in', null);
  return { options: options as unknown as Record<string, unknown> };
}

/** POST /2fa-check/passkey/options: the person's own passkeys, for the second step of this half-open session. */
export async function secondStepPasskeyOptions(deps: PasskeyDeps, pending: ActiveSession) {
  await spendAttempt(deps.hits, [passkeyOptionsKey('second-factor', pending.user.id)]);
  return ownPasskeyOptions(deps, pending.user.id, 'second-factor', pending.session.id);
}

/**
 * POST /passkey-sign-in: a passkey alone signs in (it is both factors: the device, and the person's PIN or
 * biometric it verified). Throttled as password failures are, on the same counters once the passkey names its
 * account; a refused one answers the same 401 as an unknown one.
 */
export async function signInWithPasskey(
  deps: PasskeyDeps,
  input: {
    response: Record<string, unknown>;
    deviceToken?: string | undefined;
    previousSessionToken?: string | undefined;
  },
  origin: EventOrigin,
): Promise<{ token: string; deviceToken: string | undefined }> {
  const ip = origin.ip ?? 'unknown';
  const fromAddress = await spendAttempt(deps.hits, [ipKey('login', ip)]);
  const row = await passkeyNamedBy(deps.db, input.response);
  const user = row ? await findUserById(deps.db, row.userId) : undefined;
  if (!row || !user) throw notRecognised();
  const device = await knownDeviceOf(deps.db, user.id, input.deviceToken);
  const ofAccount = await spendAttempt(
    deps.hits,
    device
      ? [clientKey('login', user.email, `device:${device.id}`)]
      : [clientKey('login', user.email, `ip:${ip}`), accountWideKey('login', user.email)],
  );
  const challenge = { purpose: 'sign-in', sessionId: null } as const;
  if (!(await verifyPasskeyAssertion(deps, row, input.response, challenge, origin))) throw notRecognised();
  await fromAddress.succeeded();
  await ofAccount.succeeded();
  const deviceToken = await rememberDevice(deps.db, user.id, device);
  if (input.previousSessionToken) await endSessionByToken(deps.db, input.previousSessionToken);
  const { token } = await openSession(deps.db, user, true, origin);
  await recordSecurityEvent(deps.db, user.id, 'signed-in', origin, { method: 'passkey', passkey: row.name });
  return { token, deviceToken };
}

/** POST /2fa-check/passkey: one of the person's own passkeys finishes a sign-in the password began. */
export async function secondStepWithPasskey(
  deps: PasskeyDeps,
  pending: ActiveSession,
  response: Record<string, unknown>,
  origin: EventOrigin,
): Promise<string> {
  const attempt = await spendAttempt(deps.hits, [
    accountKey('2fa', pending.user.id),
    ipKey('2fa', origin.ip ?? 'unknown'),
  ]);
  const row = await passkeyNamedBy(deps.db, response);
  if (!row || row.userId !== pending.user.id) {
    await recordSecurityEvent(deps.db, pending.user.id, 'second-factor-failed', origin);
    throw notRecognised();
  }
  const challenge = { purpose: 'second-factor', sessionId: pending.session.id } as const;
  if (!(await verifyPasskeyAssertion(deps, row, response, challenge, origin))) throw notRecognised();
  await attempt.succeeded();
  await recordSecurityEvent(deps.db, pending.user.id, 'signed-in', origin, {
    second_factor: 'passkey',
    passkey: row.name,
  });
  return completeSecondFactor(deps.db, pending.session.id);
}

/** What the second step may be for this account: its passkeys, its TOTP, its unused recovery codes. */
export async function secondFactorsOf(db: Db, user: UserRow): Promise<SecondFactorMethod[]> {
  const [unused] = await db
    .select({ id: recoveryCodes.id })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, user.id), isNull(recoveryCodes.usedAt)))
    .limit(1);
  return [
    ...(user.passkeyCount > 0 ? (['passkey'] as const) : []),
    ...(user.totpEnabledAt !== null ? (['totp'] as const) : []),
    ...(unused ? (['recovery-code'] as const) : []),
  ];
}
