import type { Invitation, InvitationByToken, OrganizationInvitation } from '@paygrid/contracts';
import { INVITATION_LIFETIME_DAYS, type MemberRole } from '@paygrid/domain';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { HitCounter } from '../../hit-counters/hit-counter';
import { notFound, Problem, problemItem } from '../../http/problem';
import type { Mailer } from '../../mail/mailer';
import { invitationMail } from '../../mail/templates/invitation';
import type { MailLocale } from '../../mail/templates/layout';
import type { AuditTrail } from '../audit/record';
import { hashSecretToken, newSecretToken } from '../auth/secret-token';
import { spendAttempt } from '../auth/throttle';
import { enqueueMail } from '../mail-outbox/outbox';
import { findUserByEmail, preferencesOf } from '../users/service';
import type { OrganizationContext } from './context';
import { newInvitationKeys, resendKeys } from './invitation-limits';
import { invitations, memberships, organizations } from './tables';

export type InvitationRow = typeof invitations.$inferSelect;
type InvitationState = OrganizationInvitation['attributes']['state'];

const LIFETIME_MS = INVITATION_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

/** An invitation as the audit log names it: by the address it went to. */
const invitationNamed = (row: InvitationRow) => ({ id: row.id, name: row.email });

const stateOf = (row: InvitationRow, now = new Date()): InvitationState =>
  row.state === 'pending' && row.expiresAt <= now ? 'expired' : row.state;

export function organizationInvitationResource(row: InvitationRow): OrganizationInvitation {
  return {
    type: 'member-invite',
    id: row.id,
    attributes: {
      email: row.email,
      role: row.role,
      state: stateOf(row),
      inviter_name: row.inviterName,
      created_at: row.createdAt.toISOString(),
      expires_at: row.expiresAt.toISOString(),
    },
  };
}

async function sendInvitation(
  deps: { db: Db; mailer: Mailer },
  context: OrganizationContext,
  row: InvitationRow,
  token: string,
  links: string,
  fallbackLocale: MailLocale,
) {
  const invitee = await findUserByEmail(deps.db, row.email);
  const locale = invitee ? preferencesOf(invitee).locale : fallbackLocale;
  await enqueueMail(deps.db, {
    to: row.email,
    ...invitationMail(locale, {
      inviterName: row.inviterName,
      organizationName: context.organization.name,
      role: row.role,
      joinUrl: `${links}/join/${token}`,
    }),
  });
}

/** Invites an e-mail with a role; the mail goes in the invitee's language when they have an account. */
export type InvitationDeps = { db: Db; mailer: Mailer; hits: HitCounter };

export async function inviteMember(
  deps: InvitationDeps,
  context: OrganizationContext,
  input: { email: string; role: MemberRole; locale?: MailLocale | undefined; replace?: boolean | undefined },
  links: string,
  trail: AuditTrail,
): Promise<InvitationRow> {
  const invitee = await findUserByEmail(deps.db, input.email);
  const [existingMember] = invitee
    ? await deps.db
        .select({ id: memberships.id })
        .from(memberships)
        .where(
          and(eq(memberships.organizationId, context.organization.id), eq(memberships.userId, invitee.id)),
        )
        .limit(1)
    : [];
  if (existingMember) {
    throw new Problem(409, 'This person is already a member.', [
      { status: '409', code: 'already_member', title: 'Conflict', source: { pointer: '/email' } },
    ]);
  }
  // Issue 32: an open invitation is replaced only when the inviter says so (its link then stops working).
  if (input.replace !== true) {
    const [open] = await deps.db
      .select({ id: invitations.id })
      .from(invitations)
      .where(
        and(
          eq(invitations.organizationId, context.organization.id),
          eq(invitations.email, input.email),
          eq(invitations.state, 'pending'),
          gt(invitations.expiresAt, new Date()),
        ),
      )
      .limit(1);
    if (open) {
      throw new Problem(409, 'An invitation to this address is still open.', [
        { status: '409', code: 'invitation_pending', title: 'Conflict', source: { pointer: '/email' } },
      ]);
    }
  }
  await spendAttempt(
    deps.hits,
    newInvitationKeys(context.organization.id, input.email, context.auth.user.id),
  );
  const token = newSecretToken();
  return deps.db.transaction(async (db) => {
    const now = new Date();
    // A new invitation replaces an open one to the same address.
    const replaced = await db
      .update(invitations)
      .set({ state: 'revoked', respondedAt: now, updatedAt: now })
      .where(
        and(
          eq(invitations.organizationId, context.organization.id),
          eq(invitations.email, input.email),
          eq(invitations.state, 'pending'),
        ),
      )
      .returning({ id: invitations.id });
    const [row] = await db
      .insert(invitations)
      .values({
        organizationId: context.organization.id,
        email: input.email,
        role: input.role,
        inviterId: context.auth.user.id,
        inviterName: `${context.auth.user.firstName} ${context.auth.user.lastName}`.trim(),
        tokenHash: hashSecretToken(token),
        expiresAt: new Date(now.getTime() + LIFETIME_MS),
      })
      .returning();
    if (!row) throw new Error('invitation insert returned nothing');
    await trail.record(db, {
      organizationId: context.organization.id,
      action: 'invitation.sent',
      resource: invitationNamed(row),
      changes: { role: { before: null, after: row.role } },
      ...(replaced.length > 0 && { details: { replaced_invitation_ids: replaced.map(({ id }) => id) } }),
    });
    await sendInvitation(
      { db, mailer: deps.mailer },
      context,
      row,
      token,
      links,
      input.locale ?? preferencesOf(context.auth.user).locale,
    );
    return row;
  });
}

