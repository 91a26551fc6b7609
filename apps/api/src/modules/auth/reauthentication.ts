import type { Db } from '../../db/client';
import type { HitCounter } from '../../hit-counters/hit-counter';
import { Problem, problemItem } from '../../http/problem';
import { findUserById, type UserRow } from '../users/service';
import type { PasswordHasher } from './password-hasher';
import { verifySecondFactorCode } from './second-factor';
import type { SecretsKeyring } from './secret-box';
import { accountKey, spendAttempt } from './throttle';

export type ReauthenticationDeps = {
  db: Db;
  hasher: PasswordHasher;
  hits: HitCounter;
  secrets: SecretsKeyring;
};

/** What a step that changes the account's protection asks for again. */
export type Reauthentication = { password: string; code?: string | undefined };

const fieldProblem = (pointer: string, code: string, message: string) =>
  new Problem(422, message, [
    { status: '422', code, title: 'Invalid value', detail: message, source: { pointer } },
  ]);

/**
 * ASVS 6.3.2 and 7.5.1: turning 2FA on or off, replacing recovery codes and ending the other sessions need the
 * password, and where 2FA is on also a current TOTP code or an unused recovery code, so a stolen session alone
 * cannot take the account's protection over. A recovery code is accepted so a lost phone never locks the owner
 * out. The code is checked (and spent) only after the password is right.
 */
export async function reauthenticate(
  deps: ReauthenticationDeps,
  userId: string,
  proof: Reauthentication,
): Promise<UserRow> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new Problem(401, 'Unauthorized', [problemItem(401, 'unauthorized', 'Unauthorized')]);
  const attempt = await spendAttempt(deps.hits, [accountKey('reauthentication', user.id)]);
  if (!(await deps.hasher.verify(user.passwordHash, proof.password))) {
    throw fieldProblem('/password', 'invalid_password', 'The presented password is invalid.');
  }
  if (user.totpEnabledAt) {
    if (!proof.code) {
      throw fieldProblem(
        '/code',
        'validation__required',
        'A code from the authenticator or a recovery code is required.',
      );
    }
    if ((await verifySecondFactorCode(deps.db, deps.secrets, user, proof.code)) === undefined) {
      throw fieldProblem('/code', 'invalid_code', 'The code is invalid or has already been used.');
    }
  }
  await attempt.succeeded();
  return user;
}
