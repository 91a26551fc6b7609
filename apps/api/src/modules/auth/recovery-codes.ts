import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { keyedDigest, matchesKeyedDigest, type SecretsKeyring } from './secret-box';
import { hashSecretToken } from './secret-token';
import { recoveryCodes } from './tables';

const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** xxxxx-xxxxx from an alphabet without look-alikes: 50 bits, easy to read off paper. */
function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

const normalise = (code: string) => code.trim().toLowerCase().replace(/[\s-]/g, '');

/** Replaces a user's recovery codes; only their HMAC under the server key is kept (ASVS 6.5.2, ADR 0030). */
export async function issueRecoveryCodes(db: Db, ring: SecretsKeyring, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: keyedDigest(ring, hashSecretToken(normalise(code))) })));
  return codes;
}

/**
 * Marks a matching unused code as used; true when there was one. Each stored digest names its key, so codes
 * issued before a key rotation still work while the retired key stays in SECRETS_KEY.
 */
export async function consumeRecoveryCode(
  db: Db,
  ring: SecretsKeyring,
  userId: string,
  code: string,
): Promise<boolean> {
  const presented = hashSecretToken(normalise(code));
  const unused = await db
    .select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  const match = unused.find((row) => matchesKeyedDigest(ring, row.codeHash, presented));
  if (!match) return false;
  // Guarded on used_at, so two requests spending one code cannot both pass.
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(recoveryCodes.id, match.id), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}

export async function deleteRecoveryCodes(db: Db, userId: string): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}
