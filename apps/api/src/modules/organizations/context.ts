import { canDo, hostKindOf, type OrganizationAction } from '@paygrid/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../http/problem';
import { signedIn } from '../auth/authenticate';
import type { ActiveSession } from '../auth/sessions';
import { preferencesOf } from '../users/service';
import {
  membershipByAlias,
  membershipIn,
  type OrganizationMembership,
  rememberCurrentOrganization,
} from './service';

export type DataMode = 'live' | 'test';
export type OrganizationContext = OrganizationMembership & { auth: ActiveSession; mode: DataMode };

export const TEST_MODE_COOKIE = 'testMode';

/**
 * The organisation a call acts on: the one the sub-domain names, or on the entrance host the session's current one.
 * Someone who is not a member gets 404, exactly as for an organisation that does not exist.
 */
export async function organizationContext(
  request: FastifyRequest,
  deps: { db: Db; appHost: string },
): Promise<OrganizationContext> {
  const auth = signedIn(request);
  const host = hostKindOf(request.host, deps.appHost);
  let found: OrganizationMembership | undefined;
  if (host.kind === 'organization') found = await membershipByAlias(deps.db, auth.user.id, host.alias);
  else if (host.kind === 'entrance' && auth.session.currentOrganizationId) {
    found = await membershipIn(deps.db, auth.user.id, auth.session.currentOrganizationId);
  }
  if (!found) throw notFound();
  // Opening an organisation's sub-domain makes it the current one, so entrance links lead back to it.
  if (host.kind === 'organization' && auth.session.currentOrganizationId !== found.organization.id) {
    await rememberCurrentOrganization(
      deps.db,
      { userId: auth.user.id, sessionId: auth.session.id },
      found.organization.id,
    );
    auth.session.currentOrganizationId = found.organization.id;
  }
  // With the sidebar toggle hidden by preference, the console is always live (issue 5).
  const testToggleShown = preferencesOf(auth.user).test_mode_on_sidebar;
  const mode: DataMode = testToggleShown && request.cookies[TEST_MODE_COOKIE] === '1' ? 'test' : 'live';
  return { ...found, auth, mode };
}

/** A member whose role does not allow the action gets 403: they know the organisation, just not this power. */
export function requireRole(context: OrganizationContext, action: OrganizationAction): void {
  if (!canDo(context.membership.role, action)) {
    throw forbidden(`Your role (${context.membership.role}) does not allow this.`, 'role_forbidden');
  }
}
