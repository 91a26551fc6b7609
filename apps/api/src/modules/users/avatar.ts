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

/** The avatar of that version, or undefined when the user has none or another one now. */
export async function avatarOf(db: Db, userId: string, version: string): Promise<StoredImage | undefined> {
  const [found] = await db
    .select({ image: userAvatars.image, format: userAvatars.format, version: userAvatars.version })
    .from(userAvatars)
    .where(and(eq(userAvatars.userId, userId), eq(userAvatars.version, version)))
    .limit(1);
  return found;
}
