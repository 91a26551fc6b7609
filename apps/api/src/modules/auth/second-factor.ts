import type { Db } from '../../db/client';
import { claimTotpStep } from '../users/accounts';
import type { UserRow } from '../users/service';
import { consumeRecoveryCode } from './recovery-codes';
import { openSecret, type SecretsKeyring } from './secret-box';
import { acceptedTotpStep } from './totp';

export type SecondFactorKind = 'totp' | 'recovery-code';

/** Six digits, optionally split in threes as authenticators show them ("123 456"). */
const TOTP_CODE = /^\s*\d{3}\s?\d{3}\s*$/;

/**
 * The one check of a second-factor code, for signing in and for settings alike: a current TOTP code whose time
 * step was not used before (claimed atomically, so two requests spending one code cannot both pass), or an unused
 * recovery code, which is used up (an account whose second factor is a passkey has recovery codes too). Undefined when the code proves nothing.
 */
export async function verifySecondFactorCode(
  db: Db,
  ring: SecretsKeyring,
  user: UserRow,
  code: string,
): Promise<SecondFactorKind | undefined> {
  if (TOTP_CODE.test(code)) {
    if (!user.totpSecret) return undefined;
    const step = acceptedTotpStep(openSecret(ring, user.totpSecret), code, user.totpLastStep);
    if (step === undefined) return undefined;
    return (await claimTotpStep(db, user.id, step)) ? 'totp' : undefined;
  }
  return (await consumeRecoveryCode(db, ring, user.id, code)) ? 'recovery-code' : undefined;
}
