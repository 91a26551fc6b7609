import type { Preferences } from '@paygrid/contracts';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preferencesOf, type UserRow } from './service';
import { users } from './tables';

/** Every write to `users` lives in this module: other modules call these functions. */

export type NewUser = {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  locale: Preferences['locale'];
  /** An invitation proves the mailbox, so such an account is confirmed at once. */
  confirmed: boolean;
};

export async function createUser(db: Db, input: NewUser): Promise<string> {
  const [created] = await db
    .insert(users)
    .values({
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash: input.passwordHash,
      emailConfirmedAt: input.confirmed ? new Date() : null,
      preferences: { locale: input.locale },
    })
    .returning({ id: users.id });
  if (!created) throw new Error('user insert returned nothing');
  return created.id;
}

/**
 * The mailbox owner confirmed one registration of an unconfirmed account: that registration's password and
 * names become the account's, whichever registration came first. True when the account was still unconfirmed.
 */
export async function confirmRegistrationDetails(
  db: Db,
  existing: UserRow,
  input: Omit<NewUser, 'email' | 'confirmed'>,
): Promise<boolean> {
  const now = new Date();
  const confirmed = await db
    .update(users)
    .set({
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash: input.passwordHash,
      preferences: { ...existing.preferences, locale: input.locale },
      emailConfirmedAt: now,
      updatedAt: now,
    })
    .where(and(eq(users.id, existing.id), isNull(users.emailConfirmedAt)))
    .returning({ id: users.id });
  return confirmed.length > 0;
}

export async function confirmEmail(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ emailConfirmedAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** A new password; `confirmsEmail` when it came through a mailed link, which proves the mailbox. */
export async function setPassword(
  db: Db,
  userId: string,
  passwordHash: string,
  options: { confirmsEmail?: boolean } = {},
): Promise<void> {
  const now = new Date();
  const [user] = await db
    .update(users)
    .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ confirmedAt: users.emailConfirmedAt });
  if (options.confirmsEmail && user && !user.confirmedAt) await confirmEmail(db, userId);
}

/** The organisation used last, so the next session starts there. */
export async function setLastOrganization(db: Db, userId: string, organizationId: string): Promise<void> {
  await db.update(users).set({ lastOrganizationId: organizationId }).where(eq(users.id, userId));
}

/** An archived organisation is no one's to resume at the next sign-in (issue 18). */
export async function forgetLastOrganization(db: Db, organizationId: string): Promise<void> {
  await db
    .update(users)
    .set({ lastOrganizationId: null })
    .where(eq(users.lastOrganizationId, organizationId));
}

export type ProfileChanges = { firstName?: string; lastName?: string; preferences?: Partial<Preferences> };

/** PATCH /user: the name (already checked by the shared name rule) and preferences, whichever are given. */
export async function updateProfile(db: Db, user: UserRow, changes: ProfileChanges): Promise<UserRow> {
  const [updated] = await db
    .update(users)
    .set({
      ...(changes.firstName === undefined ? {} : { firstName: changes.firstName }),
      ...(changes.lastName === undefined ? {} : { lastName: changes.lastName }),
      ...(changes.preferences ? { preferences: { ...preferencesOf(user), ...changes.preferences } } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id))
    .returning();
  if (!updated) throw new Error('user vanished while updating the profile');
  return updated;
}

const PENDING_TOTP_SECRET_MS = 15 * 60 * 1000;

/**
 * The pending TOTP secret of a set-up: made once and kept for 15 minutes, so reloading the set-up page shows the
 * same secret the authenticator may already hold. `candidate` is stored only when none is pending.
 */
export async function pendingTotpSecret(db: Db, userId: string, candidate: string, now = new Date()) {
  const stale = new Date(now.getTime() - PENDING_TOTP_SECRET_MS);
  const [stored] = await db
    .update(users)
    .set({ totpPendingSecret: candidate, totpPendingAt: now, updatedAt: now })
    .where(
      and(
        eq(users.id, userId),
        or(isNull(users.totpPendingSecret), isNull(users.totpPendingAt), lt(users.totpPendingAt, stale)),
      ),
    )
    .returning({ secret: users.totpPendingSecret });
  if (stored?.secret) return stored.secret;
  const [kept] = await db
    .select({ secret: users.totpPendingSecret })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!kept?.secret) throw new Error('pending TOTP secret vanished');
  return kept.secret;
}

export function livePendingSecret(user: UserRow, now = new Date()): string | undefined {
  if (!user.totpPendingSecret || !user.totpPendingAt) return undefined;
  return now.getTime() - user.totpPendingAt.getTime() <= PENDING_TOTP_SECRET_MS
    ? user.totpPendingSecret
    : undefined;
}

export async function enableTotp(db: Db, userId: string, secret: string, step: number): Promise<void> {
  const now = new Date();
  await db
    .update(users)
    .set({
      totpSecret: secret,
      totpPendingSecret: null,
      totpPendingAt: null,
      totpEnabledAt: now,
      totpLastStep: step,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}

export async function disableTotp(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({
      totpSecret: null,
      totpPendingSecret: null,
      totpPendingAt: null,
      totpEnabledAt: null,
      totpLastStep: null,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

/** How many passkeys the person has now, as auth counted them in the same transaction. */
export async function setPasskeyCount(db: Db, userId: string, count: number): Promise<void> {
  await db.update(users).set({ passkeyCount: count, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Records a TOTP time step as used; guarded on the old value, so two requests racing with one code cannot both pass. */
export async function claimTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const claimed = await db
    .update(users)
    .set({ totpLastStep: step, updatedAt: new Date() })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return claimed.length > 0;
}

/**
 * Stores a user's TOTP secrets anew (sealed under the current key, ADR 0030), guarded on the values read, so two
 * servers converting at once never overwrite a secret that changed in between.
 */
export async function resealTotpSecrets(
  db: Db,
  userId: string,
  from: { secret: string | null; pending: string | null },
  to: { secret: string | null; pending: string | null },
): Promise<void> {
  await db
    .update(users)
    .set({ totpSecret: to.secret, totpPendingSecret: to.pending })
    .where(
      and(
        eq(users.id, userId),
        from.secret === null ? isNull(users.totpSecret) : eq(users.totpSecret, from.secret),
        from.pending === null ? isNull(users.totpPendingSecret) : eq(users.totpPendingSecret, from.pending),
      ),
    );
}
