import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { StoredImage } from '../../images/stored-image';
import type { UserRow } from './service';
import { userAvatars, users } from './tables';

/** Keeps the avatar and points the user at its version, in one transaction. */
export async function saveAvatar(db: Db, userId: string, stored: StoredImage): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .insert(userAvatars)
      .values({ userId, ...stored })
      .onConflictDoUpdate({ target: userAvatars.userId, set: { ...stored, updatedAt: now } });
    const [updated] = await tx
      .update(users)
      .set({ avatarVersion: stored.version, updatedAt: now })
      .where(eq(users.id, userId))
      .returning();
    if (!updated) throw new Error('user vanished while saving the avatar');
    return updated;
  });
}

/** Removes the avatar: initials show again. */
export async function removeAvatar(db: Db, userId: string): Promise<UserRow> {
  return db.transaction(async (tx) => {
    await tx.delete(userAvatars).where(eq(userAvatars.userId, userId));
    const [updated] = await tx
      .update(users)
      .set({ avatarVersion: null, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    if (!updated) throw new Error('user vanished while removing the avatar');
    return updated;
  });
}

/** Whether two people are members of one organisation: organisations answer it, injected by server.ts. */
export type FellowMemberLookup = (viewerId: string, userId: string) => Promise<boolean>;

/**
 * The avatar of that version as `viewerId` may see it: their own, or the avatar of someone who is a member of an
 * organisation they are a member of too (where the members grid shows it). A pending invitation shares nothing yet.
 * Undefined when the viewer may not see it, the user has none or another one now: all read as absent (ASVS 5.0
 * V8.2.2). Who may see it is asked first, so an outsider's answer takes the same path whether the avatar exists.
 */
export async function avatarSeenBy(
  db: Db,
  fellowMembers: FellowMemberLookup,
  viewer: { viewerId: string; userId: string; version: string },
): Promise<StoredImage | undefined> {
  const { viewerId, userId, version } = viewer;
  if (viewerId !== userId && !(await fellowMembers(viewerId, userId))) return undefined;
  const [found] = await db
    .select({ image: userAvatars.image, format: userAvatars.format, version: userAvatars.version })
    .from(userAvatars)
    .where(and(eq(userAvatars.userId, userId), eq(userAvatars.version, version)))
    .limit(1);
  return found;
}
