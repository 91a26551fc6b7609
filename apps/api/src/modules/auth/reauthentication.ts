import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { HitCounter } from '../../hit-counters/hit-counter';
import { Problem, problemItem } from '../../http/problem';
import { identityOf, originOf } from '../../http/route-access';
import type { EventOrigin } from '../users/security-log';
import { findUserById, type UserRow } from '../users/service';
import { passkeyNamedBy, verifyPasskeyAssertion } from './passkey-assertion';
import type { PasswordHasher } from './password-hasher';
import { verifySecondFactorCode } from './second-factor';
import type { SecretsKeyring } from './secret-box';
import type { ActiveSession } from './sessions';
import { accountKey, spendAttempt } from './throttle';

export type ReauthenticationDeps = {
  db: Db;
  config: Config;
  hasher: PasswordHasher;
  hits: HitCounter;
  secrets: SecretsKeyring;
};

/**
 * What a step that changes the account's protection asks for again: the password, and a second factor where the
 * account has one: a code (TOTP or recovery), or a passkey's answer to POST /user/passkeys/proof-options.
 */
export type Reauthentication = {
  password: string;
  code?: string | undefined;
  passkey?: Record<string, unknown> | undefined;
};

/** Who is proving it is them: the person, the session the passkey's challenge was given to, and from where. */
export type Asker = { userId: string; sessionId: string; origin: EventOrigin };

export const askerFrom = (auth: ActiveSession, origin: EventOrigin): Asker => ({
  userId: auth.user.id,
  sessionId: auth.session.id,
  origin,
});

/** The signed-in person behind a request, as reauthenticate takes them. */
export const askerOf = (request: FastifyRequest): Asker => askerFrom(identityOf(request), originOf(request));

const fieldProblem = (pointer: string, code: string, message: string) =>
  new Problem(422, message, [
    { status: '422', code, title: 'Invalid value', detail: message, source: { pointer } },
  ]);

/** The second factor of the proof: a passkey's answer to this session's challenge, or a code. */
async function proveSecondFactor(
  deps: ReauthenticationDeps,
  user: UserRow,
  asker: Asker,
  proof: Reauthentication,
): Promise<void> {
  if (proof.passkey) {
    const row = await passkeyNamedBy(deps.db, proof.passkey);
    const challenge = { purpose: 'proof', sessionId: asker.sessionId } as const;
    const proven =
      row?.userId === user.id &&
      (await verifyPasskeyAssertion(deps, row, proof.passkey, challenge, asker.origin));
    if (!proven) throw fieldProblem('/passkey', 'passkey_not_recognised', 'The passkey was not recognised.');
    return;
  }
  if (!proof.code) {
    throw user.totpEnabledAt
      ? fieldProblem(
          '/code',
          'validation__required',
          'A code from the authenticator or a recovery code is required.',
        )
      : fieldProblem('/passkey', 'validation__required', 'A passkey or a recovery code is required.');
  }
  if ((await verifySecondFactorCode(deps.db, deps.secrets, user, proof.code)) === undefined) {
    throw fieldProblem('/code', 'invalid_code', 'The code is invalid or has already been used.');
  }
}

/**
 * ASVS 6.3.2 and 7.5.1: turning 2FA on or off, replacing recovery codes, ending the other sessions, and the
 * organisation's keys, hooks and approvals need the password, and where the account has a second factor (TOTP or a
 * passkey, issue 39) that factor too: a TOTP code, a passkey, or an unused recovery code, so a stolen session (even
 * with the password) alone cannot take the account's protection over. A recovery code is accepted so a lost device
 * never locks the owner out. The second factor is checked (and spent) only after the password is right.
 */
export async function reauthenticate(
  deps: ReauthenticationDeps,
  asker: Asker,
  proof: Reauthentication,
): Promise<UserRow> {
  const user = await findUserById(deps.db, asker.userId);
  if (!user) throw new Problem(401, 'Unauthorized', [problemItem(401, 'unauthorized', 'Unauthorized')]);
  const attempt = await spendAttempt(deps.hits, [accountKey('reauthentication', user.id)]);
  if (!(await deps.hasher.verify(user.passwordHash, proof.password))) {
    throw fieldProblem('/password', 'invalid_password', 'The presented password is invalid.');
  }
  if (user.totpEnabledAt || user.passkeyCount > 0) await proveSecondFactor(deps, user, asker, proof);
  await attempt.succeeded();
  return user;
}
