import type { Member } from '@paygrid/contracts';
import { canChangeMember, type MemberRole } from '@paygrid/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { forbidden, notFound, Problem, problemItem } from '../../http/problem';
import { forgetCurrentOrganization } from '../auth/sessions';
import { users } from '../users/tables';
import type { OrganizationContext } from './context';
import { memberships } from './tables';

type MemberRow = { membership: typeof memberships.$inferSelect; user: typeof users.$inferSelect };

export function memberResource(row: MemberRow, viewerId: string): Member {
  return {
    type: 'member',
    id: row.membership.id,
    attributes: {
      user_id: row.user.id,
      first_name: row.user.firstName,
      last_name: row.user.lastName,
      email: row.user.email,
      role: row.membership.role,
      joined_at: row.membership.createdAt.toISOString(),
      you: row.user.id === viewerId,
    },
  };
}

export async function membersOf(db: Db, context: OrganizationContext): Promise<MemberRow[]> {
  return db
    .select({ membership: memberships, user: users })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.organizationId, context.organization.id))
    .orderBy(asc(users.lastName), asc(users.firstName));
}

async function memberOf(db: Db, context: OrganizationContext, id: string): Promise<MemberRow> {
  const [row] = await db
    .select({ membership: memberships, user: users })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.id, id), eq(memberships.organizationId, context.organization.id)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

const ownerProtected = () =>
  forbidden(
    'The owner cannot be changed or removed; the owner can transfer ownership first.',
    'owner_protected',
  );

export async function changeMemberRole(
  db: Db,
  context: OrganizationContext,
  id: string,
  role: MemberRole,
): Promise<MemberRow> {
  const target = await memberOf(db, context, id);
  if (target.membership.userId === context.auth.user.id)
    throw forbidden('You cannot change your own role.', 'own_role');
  if (!canChangeMember(context.membership.role, target.membership.role, role)) throw ownerProtected();
  const [membership] = await db
    .update(memberships)
    .set({ role, updatedAt: new Date() })
    .where(eq(memberships.id, target.membership.id))
    .returning();
  return { membership: membership ?? target.membership, user: target.user };
}

async function dropMembership(db: Db, row: MemberRow, organizationId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(memberships).where(eq(memberships.id, row.membership.id));
    await forgetCurrentOrganization(tx, row.user.id, organizationId);
  });
}

export async function removeMember(db: Db, context: OrganizationContext, id: string): Promise<void> {
  const target = await memberOf(db, context, id);
  if (target.membership.userId === context.auth.user.id) {
    throw forbidden('Use "Leave organization" to remove yourself.', 'remove_self');
  }
  if (!canChangeMember(context.membership.role, target.membership.role)) throw ownerProtected();
  await dropMembership(db, target, context.organization.id);
}

/** The owner cannot leave: the organisation would have nobody who can hand it on. */
export async function leaveOrganization(db: Db, context: OrganizationContext): Promise<void> {
  if (context.membership.role === 'owner') {
    throw new Problem(409, 'The owner cannot leave. Transfer ownership to another member first.', [
      problemItem(409, 'owner_cannot_leave', 'Conflict'),
    ]);
  }
  await dropMembership(
    db,
    { membership: context.membership, user: context.auth.user },
    context.organization.id,
  );
}

/** Exactly one owner at all times: the new owner is promoted and the old one becomes admin, in one transaction. */
export async function transferOwnership(
  db: Db,
  context: OrganizationContext,
  memberId: string,
): Promise<void> {
  const target = await memberOf(db, context, memberId);
  if (target.membership.userId === context.auth.user.id)
    throw forbidden('You already own this organization.', 'own_role');
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(memberships)
      .set({ role: 'admin', updatedAt: now })
      .where(eq(memberships.id, context.membership.id));
    await tx
      .update(memberships)
      .set({ role: 'owner', updatedAt: now })
      .where(eq(memberships.id, target.membership.id));
  });
}
