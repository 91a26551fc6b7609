import type { SecondFactorMethod } from '@paygrid/contracts';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
} from '@simplewebauthn/server';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { Problem, problemItem } from '../../http/problem';
import { type EventOrigin, recordSecurityEvent } from '../users/security-log';
import { findUserById, type UserRow } from '../users/service';
import { knownDeviceOf, rememberDevice } from './known-devices';
import { type PasskeyDeps, type PasskeyRow, passkeyRefused, passkeysOf } from './passkeys';
import { expectedOriginOf, relyingPartyOf } from './relying-party';
import { type ActiveSession, completeSecondFactor, endSessionByToken, openSession } from './sessions';
import { passkeys, recoveryCodes } from './tables';
import { accountKey, accountWideKey, clientKey, ipKey, spendAttempt } from './throttle';
import { storeChallenge, takeChallenge, WEBAUTHN_CHALLENGE_MS } from './webauthn-challenges';

/** The same answer whatever went wrong, as for an unknown passkey; the reason goes to the account's log only. */
/** Passkey sign-in challenges one address may ask for in 15 minutes (each is a row until it lapses). */
const PASSKEY_OPTIONS_PER_ADDRESS = 300;

const notRecognised = () => passkeyRefused(401, 'passkey_not_recognised', 'passkey_not_recognised');

/**
 * POST /passkey-sign-in/options: a challenge for signing in with a passkey alone, offered to any visitor; the
 * browser lets the person pick one of their discoverable passkeys (also through autofill).
 */
export async function passkeySignInOptions(deps: PasskeyDeps, origin: EventOrigin) {
  // The login page asks on every visit (autofill): counted per address, far above what people visiting make.
  await spendAttempt(deps.hits, [
    { key: `passkey-options:ip:${origin.ip ?? 'unknown'}`, max: PASSKEY_OPTIONS_PER_ADDRESS },
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
  const own = await passkeysOf(deps.db, pending.user.id);
  if (own.length === 0) {
    throw new Problem(409, 'This account has no passkey.', [problemItem(409, 'no_passkey', 'Conflict')]);
  }
  const options = await generateAuthenticationOptions({
    rpID: relyingPartyOf(deps.config).id,
    userVerification: 'required',
    timeout: WEBAUTHN_CHALLENGE_MS,
    allowCredentials: own.map((row) => ({ id: row.credentialId, transports: row.transports as never })),
  });
  await storeChallenge(deps.db, options.challenge, 'second-factor', pending.session.id);
  return { options: options as unknown as Record<string, unknown> };
}

const credentialIdOf = (response: Record<string, unknown>): string =>
  typeof response.id === 'string' && response.id.length <= 1024 ? response.id : '';

const passkeyByCredential = async (db: Db, credentialId: string): Promise<PasskeyRow | undefined> => {
  if (credentialId === '') return undefined;
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
  return row;
};

/**
 * Checks a browser's assertion against the passkey it names: the challenge given for this purpose (and session),
 * the console's origin, the relying party, user verification, and the signature counter, which must move forward
 * unless the authenticator keeps none (a synced passkey counts 0). A counter gone back means a cloned key: refused
 * and recorded. The passkey's counter and last use are written on success.
 */
async function verifyAssertion(
  deps: PasskeyDeps,
  row: PasskeyRow,
  response: Record<string, unknown>,
  challenge: { purpose: 'sign-in' | 'second-factor'; sessionId: string | null },
  host: string,
  origin: EventOrigin,
): Promise<void> {
  const verification = await verifyAuthenticationResponse({
    response: response as unknown as AuthenticationResponseJSON,
    expectedChallenge: (value) => takeChallenge(deps.db, value, challenge.purpose, challenge.sessionId),
    expectedOrigin: expectedOriginOf(deps.config, host),
    expectedRPID: relyingPartyOf(deps.config).id,
    credential: {
      id: row.credentialId,
      publicKey: new Uint8Array(Buffer.from(row.publicKey, 'base64url')),
      counter: row.counter,
      transports: row.transports as never,
    },
    requireUserVerification: true,
  }).catch(async (error: unknown) => {
    const message = error instanceof Error ? error.message : 'refused';
    const wentBack = /counter value/i.test(message);
    await recordSecurityEvent(
      deps.db,
      row.userId,
      wentBack ? 'passkey-counter-went-back' : 'passkey-sign-in-failed',
      origin,
      { name: row.name, reason: message.slice(0, 200) },
    );
    throw notRecognised();
  });
  if (!verification.verified) {
    await recordSecurityEvent(deps.db, row.userId, 'passkey-sign-in-failed', origin, { name: row.name });
    throw notRecognised();
  }
  const now = new Date();
  await deps.db
    .update(passkeys)
    .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: now, updatedAt: now })
    .where(eq(passkeys.id, row.id));
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
  host: string,
  origin: EventOrigin,
): Promise<{ token: string; deviceToken: string | undefined }> {
  const ip = origin.ip ?? 'unknown';
  const fromAddress = await spendAttempt(deps.hits, [ipKey('login', ip)]);
  const row = await passkeyByCredential(deps.db, credentialIdOf(input.response));
  const user = row ? await findUserById(deps.db, row.userId) : undefined;
  if (!row || !user) throw notRecognised();
  const device = await knownDeviceOf(deps.db, user.id, input.deviceToken);
  const ofAccount = await spendAttempt(
    deps.hits,
    device
      ? [clientKey('login', user.email, `device:${device.id}`)]
      : [clientKey('login', user.email, `ip:${ip}`), accountWideKey('login', user.email)],
  );
  await verifyAssertion(deps, row, input.response, { purpose: 'sign-in', sessionId: null }, host, origin);
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
  host: string,
  origin: EventOrigin,
): Promise<string> {
  const attempt = await spendAttempt(deps.hits, [
    accountKey('2fa', pending.user.id),
    ipKey('2fa', origin.ip ?? 'unknown'),
  ]);
  const row = await passkeyByCredential(deps.db, credentialIdOf(response));
  if (!row || row.userId !== pending.user.id) {
    await recordSecurityEvent(deps.db, pending.user.id, 'second-factor-failed', origin);
    throw notRecognised();
  }
  await verifyAssertion(
    deps,
    row,
    response,
    { purpose: 'second-factor', sessionId: pending.session.id },
    host,
    origin,
  );
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
