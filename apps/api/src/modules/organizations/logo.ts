import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { StoredImage } from '../../images/stored-image';
import type { AuditTrail } from '../audit/record';
import type { OrganizationRow } from './service';
import { updateOrganization } from './settings';
import { memberships, organizationLogos } from './tables';

/** The logo's own URL, named by its version so a new logo is a new URL (API-relative, as the web calls it). */
export const logoUrlOf = (organization: Pick<OrganizationRow, 'id' | 'logoVersion'>): string | null =>
  organization.logoVersion
    ? `/api/v1/organizations/${organization.id}/logo/${organization.logoVersion}`
    : null;

/** Keeps the logo and points the organisation at its version, in one transaction. */
export function saveLogo(
  db: Db,
  organizationId: string,
  stored: StoredImage,
  trail: AuditTrail,
): Promise<OrganizationRow> {
  return db.transaction(async (tx) => {
    await tx
      .insert(organizationLogos)
      .values({ organizationId, ...stored })
      .onConflictDoUpdate({
        target: organizationLogos.organizationId,
        set: { ...stored, updatedAt: new Date() },
      });
    return updateOrganization(
      tx,
      organizationId,
      { logoVersion: stored.version },
      { trail, action: 'organization.logo_changed' },
    );
  });
}

/** Removes the logo: the initials show again. */
export function removeLogo(db: Db, organizationId: string, trail: AuditTrail): Promise<OrganizationRow> {
  return db.transaction(async (tx) => {
    await tx.delete(organizationLogos).where(eq(organizationLogos.organizationId, organizationId));
    return updateOrganization(
      tx,
      organizationId,
      { logoVersion: null },
      { trail, action: 'organization.logo_removed' },
    );
  });
}

/**
 * The logo of that version, for a member of the organisation only (its list shows every organisation of the
 * reader's, so the route cannot hang on one sub-domain); anyone else, or an old version, gets undefined: 404.
 */
export async function logoOf(
  db: Db,
  reader: { userId: string; organizationId: string; version: string },
): Promise<StoredImage | undefined> {
  const [found] = await db
    .select({
      image: organizationLogos.image,
      format: organizationLogos.format,
      version: organizationLogos.version,
    })
    .from(organizationLogos)
    .innerJoin(memberships, eq(memberships.organizationId, organizationLogos.organizationId))
    .where(
      and(
        eq(organizationLogos.organizationId, reader.organizationId),
        eq(organizationLogos.version, reader.version),
        eq(memberships.userId, reader.userId),
      ),
    )
    .limit(1);
  return found;
}
