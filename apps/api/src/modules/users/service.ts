import {
  defaultPreferences,
  type Preferences,
  preferencesSchema,
  type UserResource,
} from '@paygrid/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from './tables';

export type UserRow = typeof users.$inferSelect;

/** Stored preferences over the SPEC §9 defaults; a value that no longer validates falls back to its default. */
export function preferencesOf(user: Pick<UserRow, 'preferences'>): Preferences {
  const merged = { ...defaultPreferences, ...user.preferences };
  const parsed = preferencesSchema.safeParse(merged);
  if (parsed.success) return parsed.data;
  const cleaned: Record<string, unknown> = { ...defaultPreferences };
  for (const key of Object.keys(defaultPreferences) as (keyof Preferences)[]) {
    const single = preferencesSchema.shape[key].safeParse(merged[key]);
    if (single.success) cleaned[key] = single.data;
  }
  return cleaned as Preferences;
}

/** The avatar's own URL, named by its version so a new avatar is a new URL (API-relative, as the web calls it). */
export const avatarUrlOf = (user: Pick<UserRow, 'id' | 'avatarVersion'>): string | null =>
  user.avatarVersion ? `/api/v1/users/${user.id}/avatar/${user.avatarVersion}` : null;

/**
 * Whether signing in with the password takes a second step: TOTP is on, or the person has a passkey (issue 39). The
 * organisation's "2FA required" policy counts either.
 */
export const hasSecondFactor = (user: Pick<UserRow, 'totpEnabledAt' | 'passkeyCount'>): boolean =>
  user.totpEnabledAt !== null || user.passkeyCount > 0;

export function userResource(user: UserRow): UserResource {
  return {
    data: {
      type: 'user',
      id: user.id,
      attributes: {
        first_name: user.firstName,
        last_name: user.lastName,
        email: user.email,
        avatar_url: avatarUrlOf(user),
        two_factor_enabled: user.totpEnabledAt !== null,
        has_passkeys: user.passkeyCount > 0,
        settings: { preferences: preferencesOf(user) },
      },
    },
  };
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/**
 * The user's row, locked until the transaction ends: changes of their second factors (a passkey added or removed,
 * TOTP on or off) queue behind each other, so the passkey count and the recovery codes follow the last of them.
 */
export async function lockUser(db: Db, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return user;
}
