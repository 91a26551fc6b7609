import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hashSecretToken, newSecretToken } from './secret-token';
import { knownDevices } from './tables';

/** A device stays known for a year after it last signed in. */
export const KNOWN_DEVICE_MS = 365 * 24 * 60 * 60 * 1000;

/** The known device a cookie names, if it belongs to this account. */
export async function knownDeviceOf(
  db: Db,
  userId: string,
  token: string | undefined,
): Promise<{ id: string } | undefined> {
  if (!token) return undefined;
  const [device] = await db
    .select({ id: knownDevices.id })
    .from(knownDevices)
    .where(and(eq(knownDevices.tokenHash, hashSecretToken(token)), eq(knownDevices.userId, userId)))
    .limit(1);
  return device;
}

/** After a right password: the device is known from now on; answers the cookie's new token, if one is needed. */
export async function rememberDevice(
  db: Db,
  userId: string,
  device: { id: string } | undefined,
): Promise<string | undefined> {
  const now = new Date();
  if (device) {
    await db
      .update(knownDevices)
      .set({ lastUsedAt: now, updatedAt: now })
      .where(eq(knownDevices.id, device.id));
    return undefined;
  }
  const token = newSecretToken();
  await db.insert(knownDevices).values({ userId, tokenHash: hashSecretToken(token) });
  return token;
}

export async function pruneForgottenDevices(db: Db, now = new Date()): Promise<void> {
  await db.delete(knownDevices).where(lt(knownDevices.lastUsedAt, new Date(now.getTime() - KNOWN_DEVICE_MS)));
}
