import { and, eq, isNotNull, like, not, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resealTotpSecrets } from '../users/accounts';
import { users } from '../users/tables';
import {
  isKeyedDigest,
  keyedDigest,
  openSecret,
  type SecretsKeyring,
  sealedKeyId,
  sealSecret,
} from './secret-box';
import { recoveryCodes } from './tables';

/**
 * The data migration of ADR 0030, run at every start after the schema migrations: TOTP secrets stored in clear, or
 * sealed under a key that is no longer the current one, are sealed under the current key; recovery-code SHA-256
 * digests become keyed digests (an HMAC of the stored SHA-256, so no code needs to be known). Idempotent.
 */
export async function convertSecretsAtRest(db: Db, ring: SecretsKeyring): Promise<void> {
  const current = `v1.${ring.current.id}.%`;
  const stale = await db
    .select({ id: users.id, secret: users.totpSecret, pending: users.totpPendingSecret })
    .from(users)
    .where(
      or(
        and(isNotNull(users.totpSecret), not(like(users.totpSecret, current))),
        and(isNotNull(users.totpPendingSecret), not(like(users.totpPendingSecret, current))),
      ),
    );
  const reseal = (value: string | null) =>
    value === null || sealedKeyId(value) === ring.current.id
      ? value
      : sealSecret(ring, openSecret(ring, value));
  for (const row of stale) {
    await resealTotpSecrets(
      db,
      row.id,
      { secret: row.secret, pending: row.pending },
      { secret: reseal(row.secret), pending: reseal(row.pending) },
    );
  }

  const unkeyed = await db
    .select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash })
    .from(recoveryCodes)
    .where(not(like(recoveryCodes.codeHash, 'h1.%')));
  for (const row of unkeyed) {
    if (isKeyedDigest(row.codeHash)) continue;
    await db
      .update(recoveryCodes)
      .set({ codeHash: keyedDigest(ring, row.codeHash) })
      .where(and(eq(recoveryCodes.id, row.id), eq(recoveryCodes.codeHash, row.codeHash)));
  }
}
