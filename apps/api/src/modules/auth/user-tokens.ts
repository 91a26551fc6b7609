import { and, desc, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hashSecretToken, newSecretToken } from './secret-token';
import { type PendingRegistration, userTokens } from './tables';

export type TokenPurpose = 'registration-confirmation' | 'password-reset';

const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  'registration-confirmation': 24 * 60 * 60 * 1000,
  'password-reset': 30 * 60 * 1000,
};

/**
 * A new single-use link token; older unused tokens of the same purpose stop working, except when a new
 * registration is mailed: each registration's link keeps confirming that registration only.
 */
export async function issueUserToken(
  db: Db,
  userId: string,
  purpose: TokenPurpose,
  registration?: PendingRegistration,
): Promise<string> {
  const token = newSecretToken();
  const now = new Date();
  if (!registration) await voidUserTokens(db, userId, purpose);
  await db.insert(userTokens).values({
    userId,
    purpose,
    tokenHash: hashSecretToken(token),
    registration: registration ?? null,
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]),
  });
  return token;
}

/** Every unused token of a purpose stops working; a spent token keeps no registration's password hash. */
export async function voidUserTokens(db: Db, userId: string, purpose: TokenPurpose): Promise<void> {
  const now = new Date();
  await db
    .update(userTokens)
    .set({ usedAt: now, updatedAt: now, registration: null })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
}

/** The newest registration still waiting for its link, so a resent link confirms that one. */
export async function latestPendingRegistration(
  db: Db,
  userId: string,
): Promise<PendingRegistration | undefined> {
  const [row] = await db
    .select({ registration: userTokens.registration })
    .from(userTokens)
    .where(
      and(
        eq(userTokens.userId, userId),
        eq(userTokens.purpose, 'registration-confirmation'),
        isNotNull(userTokens.registration),
      ),
    )
    .orderBy(desc(userTokens.createdAt))
    .limit(1);
  return row?.registration ?? undefined;
}

/** A live registration-confirmation token: its user and the registration it was mailed for, without using it up. */
export async function peekRegistrationToken(
  db: Db,
  token: string,
): Promise<{ id: string; userId: string; registration: PendingRegistration | null } | undefined> {
  const [row] = await db
    .select({ id: userTokens.id, userId: userTokens.userId, registration: userTokens.registration })
    .from(userTokens)
    .where(
      and(
        eq(userTokens.tokenHash, hashSecretToken(token)),
        eq(userTokens.purpose, 'registration-confirmation'),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row;
}

/** The user id of a live, unused token, without using it up. */
export async function peekUserToken(
  db: Db,
  token: string,
  purpose: TokenPurpose,
): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: userTokens.userId })
    .from(userTokens)
    .where(
      and(
        eq(userTokens.tokenHash, hashSecretToken(token)),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row?.userId;
}

/** Uses a live token up, atomically: two requests with one token cannot both succeed. */
export async function consumeUserToken(
  db: Db,
  token: string,
  purpose: TokenPurpose,
): Promise<string | undefined> {
  const now = new Date();
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: now, updatedAt: now, registration: null })
    .where(
      and(
        eq(userTokens.tokenHash, hashSecretToken(token)),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
      ),
    )
    .returning({ userId: userTokens.userId });
  return row?.userId;
}

/** Used or expired link tokens are kept a week, so a support question about a link can still be answered. */
const TOKEN_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

export async function pruneOldUserTokens(db: Db, now = new Date()): Promise<void> {
  const keepAfter = new Date(now.getTime() - TOKEN_RETENTION_MS);
  await db
    .delete(userTokens)
    .where(
      or(
        lt(userTokens.expiresAt, keepAfter),
        and(isNotNull(userTokens.usedAt), lt(userTokens.usedAt, keepAfter)),
      ),
    );
}
