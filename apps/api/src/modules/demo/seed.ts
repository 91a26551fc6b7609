import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { PasswordHasher } from '../auth/password-hasher';
import { memberships, organizations } from '../organizations/tables';
import { users } from '../users/tables';

export const DEMO_EMAIL = 'demo@paygrid.localhost';
export const DEMO_ALIAS = 'demo';

export type DemoAccount = { email: string; password: string; alias: string };

/**
 * A demo owner with a demo organisation, made once: on a database that already has the demo user it does nothing.
 * The password is random and only ever printed, so a demo left running somewhere is not an open door.
 */
export async function seedDemo(db: Db, hasher: PasswordHasher): Promise<DemoAccount | undefined> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_EMAIL))
    .limit(1);
  if (existing) return undefined;
  const password = `demo-${randomBytes(9).toString('base64url')}`;
  const passwordHash = await hasher.hash(password);
  await db.transaction(async (tx) => {
    const [owner] = await tx
      .insert(users)
      .values({
        email: DEMO_EMAIL,
        firstName: 'Demo',
        lastName: 'Operator',
        passwordHash,
        emailConfirmedAt: new Date(),
        preferences: { locale: 'en' },
      })
      .returning({ id: users.id });
    const [organization] = await tx
      .insert(organizations)
      .values({
        name: 'Demo Payments',
        alias: DEMO_ALIAS,
        country: 'UA',
        baseCurrency: 'UAH',
        timeZone: 'Europe/Kiev',
      })
      .onConflictDoNothing()
      .returning({ id: organizations.id });
    if (owner && organization) {
      await tx
        .insert(memberships)
        .values({ organizationId: organization.id, userId: owner.id, role: 'owner' });
    }
  });
  return { email: DEMO_EMAIL, password, alias: DEMO_ALIAS };
}
