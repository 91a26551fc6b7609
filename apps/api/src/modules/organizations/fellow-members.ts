import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { memberships } from './tables';

const viewerMembership = alias(memberships, 'viewer_membership');
const otherMembership = alias(memberships, 'other_membership');

/**
 * Whether two people are both members of at least one organisation (archived ones too: their members stay members).
 * An invitation not yet accepted is no membership. Users' avatars ask it (ADR 0095).
 */
export async function sharesAnOrganization(db: Db, userId: string, otherUserId: string): Promise<boolean> {
  const [found] = await db
    .select({ one: sql<number>`1` })
    .from(viewerMembership)
    .innerJoin(otherMembership, eq(otherMembership.organizationId, viewerMembership.organizationId))
    .where(and(eq(viewerMembership.userId, userId), eq(otherMembership.userId, otherUserId)))
    .limit(1);
  return found !== undefined;
}
