import type { Passkey } from '@paygrid/contracts';
import {
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { and, count, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { HitCounter } from '../../hit-counters/hit-counter';
import { notFound, Problem, problemItem } from '../../http/problem';
import { publicOrigin } from '../../http/public-origin';
import { setPasskeyCount } from '../users/accounts';
import { type EventOrigin, recordSecurityEvent } from '../users/security-log';
import { lockUser } from '../users/service';
import { queueAccountMail } from './account-mail-requests';
import { ownPasskeyOptions, type PasskeyRow, passkeysOf } from './passkey-assertion';
import { passkeyRefusalOf } from './passkey-refusal';
import type { PasswordHasher } from './password-hasher';
import { askerFrom, type Reauthentication, reauthenticate } from './reauthentication';
import { deleteRecoveryCodes, issueRecoveryCodes } from './recovery-codes';
import { expectedOriginsOf, relyingPartyOf } from './relying-party';
import type { SecretsKeyring } from './secret-box';
import { type ActiveSession, endUserSessions } from './sessions';
import { passkeys } from './tables';
import { accountKey, spendAttempt } from './throttle';
import {
  passkeyOptionsKey,
  storeChallenge,
  takeChallenge,
  WEBAUTHN_CHALLENGE_MS,
} from './webauthn-challenges';

export type PasskeyDeps = {
  db: Db;
  config: Config;
  hasher: PasswordHasher;
  hits: HitCounter;
  secrets: SecretsKeyring;
};

/** The transports WebAuthn names; whatever else a browser's answer lists is dropped, never kept. */
const TRANSPORTS = new Set(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);
const knownTransports = (listed: ReadonlyArray<string> | undefined): string[] =>
  [...new Set(listed ?? [])].filter((item) => TRANSPORTS.has(item));

/** ES256 and RS256: what platform authenticators and security keys make; attestation is not asked for. */
const PASSKEY_ALGORITHMS = [-7, -257];

export const passkeyResource = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
  synced: row.synced,
});

/** A browser's answer the WebAuthn library refused (wrong challenge, origin, relying party, signature, shape). */
export const passkeyRefused = (status: 401 | 422, code: string, detail: string) =>
  new Problem(
    status,
    status === 401 ? 'The passkey was not recognised.' : 'The passkey could not be added.',
    [{ ...problemItem(status, code, status === 401 ? 'Unauthorized' : 'Invalid value', detail) }],
  );

/** The user id WebAuthn keeps with a discoverable passkey: the account's uuid as 16 bytes, nothing personal. */
const userHandleOf = (userId: string): Uint8Array<ArrayBuffer> =>
  new Uint8Array(Buffer.from(userId.replaceAll('-', ''), 'hex'));

/**
 * POST /user/passkeys/options: after the same proof as turning 2FA off (the password, and the account's second
 * factor where it has one),
 * the options for the browser to create a discoverable passkey with user verification; the challenge is kept for
 * this session only.
 */
export async function passkeyRegistrationOptions(
  deps: PasskeyDeps,
  auth: ActiveSession,
  proof: Reauthentication,
  origin: EventOrigin,
) {
  await spendAttempt(deps.hits, [passkeyOptionsKey('registration', auth.user.id)]);
  const user = await reauthenticate(deps, askerFrom(auth, origin), proof);
  const party = relyingPartyOf(deps.config);
  const existing = await passkeysOf(deps.db, user.id);
  const options = await generateRegistrationOptions({
    rpName: party.name,
    rpID: party.id,
    userName: user.email,
    userID: userHandleOf(user.id),
    userDisplayName: `${user.firstName} ${user.lastName}`.trim(),
    timeout: WEBAUTHN_CHALLENGE_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: row.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    supportedAlgorithmIDs: PASSKEY_ALGORITHMS,
  });
  await storeChallenge(deps.db, options.challenge, 'registration', auth.session.id);
  return { options: options as unknown as Record<string, unknown> };
}

/** POST /user/passkeys/proof-options: a challenge for one of the person's own passkeys, as a step's proof. */
export async function passkeyProofOptions(deps: PasskeyDeps, auth: ActiveSession) {
  await spendAttempt(deps.hits, [passkeyOptionsKey('proof', auth.user.id)]);
  return ownPasskeyOptions(deps, auth.user.id, 'proof', auth.session.id);
}

/** Recounts the person's passkeys onto their account, in the transaction that changed them. */
async function recount(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  const total = Number(row?.n ?? 0);
  await setPasskeyCount(db, userId, total);
  return total;
}

/**
 * POST /user/passkeys: the browser's new credential, checked against this session's challenge, the console's origin
 * and the relying party, with user verification. Every other session ends (a second factor was added, ASVS 5.0
 * V7.4.3); the person's first second factor comes with recovery codes; the change is logged and mailed.
 */
