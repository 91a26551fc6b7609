import type { Organization } from '@paygrid/contracts';
import { aliasIssue, aliasMessageKeys, type MemberRole, organizationDashboardUrl } from '@paygrid/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound, Problem } from '../../http/problem';
import { sessions } from '../auth/tables';
import { users } from '../users/tables';
import { memberships, organizations } from './tables';

export type OrganizationRow = typeof organizations.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;
export type OrganizationMembership = { organization: OrganizationRow; membership: MembershipRow };

/** Where dashboard links point: the request's scheme and APP_HOST. */
export type DashboardHost = { protocol: string; appHost: string };

export function organizationResource(
  { organization, membership }: OrganizationMembership,
  host: DashboardHost,
  currentOrganizationId: string | null,
): Organization {
  return {
    type: 'organization',
    id: organization.id,
    attributes: {
      name: organization.name,
      alias: organization.alias,
      country: organization.country,
      base_currency: organization.baseCurrency,
      time_zone: organization.timeZone,
      role: membership.role,
      dashboard_url: organizationDashboardUrl({
        protocol: host.protocol,
        appHost: host.appHost,
        alias: organization.alias,
      }),
      current: organization.id === currentOrganizationId,
      created_at: organization.createdAt.toISOString(),
    },
  };
}

export async function organizationsOfUser(db: Db, userId: string): Promise<OrganizationMembership[]> {
  return db
    .select({ organization: organizations, membership: memberships })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(organizations.name));
}

/** The membership of a user in one organisation; undefined reads as "no such organisation" (404), never 403. */
export async function membershipIn(
  db: Db,
  userId: string,
  organizationId: string,
): Promise<OrganizationMembership | undefined> {
  const [row] = await db
    .select({ organization: organizations, membership: memberships })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(and(eq(memberships.userId, userId), eq(memberships.organizationId, organizationId)))
    .limit(1);
  return row;
}

export async function membershipByAlias(
  db: Db,
  userId: string,
  alias: string,
): Promise<OrganizationMembership | undefined> {
  const [row] = await db
    .select({ organization: organizations, membership: memberships })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(and(eq(memberships.userId, userId), eq(organizations.alias, alias)))
    .limit(1);
  return row;
}

async function aliasTaken(db: Db, alias: string): Promise<boolean> {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.alias, alias))
    .limit(1);
  return row !== undefined;
}

/** POST /organization/validate: the alias rules of the domain plus "already taken", as the user types. */
export async function validateOrganizationFields(
  db: Db,
  fields: { name?: string | undefined; alias?: string | undefined },
): Promise<{ field: 'name' | 'alias'; code: string }[]> {
  const errors: { field: 'name' | 'alias'; code: string }[] = [];
  if (fields.name !== undefined && (fields.name.trim().length < 2 || fields.name.trim().length > 100)) {
    errors.push({ field: 'name', code: 'validation__range' });
  }
  if (fields.alias !== undefined) {
    const found = aliasIssue(fields.alias);
    if (found) errors.push({ field: 'alias', code: found.key });
    else if (await aliasTaken(db, fields.alias))
      errors.push({ field: 'alias', code: aliasMessageKeys.taken });
  }
  return errors;
}

const aliasTakenProblem = () =>
  new Problem(409, 'This address is already taken.', [
    {
      status: '409',
      code: aliasMessageKeys.taken,
      title: 'Conflict',
      source: { pointer: '/data/attributes/alias' },
    },
  ]);

export type NewOrganization = {
  name: string;
  alias: string;
  country: string;
  baseCurrency: string;
  timeZone: string;
};

/** Creates the organisation with the caller as its one owner, and makes it the session's current one. */
export async function createOrganization(
  db: Db,
  actor: { userId: string; sessionId: string },
  input: NewOrganization,
): Promise<OrganizationMembership> {
  if (await aliasTaken(db, input.alias)) throw aliasTakenProblem();
  try {
    return await db.transaction(async (tx) => {
      const [organization] = await tx.insert(organizations).values(input).returning();
      if (!organization) throw new Error('organisation insert returned nothing');
      const [membership] = await tx
        .insert(memberships)
        .values({ organizationId: organization.id, userId: actor.userId, role: 'owner' satisfies MemberRole })
        .returning();
      if (!membership) throw new Error('membership insert returned nothing');
      await rememberCurrentOrganization(tx as unknown as Db, actor, organization.id);
      return { organization, membership };
    });
  } catch (error) {
    // Two people racing for one alias: the unique index decides, the loser gets the same answer as above.
    if (isUniqueViolation(error)) throw aliasTakenProblem();
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The session works in this organisation now, and the next session of the user starts there too. */
export async function rememberCurrentOrganization(
  db: Db,
  actor: { userId: string; sessionId: string },
  organizationId: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ currentOrganizationId: organizationId })
    .where(eq(sessions.id, actor.sessionId));
  await db.update(users).set({ lastOrganizationId: organizationId }).where(eq(users.id, actor.userId));
}

/** A new session resumes the organisation used last, if the user still belongs to it. */
export async function resumeLastOrganization(db: Db, userId: string, sessionId: string): Promise<void> {
  const [row] = await db
    .select({ organizationId: memberships.organizationId })
    .from(users)
    .innerJoin(
      memberships,
      and(eq(memberships.userId, users.id), eq(memberships.organizationId, users.lastOrganizationId)),
    )
    .where(eq(users.id, userId))
    .limit(1);
  if (row)
    await db
      .update(sessions)
      .set({ currentOrganizationId: row.organizationId })
      .where(eq(sessions.id, sessionId));
}

/** POST /user/organizations/{id}/switch: only to an organisation the user belongs to. */
export async function switchOrganization(
  db: Db,
  actor: { userId: string; sessionId: string },
  organizationId: string,
): Promise<OrganizationMembership> {
  const found = /^[0-9a-f-]{36}$/i.test(organizationId)
    ? await membershipIn(db, actor.userId, organizationId)
    : undefined;
  if (!found) throw notFound();
  await rememberCurrentOrganization(db, actor, found.organization.id);
  return found;
}
