import type { Organization } from '@paygrid/contracts';
import { aliasIssue, aliasMessageKeys, type MemberRole, organizationDashboardUrl } from '@paygrid/domain';
import { and, asc, count, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { HitCounter } from '../../hit-counters/hit-counter';
import { notFound, Problem } from '../../http/problem';
import { setCurrentOrganization } from '../auth/sessions';
import { spendAttempt } from '../auth/throttle';
import { setLastOrganization } from '../users/accounts';
import { logoUrlOf } from './logo';
import {
  ORGANIZATIONS_PER_ACCOUNT_TOTAL,
  organizationCreationKey,
  organizationsInAllReached,
} from './organization-limits';
import { memberships, organizations } from './tables';

export type OrganizationRow = typeof organizations.$inferSelect;
type MembershipRow = typeof memberships.$inferSelect;
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
      two_factor_policy: organization.twoFactorPolicy,
      logo_url: logoUrlOf(organization),
      archived_at: organization.archivedAt?.toISOString() ?? null,
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
  return (
    db
      .select({ organization: organizations, membership: memberships })
      .from(memberships)
      .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
      // An archived organisation leaves every member's list but its owner's, who may restore it.
      .where(
        and(
          eq(memberships.userId, userId),
          or(isNull(organizations.archivedAt), eq(memberships.role, 'owner' satisfies MemberRole)),
        ),
      )
      .orderBy(asc(organizations.name))
  );
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

export async function aliasTaken(db: Db, alias: string): Promise<boolean> {
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

/** Inserts the organisation with `ownerId` as its creator and one owner; the unique alias index decides a race. */
export async function insertOrganizationWithOwner(
  db: Db,
  ownerId: string,
  input: NewOrganization,
): Promise<OrganizationMembership> {
  const [organization] = await db
    .insert(organizations)
    .values({ ...input, createdBy: ownerId })
    .returning();
  if (!organization) throw new Error('organisation insert returned nothing');
  const [membership] = await db
    .insert(memberships)
    .values({ organizationId: organization.id, userId: ownerId, role: 'owner' satisfies MemberRole })
    .returning();
  if (!membership) throw new Error('membership insert returned nothing');
  return { organization, membership };
}

/** Organisations the account created, archived ones and ones it handed to another owner included. */
async function organizationsCreatedBy(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(organizations)
    .where(eq(organizations.createdBy, userId));
  return row?.total ?? 0;
}

/**
 * Creates the organisation with the caller as its one owner, and makes it the session's current one, within the
 * account's limits (ADR 0096): a few a day (429 with Retry-After) and a total for good (403).
 */
export async function createOrganization(
  deps: { db: Db; hits: HitCounter },
  actor: { userId: string; sessionId: string },
  input: NewOrganization,
): Promise<OrganizationMembership> {
  const { db } = deps;
  if ((await organizationsCreatedBy(db, actor.userId)) >= ORGANIZATIONS_PER_ACCOUNT_TOTAL)
    throw organizationsInAllReached();
  if (await aliasTaken(db, input.alias)) throw aliasTakenProblem();
  const allowance = await spendAttempt(deps.hits, [organizationCreationKey(actor.userId)]);
  try {
    return await db.transaction(async (tx) => {
      // One creation per account at a time: parallel requests cannot all read a count under the total.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`organization-create:${actor.userId}`}))`);
      if ((await organizationsCreatedBy(tx, actor.userId)) >= ORGANIZATIONS_PER_ACCOUNT_TOTAL)
        throw organizationsInAllReached();
      const created = await insertOrganizationWithOwner(tx, actor.userId, input);
      await rememberCurrentOrganization(tx, actor, created.organization.id);
      return created;
    });
  } catch (error) {
    // Nothing was made: the day's allowance is given back.
    await allowance.succeeded();
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
async function rememberCurrentOrganization(
  db: Db,
  actor: { userId: string; sessionId: string },
  organizationId: string,
): Promise<void> {
  await setCurrentOrganization(db, actor.sessionId, organizationId);
  await setLastOrganization(db, actor.userId, organizationId);
}

/**
 * POST /user/organizations/{id}/switch: only to an organisation the user belongs to, and only when the body names
 * the same one as the path (SPEC §7 sends both); anything else reads as an unknown organisation.
 */
export async function switchOrganization(
  db: Db,
  actor: { userId: string; sessionId: string },
  organizationId: string,
  bodyId: string,
): Promise<OrganizationMembership> {
  const found = bodyId === organizationId ? await membershipIn(db, actor.userId, organizationId) : undefined;
  if (!found) throw notFound();
  await db.transaction((tx) => rememberCurrentOrganization(tx, actor, found.organization.id));
  return found;
}
