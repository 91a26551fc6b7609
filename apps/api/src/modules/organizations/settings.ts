import type { TwoFactorPolicy } from '@paygrid/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound, Problem, problemItem } from '../../http/problem';
import { forgetOrganizationInEverySession } from '../auth/sessions';
import { forgetLastOrganization } from '../users/accounts';
import type { OrganizationRow } from './service';
import { memberships, organizations } from './tables';

export type OrganizationSettings = {
  name?: string | undefined;
  country?: string | undefined;
  baseCurrency?: string | undefined;
  timeZone?: string | undefined;
};

async function updateOrganization(
  db: Db,
  organizationId: string,
  changes: Partial<typeof organizations.$inferInsert>,
): Promise<OrganizationRow> {
  const [updated] = await db
    .update(organizations)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(organizations.id, organizationId))
    .returning();
  if (!updated) throw notFound();
  return updated;
}

/** PATCH /organization: name, country, base currency, time zone; the alias (its address) never changes. */
export function updateOrganizationSettings(
  db: Db,
  organizationId: string,
  settings: OrganizationSettings,
): Promise<OrganizationRow> {
  const changes = Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined));
  return updateOrganization(db, organizationId, changes);
}

export const setTwoFactorPolicy = (db: Db, organizationId: string, policy: TwoFactorPolicy) =>
  updateOrganization(db, organizationId, { twoFactorPolicy: policy });

/** Archives after the alias is typed again; nothing is deleted (payments are records). */
export async function archiveOrganization(
  db: Db,
  organization: OrganizationRow,
  typedAlias: string,
): Promise<OrganizationRow> {
  if (typedAlias.trim().toLowerCase() !== organization.alias) {
    const title = 'Type the organisation’s address to archive it.';
    throw new Problem(422, title, [
      {
        ...problemItem(422, 'validation__alias_mismatch', title),
        source: { pointer: '/data/attributes/alias' },
      },
    ]);
  }
  return db.transaction(async (tx) => {
    const archived = await updateOrganization(tx, organization.id, { archivedAt: new Date() });
    // No session keeps it as its current organisation: the owner lands on their list, not on a closed dashboard.
    await forgetOrganizationInEverySession(tx, organization.id);
    await forgetLastOrganization(tx, organization.id);
    return archived;
  });
}

/** Restores an archived organisation of which `userId` is the owner; anything else is 404. */
export async function restoreOrganization(
  db: Db,
  userId: string,
  organizationId: string,
): Promise<OrganizationRow> {
  const [owned] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .innerJoin(memberships, eq(memberships.organizationId, organizations.id))
    .where(
      and(
        eq(organizations.id, organizationId),
        eq(memberships.userId, userId),
        eq(memberships.role, 'owner'),
        isNotNull(organizations.archivedAt),
      ),
    )
    .limit(1);
  if (!owned) throw notFound();
  return updateOrganization(db, organizationId, { archivedAt: null });
}