export async function addPasskey(
  deps: PasskeyDeps,
  auth: ActiveSession,
  input: { name: string; response: Record<string, unknown> },
  origin: EventOrigin,
): Promise<{ data: Passkey; backupCodes?: string[] }> {
  const attempt = await spendAttempt(deps.hits, [accountKey('passkey-setup', auth.user.id)]);
  const party = relyingPartyOf(deps.config);
  const verification = await verifyRegistrationResponse({
    response: input.response as unknown as RegistrationResponseJSON,
    expectedChallenge: (challenge) => takeChallenge(deps.db, challenge, 'registration', auth.session.id),
    expectedOrigin: expectedOriginsOf(deps.config, input.response),
    expectedRPID: party.id,
    requireUserVerification: true,
    supportedAlgorithmIDs: PASSKEY_ALGORITHMS,
  }).catch((error: unknown) => {
    throw passkeyRefused(422, 'passkey_invalid', passkeyRefusalOf(error));
  });
  if (!verification.verified) throw passkeyRefused(422, 'passkey_invalid', 'signature');
  await attempt.succeeded();
  const { credential, credentialBackedUp } = verification.registrationInfo;
  return deps.db.transaction(async (db) => {
    const user = await lockUser(db, auth.user.id);
    if (!user) throw notFound('No such user.');
    const [row] = await db
      .insert(passkeys)
      .values({
        userId: user.id,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: knownTransports(credential.transports),
        name: input.name,
        synced: credentialBackedUp,
      })
      .onConflictDoNothing({ target: passkeys.credentialId })
      .returning();
    if (!row) {
      throw new Problem(409, 'This passkey is added already.', [
        problemItem(409, 'passkey_exists', 'Conflict'),
      ]);
    }
    const total = await recount(db, user.id);
    // The first second factor of an account without TOTP: recovery codes, so a lost device never locks it out.
    const backupCodes =
      total === 1 && user.totpEnabledAt === null
        ? await issueRecoveryCodes(db, deps.secrets, user.id)
        : undefined;
    const others = await endUserSessions(db, user.id, auth.session.id);
    await recordSecurityEvent(db, user.id, 'passkey-added', origin, { name: row.name, others });
    await queueAccountMail(db, {
      kind: 'passkey-changed',
      userId: user.id,
      change: 'added',
      name: row.name,
      links: publicOrigin(deps.config),
    });
    return { data: passkeyResource(row), ...(backupCodes ? { backupCodes } : {}) };
  });
}

const ownPasskey = async (db: Db, userId: string, id: string): Promise<PasskeyRow> => {
  const [row] = await db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)));
  if (!row) throw notFound('No such passkey.');
  return row;
};

/**
 * PATCH /user/passkeys/{id}: a new name for one of the person's own passkeys (another's answers 404); logged and
 * mailed as every change of a passkey is.
 */
export async function renamePasskey(
  deps: Pick<PasskeyDeps, 'db' | 'config'>,
  auth: ActiveSession,
  id: string,
  name: string,
  origin: EventOrigin,
): Promise<Passkey> {
  const before = await ownPasskey(deps.db, auth.user.id, id);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(passkeys)
      .set({ name, updatedAt: new Date() })
      .where(eq(passkeys.id, before.id))
      .returning();
    if (!row) throw notFound('No such passkey.');
    await recordSecurityEvent(tx, auth.user.id, 'passkey-renamed', origin, { from: before.name, to: name });
    await queueAccountMail(tx, {
      kind: 'passkey-changed',
      userId: auth.user.id,
      change: 'renamed',
      name,
      previousName: before.name,
      links: publicOrigin(deps.config),
    });
    return passkeyResource(row);
  });
}

/**
 * DELETE /user/passkeys/{id}: with the same proof as adding one. The last second factor gone (no TOTP, no other
 * passkey), the recovery codes go with it, as when 2FA is turned off. Every other session ends; logged and mailed.
 */
export async function removePasskey(
  deps: PasskeyDeps,
  auth: ActiveSession,
  id: string,
  proof: Reauthentication,
  origin: EventOrigin,
): Promise<void> {
  const row = await ownPasskey(deps.db, auth.user.id, id);
  await reauthenticate(deps, askerFrom(auth, origin), proof);
  await deps.db.transaction(async (db) => {
    const user = await lockUser(db, auth.user.id);
    if (!user) throw notFound('No such user.');
    const removed = await db.delete(passkeys).where(eq(passkeys.id, row.id)).returning({ id: passkeys.id });
    if (removed.length === 0) throw notFound('No such passkey.');
    const total = await recount(db, user.id);
    if (total === 0 && user.totpEnabledAt === null) await deleteRecoveryCodes(db, user.id);
    // Whoever held a session through that passkey is signed out with it (ASVS 5.0 V7.4.3).
    const others = await endUserSessions(db, user.id, auth.session.id);
    await recordSecurityEvent(db, user.id, 'passkey-removed', origin, { name: row.name, others });
    await queueAccountMail(db, {
      kind: 'passkey-changed',
      userId: user.id,
      change: 'removed',
      name: row.name,
      links: publicOrigin(deps.config),
    });
  });
}
