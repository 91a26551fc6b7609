import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
} from '@simplewebauthn/server';
import { and, asc, eq, lt } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { Problem, problemItem } from '../../http/problem';
import { type EventOrigin, recordSecurityEvent } from '../users/security-log';
import { type PasskeyRefusal, passkeyRefusalOf } from './passkey-refusal';
import { expectedOriginsOf, relyingPartyOf } from './relying-party';
import { passkeys } from './tables';
import {
  type ChallengePurpose,
  storeChallenge,
  takeChallenge,
  WEBAUTHN_CHALLENGE_MS,
} from './webauthn-challenges';

export type PasskeyRow = typeof passkeys.$inferSelect;

type AssertionDeps = { db: Db; config: Pick<Config, 'APP_HOST' | 'PUBLIC_HTTPS'> };

/** The person's passkeys, oldest first. */
export const passkeysOf = (db: Db, userId: string): Promise<PasskeyRow[]> =>
  db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt));

/** The passkey a browser's answer names by its credential id, whoever's it is. */
export async function passkeyNamedBy(
  db: Db,
  response: Record<string, unknown>,
): Promise<PasskeyRow | undefined> {
  const credentialId = typeof response.id === 'string' && response.id.length <= 1024 ? response.id : '';
  if (credentialId === '') return undefined;
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
  return row;
}

/**
 * Options for the browser to answer with one of the person's own passkeys (the second step of a sign-in, or the
 * proof a sensitive step asks for); the challenge is kept for that purpose and that session. 409 no_passkey when the
 * person has none.
 */
export async function ownPasskeyOptions(
  deps: AssertionDeps,
  userId: string,
  purpose: Extract<ChallengePurpose, 'second-factor' | 'proof'>,
  sessionId: string,
) {
  const own = await passkeysOf(deps.db, userId);
  if (own.length === 0) {
    throw new Problem(409, 'This account has no passkey.', [problemItem(409, 'no_passkey', 'Conflict')]);
  }
  const options = await generateAuthenticationOptions({
    rpID: relyingPartyOf(deps.config).id,
    userVerification: 'required',
    timeout: WEBAUTHN_CHALLENGE_MS,
    allowCredentials: own.map((row) => ({ id: row.credentialId, transports: row.transports as never })),
  });
  await storeChallenge(deps.db, options.challenge, purpose, sessionId);
  return { options: options as unknown as Record<string, unknown> };
}

/**
 * Checks a browser's assertion against the passkey it names: the challenge given for this purpose (and session),
 * the console's origin, the relying party, user verification and the signature. Only then the signature counter,
 * which must move forward unless the authenticator keeps none (a synced passkey counts 0): one gone back means a
 * cloned key, refused and recorded. The counter moves only forward, also when two answers race; the passkey's last
 * use is written on success. A refusal is logged by a fixed reason, never the library's words; false is answered.
 */
export async function verifyPasskeyAssertion(
  deps: AssertionDeps,
  row: PasskeyRow,
  response: Record<string, unknown>,
  challenge: { purpose: Exclude<ChallengePurpose, 'registration'>; sessionId: string | null },
  origin: EventOrigin,
): Promise<boolean> {
  const refuse = async (reason: PasskeyRefusal): Promise<false> => {
    await recordSecurityEvent(
      deps.db,
      row.userId,
      reason === 'counter-went-back' ? 'passkey-counter-went-back' : 'passkey-sign-in-failed',
      origin,
      { name: row.name, reason, purpose: challenge.purpose },
    );
    return false;
  };
  const verification = await verifyAuthenticationResponse({
    response: response as unknown as AuthenticationResponseJSON,
    expectedChallenge: (value) => takeChallenge(deps.db, value, challenge.purpose, challenge.sessionId),
    expectedOrigin: expectedOriginsOf(deps.config, response),
    expectedRPID: relyingPartyOf(deps.config).id,
    // The counter is compared below, after the signature: the library compares it first, so an unsigned answer
    // with a low counter would read as a cloned key.
    credential: {
      id: row.credentialId,
      publicKey: new Uint8Array(Buffer.from(row.publicKey, 'base64url')),
      counter: 0,
      transports: row.transports as never,
    },
    requireUserVerification: true,
  }).catch((error: unknown) => passkeyRefusalOf(error));
  if (typeof verification === 'string') return refuse(verification);
  if (!verification.verified) return refuse('signature');
  const counter = verification.authenticationInfo.newCounter;
  if ((counter > 0 || row.counter > 0) && counter <= row.counter) return refuse('counter-went-back');
  const now = new Date();
  const used = await deps.db
    .update(passkeys)
    .set({ counter, lastUsedAt: now, updatedAt: now })
    .where(and(eq(passkeys.id, row.id), counter > 0 ? lt(passkeys.counter, counter) : undefined))
    .returning({ id: passkeys.id });
  return used.length > 0 ? true : refuse('counter-went-back');
}
