import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import type { PasswordHasher } from '../auth/password-hasher';
import { aliasTaken, insertOrganizationWithOwner } from '../organizations/service';
import { createUser } from '../users/accounts';
import { findUserByEmail } from '../users/service';

export const DEMO_EMAIL = 'demo@paygrid.localhost';
export const DEMO_ALIAS = 'demo';

export type DemoAccount = { email: string; password: string; alias: string };

/**
 * A demo owner with a demo organisation, made once: on a database that already has the demo user it does nothing.
 * The password is random and only ever printed, so a demo left running somewhere is not an open door.
 */
export async function seedDemo(db: Db, hasher: PasswordHasher): Promise<DemoAccount | undefined> {
  if (await findUserByEmail(db, DEMO_EMAIL)) return undefined;
  const password = `demo-${randomBytes(9).toString('base64url')}`;
  const passwordHash = await hasher.hash(password);
  await db.transaction(async (tx) => {
    const ownerId = await createUser(tx, {
      email: DEMO_EMAIL,
      firstName: 'Demo',
      lastName: 'Operator',
      passwordHash,
      locale: 'en',
      confirmed: true,
    });
    if (await aliasTaken(tx, DEMO_ALIAS)) return;
    await insertOrganizationWithOwner(tx, ownerId, {
      name: 'Demo Payments',
      alias: DEMO_ALIAS,
      country: 'UA',
      baseCurrency: 'UAH',
      timeZone: 'Europe/Kiev',
    });
  });
  return { email: DEMO_EMAIL, password, alias: DEMO_ALIAS };
}
