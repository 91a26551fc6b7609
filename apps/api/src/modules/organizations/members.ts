import type { Member } from '@paygrid/contracts';
import { canChangeMember, type MemberRole } from '@paygrid/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { forbidden, notFound, Problem, problemItem } from '../../http/problem';
import type { AuditTrail } from '../audit/record';
import { forgetCurrentOrganization } from '../auth/sessions';
import { users } from '../users/tables';
import type { OrganizationContext } from './context';
import { memberships, organizations } from './tables';

type Membership = typeof memberships.$inferSelect;
type MemberRow = { membership: Membership; user: typeof users.$inferSelect };

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

/**
 * A change of who belongs with which role, one at a time per organisation (issue 33): the organisation's row is
 * locked, and the actor's role and the target are read again inside, so two transfers or role changes at once
 * decide on what the other left. The database holds "one owner" as well (memberships_one_owner).
 */
function withMembersLocked<T>(
  db: Db,
  context: OrganizationContext,
  change: (tx: Db, actor: Membership) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, context.organization.id))
      .for('update');
    const [actor] = await tx.select().from(memberships).where(eq(memberships.id, context.membership.id));
    if (!actor) throw notFound();
    return change(tx as unknown as Db, actor);
  });
}

export async function changeMemberRole(
  db: Db,
  context: OrganizationContext,
  id: string,
  role: MemberRole,
  trail: AuditTrail,
): Promise<MemberRow> {
  return withMembersLocked(db, context, async (tx, actor) => {
    const target = await memberOf(tx, context, id);
    if (target.membership.userId === context.auth.user.id)
      throw forbidden('You cannot change your own role.', 'own_role');
    if (!canChangeMember(actor.role, target.membership.role, role)) throw ownerProtected();
    const [membership] = await tx
      .update(memberships)
      .set({ role, updatedAt: new Date() })
      .where(eq(memberships.id, target.membership.id))
      .returning();
    if (role !== target.membership.role)
      await trail.record(tx, {
        organizationId: context.organization.id,
        action: 'member.role_changed',
        resource: memberNamed(target),
        changes: { role: { before: target.membership.role, after: role } },
      });
    return { membership: membership ?? target.membership, user: target.user };
  });
}

/** A member as the audit log names them: the membership, with the person's name at the time. */
const memberNamed = (row: MemberRow) => ({
  id: row.membership.id,
  name: `${row.user.firstName} ${row.user.lastName}`.trim() || row.user.email,
});

async function dropMembership(
  db: Db,
  row: MemberRow,
  organizationId: string,
  trail: AuditTrail,
  action: 'member.removed' | 'member.left',
): Promise<void> {
  await db.delete(memberships).where(eq(memberships.id, row.membership.id));
  await forgetCurrentOrganization(db, row.user.id, organizationId);
  await trail.record(db, {
    organizationId,
    action,
    resource: memberNamed(row),
    changes: { role: { before: row.membership.role, after: null } },
    details: { email: row.user.email },
  });
}

export async function removeMember(
  db: Db,
  context: OrganizationContext,
  id: string,
  trail: AuditTrail,
): Promise<void> {
  await withMembersLocked(db, context, async (tx, actor) => {
    const target = await memberOf(tx, context, id);
    if (target.membership.userId === context.auth.user.id) {
      throw forbidden('Use "Leave organization" to remove yourself.', 'remove_self');
    }
    if (!canChangeMember(actor.role, target.membership.role)) throw ownerProtected();
    await dropMembership(tx, target, context.organization.id, trail, 'member.removed');
  });
}

/** The owner cannot leave: the organisation would have nobody who can hand it on. */
export async function leaveOrganization(
  db: Db,
  context: OrganizationContext,
  trail: AuditTrail,
): Promise<void> {
  await withMembersLocked(db, context, async (tx, actor) => {
    if (actor.role === 'owner') {
      throw new Problem(409, 'The owner cannot leave. Transfer ownership to another member first.', [
        problemItem(409, 'owner_cannot_leave', 'Conflict'),
      ]);
    }
    await dropMembership(
      tx,
      { membership: actor, user: context.auth.user },
      context.organization.id,
      trail,
      'member.left',
    );
  });
}

/** Exactly one owner at all times: the new owner is promoted and the old one becomes admin, in one transaction. */
export async function transferOwnership(
  db: Db,
  context: OrganizationContext,
  memberId: string,
  trail: AuditTrail,
): Promise<void> {
  await withMembersLocked(db, context, async (tx, actor) => {
    // A transfer that waited for another finds its actor no longer owner: it changes nothing.
    if (actor.role !== 'owner') throw ownerProtected();
    const target = await memberOf(tx, context, memberId);
    if (target.membership.userId === context.auth.user.id)
      throw forbidden('You already own this organization.', 'own_role');
    const now = new Date();
    await tx.update(memberships).set({ role: 'admin', updatedAt: now }).where(eq(memberships.id, actor.id));
    await tx
      .update(memberships)
      .set({ role: 'owner', updatedAt: now })
      .where(eq(memberships.id, target.membership.id));
    const owner = memberNamed({ membership: actor, user: context.auth.user });
    await trail.record(tx, {
      organizationId: context.organization.id,
      action: 'organization.ownership_transferred',
      resource: { id: context.organization.id, name: context.organization.name },
      changes: { owner: { before: owner.name, after: memberNamed(target).name } },
      details: { from_member_id: owner.id, to_member_id: target.membership.id },
    });
  });
}
