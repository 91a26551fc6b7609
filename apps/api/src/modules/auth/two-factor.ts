import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { Problem, problemItem } from '../../http/problem';
import { type EventOrigin, recordSecurityEvent } from '../users/security-log';
import { findUserById } from '../users/service';
import { users } from '../users/tables';
import type { PasswordHasher } from './password-hasher';
import { consumeRecoveryCode, deleteRecoveryCodes, issueRecoveryCodes } from './recovery-codes';
import type { ActiveSession } from './sessions';
import { accountKey, assertNotThrottled, recordAttempt } from './throttle';
import { acceptedTotpStep, newTotpSecret, totpUri } from './totp';

type TwoFactorDeps = { db: Db; hasher: PasswordHasher };

const invalidCode = () =>
  new Problem(422, 'The code is invalid or has already been used.', [
    { status: '422', code: 'invalid_code', title: 'Invalid value', source: { pointer: '/code' } },
  ]);

/** GET /user/2fa/get-secret: a new secret kept pending until a code from it enables 2FA. */
export async function startTwoFactorSetup(deps: TwoFactorDeps, auth: ActiveSession) {
  if (auth.user.totpEnabledAt) {
    throw new Problem(409, 'Two-factor authentication is already on.', [
      problemItem(409, 'two_factor_enabled', 'Conflict'),
    ]);
  }
  const secret = newTotpSecret();
  await deps.db
    .update(users)
    .set({ totpPendingSecret: secret, updatedAt: new Date() })
    .where(eq(users.id, auth.user.id));
  return { secret, uri: totpUri(secret, auth.user.email) };
}

/** POST /user/2fa/enable: a current code from the pending secret turns 2FA on and issues 10 recovery codes. */
export async function enableTwoFactor(
  deps: TwoFactorDeps,
  auth: ActiveSession,
  code: string,
  origin: EventOrigin,
) {
  const user = await findUserById(deps.db, auth.user.id);
  if (!user?.totpPendingSecret) {
    throw new Problem(409, 'Start the set-up again: there is no pending secret.', [
      problemItem(409, 'no_pending_secret', 'Conflict'),
    ]);
  }
  const keys = [accountKey('2fa-setup', user.id)];
  await assertNotThrottled(deps.db, keys);
  const step = acceptedTotpStep(user.totpPendingSecret, code, null);
  if (step === undefined) {
    await recordAttempt(deps.db, keys);
    throw invalidCode();
  }
  return deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const now = new Date();
    await db
      .update(users)
      .set({
        totpSecret: user.totpPendingSecret,
        totpPendingSecret: null,
        totpEnabledAt: now,
        totpLastStep: step,
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
    const backupCodes = await issueRecoveryCodes(db, user.id);
    await recordSecurityEvent(db, user.id, 'two-factor-enabled', origin);
    return { status: 'enabled' as const, backupCodes };
  });
}

/** Turning 2FA off or replacing recovery codes needs the password or a current code. */
async function assertProof(
  deps: TwoFactorDeps,
  auth: ActiveSession,
  proof: { password?: string; code?: string },
) {
  const user = await findUserById(deps.db, auth.user.id);
  if (!user?.totpSecret) {
    throw new Problem(409, 'Two-factor authentication is off.', [
      problemItem(409, 'two_factor_disabled', 'Conflict'),
    ]);
  }
  const keys = [accountKey('2fa-proof', user.id)];
  await assertNotThrottled(deps.db, keys);
  let proven = false;
  if (proof.password) proven = await deps.hasher.verify(user.passwordHash, proof.password);
  else if (proof.code && /^\d{6}$/.test(proof.code.trim())) {
    const step = acceptedTotpStep(user.totpSecret, proof.code, user.totpLastStep);
    if (step !== undefined) {
      await deps.db.update(users).set({ totpLastStep: step }).where(eq(users.id, user.id));
      proven = true;
    }
  } else if (proof.code) proven = await consumeRecoveryCode(deps.db, user.id, proof.code);
  if (!proven) {
    await recordAttempt(deps.db, keys);
    throw new Problem(
      422,
      proof.password ? 'The presented password is invalid.' : 'The code is invalid or has already been used.',
      [
        {
          status: '422',
          code: proof.password ? 'invalid_password' : 'invalid_code',
          title: 'Invalid value',
          source: { pointer: proof.password ? '/password' : '/code' },
        },
      ],
    );
  }
  return user;
}

export async function disableTwoFactor(
  deps: TwoFactorDeps,
  auth: ActiveSession,
  proof: { password?: string; code?: string },
  origin: EventOrigin,
): Promise<void> {
  const user = await assertProof(deps, auth, proof);
  await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await db
      .update(users)
      .set({
        totpSecret: null,
        totpPendingSecret: null,
        totpEnabledAt: null,
        totpLastStep: null,
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id));
    await deleteRecoveryCodes(db, user.id);
    await recordSecurityEvent(db, user.id, 'two-factor-disabled', origin);
  });
}

export async function replaceRecoveryCodes(
  deps: TwoFactorDeps,
  auth: ActiveSession,
  proof: { password?: string; code?: string },
  origin: EventOrigin,
): Promise<string[]> {
  const user = await assertProof(deps, auth, proof);
  return deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const codes = await issueRecoveryCodes(db, user.id);
    await recordSecurityEvent(db, user.id, 'recovery-codes-replaced', origin);
    return codes;
  });
}
