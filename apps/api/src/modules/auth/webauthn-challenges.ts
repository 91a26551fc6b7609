import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webauthnChallenges } from './tables';
import type { ThrottleKey } from './throttle';

/** A challenge lives as long as the browser's prompt may: five minutes, then it can never be answered. */
export const WEBAUTHN_CHALLENGE_MS = 5 * 60 * 1000;

/**
 * Challenges one account may ask for in 15 minutes, to add a passkey or finish a sign-in with one: each is a row
 * until it lapses, and a person asks a few times (a dismissed prompt, another try), never hundreds.
 */
export const passkeyOptionsKey = (
  purpose: 'registration' | 'second-factor' | 'proof',
  userId: string,
): ThrottleKey => ({
  key: `passkey-options:${purpose}:account:${userId}`,
  max: 30,
});

export type ChallengePurpose = (typeof webauthnChallenges.$inferSelect)['purpose'];

/** Keeps a challenge the server just gave out, for one purpose and, where one asked for it, one session. */
export async function storeChallenge(
  db: Db,
  challenge: string,
  purpose: ChallengePurpose,
  sessionId: string | null,
): Promise<void> {
  await db.insert(webauthnChallenges).values({
    challenge,
    purpose,
    sessionId,
    expiresAt: new Date(Date.now() + WEBAUTHN_CHALLENGE_MS),
  });
}

/**
 * Uses a challenge up: true when it was given out for this purpose (and session) and is still live. Deleted as it
 * is read, so a replayed answer finds nothing, on any server.
 */
export async function takeChallenge(
  db: Db,
  challenge: string,
  purpose: ChallengePurpose,
  sessionId: string | null,
): Promise<boolean> {
  const taken = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.purpose, purpose),
        sessionId === null
          ? isNull(webauthnChallenges.sessionId)
          : eq(webauthnChallenges.sessionId, sessionId),
        gt(webauthnChallenges.expiresAt, new Date()),
      ),
    )
    .returning({ challenge: webauthnChallenges.challenge });
  return taken.length > 0;
}

/** Challenges nobody answered in time. */
export async function pruneExpiredChallenges(db: Db, now = new Date()): Promise<void> {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
}
