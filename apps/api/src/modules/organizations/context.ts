import { hostKindOf, requiresTwoFactor } from '@paygrid/domain';
import type { Db } from '../../db/client';
import { forbidden, Problem, problemItem } from '../../http/problem';
import type { ActiveSession } from '../auth/sessions';
import { hasSecondFactor, preferencesOf } from '../users/service';
import { membershipByAlias, membershipIn, type OrganizationMembership } from './service';

type DataMode = 'live' | 'test';
export type OrganizationContext = OrganizationMembership & { auth: ActiveSession; mode: DataMode };

export const TEST_MODE_COOKIE = 'testMode';

/**
 * The organisation a call acts on: the one the sub-domain names, or on the entrance host the session's current one
 * (else the one the user used last). Someone who is not a member gets undefined, read as 404 exactly as for an
 * organisation that does not exist. Reading it changes nothing: the client makes an organisation current with
 * POST /user/organizations/{id}/switch.
 */
export async function resolveOrganizationContext(
  db: Db,
  request: { host: string; testModeCookie: string | undefined },
  auth: ActiveSession,
  appHost: string,
  /** The membership of the sub-domain's organisation when the caller read it with the session (null: none). */
  known?: OrganizationMembership | null,
): Promise<OrganizationContext | undefined> {
  const host = hostKindOf(request.host, appHost);
  let found: OrganizationMembership | undefined;
  if (host.kind === 'organization')
    found =
      known !== undefined ? (known ?? undefined) : await membershipByAlias(db, auth.user.id, host.alias);
  else if (host.kind === 'entrance') {
    const current = auth.session.currentOrganizationId ?? auth.user.lastOrganizationId;
    if (current) found = await membershipIn(db, auth.user.id, current);
  }
  if (!found) return undefined;
  // With the sidebar toggle hidden by preference, the console is always live (issue 5).
  const testToggleShown = preferencesOf(auth.user).test_mode_on_sidebar;
  const mode: DataMode = testToggleShown && request.testModeCookie === '1' ? 'test' : 'live';
  return { ...found, auth, mode };
}

/**
 * A member reaches an organisation's data only while it is open to them: not archived (410, its sub-domain says
 * so), and with two-factor sign-in when its policy asks that of their role (403 two_factor_required, issue 18).
 */
export function refuseClosedOrganization(context: OrganizationContext): void {
  const { organization, membership, auth } = context;
  if (organization.archivedAt)
    throw new Problem(410, 'This organisation is archived.', [
      problemItem(410, 'organization_archived', 'Gone', 'This organisation is archived.'),
    ]);
  if (requiresTwoFactor(organization.twoFactorPolicy, membership.role) && !hasSecondFactor(auth.user))
    throw forbidden('This organisation requires two-factor authentication.', 'two_factor_required');
}
