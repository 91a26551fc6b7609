import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import type { PasswordHasher } from '../auth/password-hasher';
import { aliasTaken, insertOrganizationWithOwner } from '../organizations/service';
import { analyzePayments, seedPayments } from '../payments/record-payments';
import { createUser } from '../users/accounts';
import { findUserByEmail } from '../users/service';
import { users } from '../users/tables';

/** @internal Exported for tests only. */
export const DEMO_EMAIL = 'demo@paygrid.localhost';
const DEMO_ALIAS = 'demo';

export type DemoAccount = { email: string; password: string; alias: string };

/** Issue 16: the demo organisation's payments over the last 90 days. */
const DEMO_PAYMENTS = { live: 50_000, test: 5_000 } as const;

/**
 * A demo owner with a demo organisation and its payments, made once: on a database that already has the demo user it does nothing.
 * The password is random and only ever printed, so a demo left running somewhere is not an open door.
 */
export async function seedDemo(
  db: Db,
  hasher: PasswordHasher,
  options: { payments?: { live: number; test: number } } = {},
): Promise<DemoAccount | undefined> {
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
    const { organization } = await insertOrganizationWithOwner(tx, ownerId, {
      name: 'Demo Payments',
      alias: DEMO_ALIAS,
      country: 'UA',
      baseCurrency: 'UAH',
      timeZone: 'Europe/Kiev',
    });
    await seedPayments(tx, {
      organizationId: organization.id,
      seedText: DEMO_ALIAS,
      counts: options.payments ?? DEMO_PAYMENTS,
      bulk: true,
    });
  });
  await analyzePayments(db);
  return { email: DEMO_EMAIL, password, alias: DEMO_ALIAS };
}

/** Nobody has an account yet: the database is a newcomer's (the demo default needs it). */
export async function databaseHasNoPeople(db: Db): Promise<boolean> {
  const someone = await db.select({ id: users.id }).from(users).limit(1);
  return someone.length === 0;
}
