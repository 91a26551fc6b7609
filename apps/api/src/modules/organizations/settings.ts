import type { AuditAction, TwoFactorPolicy } from '@paygrid/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound, Problem, problemItem } from '../../http/problem';
import { changedFields } from '../audit/changed-fields';
import type { AuditTrail } from '../audit/record';
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

type OrganizationChanges = Partial<typeof organizations.$inferInsert>;

/** The audit log's names of the organisation's fields: the wire's, as the settings form sends them. */
const AUDITED_FIELDS = {
  name: 'name',
  country: 'country',
  baseCurrency: 'base_currency',
  timeZone: 'time_zone',
  twoFactorPolicy: 'two_factor_policy',
  archivedAt: 'archived_at',
  logoVersion: 'logo',
} as const satisfies Partial<Record<keyof OrganizationRow, string>>;

/**
 * Changes the organisation's row and records what changed, in one transaction (the row locked while it is read, so
 * the recorded "before" is what the change replaced). A change that changes nothing records nothing.
 */
export function updateOrganization(
  db: Db,
  organizationId: string,
  changes: OrganizationChanges,
  audit: { trail: AuditTrail; action: AuditAction },
): Promise<OrganizationRow> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(organizations)
      .where(eq(organizations.id, organizationId))
      .for('update');
    if (!before) throw notFound();
    const [updated] = await tx
      .update(organizations)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(organizations.id, organizationId))
      .returning();
    if (!updated) throw notFound();
    const changed = changedFields(before, updated, AUDITED_FIELDS);
    if (Object.keys(changed).length > 0)
      await audit.trail.record(tx as unknown as Db, {
        organizationId,
        action: audit.action,
        resource: { id: organizationId, name: updated.name },
        changes: changed,
      });
    return updated;
  });
}

/** PATCH /organization: name, country, base currency, time zone; the alias (its address) never changes. */
export function updateOrganizationSettings(
  db: Db,
  organizationId: string,
  settings: OrganizationSettings,
  trail: AuditTrail,
): Promise<OrganizationRow> {
  const changes = Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined));
  return updateOrganization(db, organizationId, changes, { trail, action: 'organization.settings_changed' });
}

export const setTwoFactorPolicy = (
  db: Db,
  organizationId: string,
  policy: TwoFactorPolicy,
  trail: AuditTrail,
) =>
  updateOrganization(
    db,
    organizationId,
    { twoFactorPolicy: policy },
    { trail, action: 'organization.two_factor_policy_changed' },
  );

/** Archives after the alias is typed again; nothing is deleted (payments are records). */
export async function archiveOrganization(
  db: Db,
  organization: OrganizationRow,
  typedAlias: string,
  trail: AuditTrail,
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
    const archived = await updateOrganization(
      tx,
      organization.id,
      { archivedAt: new Date() },
      { trail, action: 'organization.archived' },
    );
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
  trail: AuditTrail,
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
  return updateOrganization(
    db,
    organizationId,
    { archivedAt: null },
    { trail, action: 'organization.restored' },
  );
}