async function invitationOfOrganization(
  db: Db,
  context: OrganizationContext,
  id: string,
): Promise<InvitationRow> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, id), eq(invitations.organizationId, context.organization.id)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export async function invitationsOfOrganization(
  db: Db,
  context: OrganizationContext,
): Promise<InvitationRow[]> {
  return db
    .select()
    .from(invitations)
    .where(eq(invitations.organizationId, context.organization.id))
    .orderBy(desc(invitations.createdAt));
}

/** A fresh link and seven more days; the old link stops working. */
export async function resendInvitation(
  deps: InvitationDeps,
  context: OrganizationContext,
  id: string,
  links: string,
  trail: AuditTrail,
): Promise<InvitationRow> {
  const row = await invitationOfOrganization(deps.db, context, id);
  if (row.state !== 'pending') {
    throw new Problem(409, 'Only an open invitation can be sent again.', [
      problemItem(409, 'invitation_closed', 'Conflict'),
    ]);
  }
  await spendAttempt(deps.hits, resendKeys(context.organization.id, row.id, row.email, context.auth.user.id));
  const token = newSecretToken();
  return deps.db.transaction(async (db) => {
    const [updated] = await db
      .update(invitations)
      .set({
        tokenHash: hashSecretToken(token),
        expiresAt: new Date(Date.now() + LIFETIME_MS),
        updatedAt: new Date(),
      })
      .where(eq(invitations.id, row.id))
      .returning();
    if (!updated) throw notFound();
    await trail.record(db, {
      organizationId: context.organization.id,
      action: 'invitation.resent',
      resource: invitationNamed(updated),
      changes: {
        expires_at: { before: row.expiresAt.toISOString(), after: updated.expiresAt.toISOString() },
      },
    });
    await sendInvitation(
      { db, mailer: deps.mailer },
      context,
      updated,
      token,
      links,
      preferencesOf(context.auth.user).locale,
    );
    return updated;
  });
}

export async function revokeInvitation(
  db: Db,
  context: OrganizationContext,
  id: string,
  trail: AuditTrail,
): Promise<void> {
  const row = await invitationOfOrganization(db, context, id);
  if (row.state !== 'pending') {
    throw new Problem(409, 'This invitation is already closed.', [
      problemItem(409, 'invitation_closed', 'Conflict'),
    ]);
  }
  await db.transaction(async (tx) => {
    await tx
      .update(invitations)
      .set({ state: 'revoked', respondedAt: new Date(), updatedAt: new Date() })
      .where(eq(invitations.id, row.id));
    await trail.record(tx as unknown as Db, {
      organizationId: context.organization.id,
      action: 'invitation.revoked',
      resource: invitationNamed(row),
      changes: { state: { before: 'pending', after: 'revoked' } },
    });
  });
}

/** Open invitations addressed to an e-mail, newest first. */
export async function pendingInvitationsFor(db: Db, email: string) {
  return db
    .select({ invitation: invitations, organization: organizations })
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
    .where(
      and(
        eq(invitations.email, email),
        eq(invitations.state, 'pending'),
        gt(invitations.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(invitations.createdAt));
}

export function invitationResource(row: {
  invitation: InvitationRow;
  organization: typeof organizations.$inferSelect;
}): Invitation {
  return {
    type: 'member-invite',
    id: row.invitation.id,
    attributes: {
      email: row.invitation.email,
      role: row.invitation.role,
      organization_name: row.organization.name,
      organization_alias: row.organization.alias,
      inviter_name: row.invitation.inviterName,
      expires_at: row.invitation.expiresAt.toISOString(),
    },
  };
}

/** PATCH /member-invites/{id}/accept | decline: only the addressee, only while open. */
export async function respondToInvitation(
  db: Db,
  user: { id: string; email: string },
  id: string,
  answer: 'accepted' | 'declined',
  trail: AuditTrail,
): Promise<void> {
  const open = (await pendingInvitationsFor(db, user.email)).find((row) => row.invitation.id === id);
  if (!open) throw notFound();
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(invitations)
      .set({ state: answer, respondedAt: now, updatedAt: now })
      .where(eq(invitations.id, id));
    if (answer === 'accepted') {
      await tx
        .insert(memberships)
        .values({
          organizationId: open.invitation.organizationId,
          userId: user.id,
          role: open.invitation.role,
        })
        .onConflictDoNothing();
    }
    await trail.record(tx as unknown as Db, {
      organizationId: open.invitation.organizationId,
      action: answer === 'accepted' ? 'invitation.accepted' : 'invitation.declined',
      resource: invitationNamed(open.invitation),
      changes: { state: { before: 'pending', after: answer } },
    });
  });
}

/** GET /member-invites/token/{token}: what a visitor of /join/{token} needs to decide. */
export async function invitationByToken(db: Db, token: string): Promise<InvitationByToken> {
  const [row] = await db
    .select({ invitation: invitations, organization: organizations })
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
    .where(eq(invitations.tokenHash, hashSecretToken(token)))
    .limit(1);
  if (!row) {
    throw new Problem(404, 'The token does not exist or has already been used.', [
      problemItem(404, 'token_not_found', 'Token not found'),
    ]);
  }
  return {
    data: {
      type: 'member-invite',
      id: row.invitation.id,
      attributes: {
        email: row.invitation.email,
        role: row.invitation.role,
        state: stateOf(row.invitation),
        organization_name: row.organization.name,
        inviter_name: row.invitation.inviterName,
        expires_at: row.invitation.expiresAt.toISOString(),
        account_exists: (await findUserByEmail(db, row.invitation.email)) !== undefined,
      },
    },
  };
}

/** The open invitation a join token names, for registering through it. */
export async function openInvitationByToken(db: Db, token: string): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.tokenHash, hashSecretToken(token)),
        eq(invitations.state, 'pending'),
        gt(invitations.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row;
}
