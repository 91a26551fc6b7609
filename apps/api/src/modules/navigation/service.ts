import { hasLoginQuery, hostKindOf, type NavigationOutcome, resolveNavigation } from '@paygrid/domain';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { findSession } from '../auth/sessions';
import { pendingInvitationsFor } from '../organizations/invitations';
import { organizationsOfUser } from '../organizations/service';

export type DocumentNavigation = (request: FastifyRequest) => Promise<NavigationOutcome>;

/**
 * The global redirect rule of SPEC §2 for a document request (first load), from the session cookie:
 * the same `resolveNavigation` the client router runs on every in-app navigation.
 */
export function documentNavigation(deps: { db: Db; config: Config }): DocumentNavigation {
  return async (request) => {
    const token = request.cookies[deps.config.AUTH_COOKIE_NAME];
    const auth = token ? await findSession(deps.db, token) : undefined;
    const authorized = auth?.session.secondFactorDone === true;
    let noOrganizations = true;
    let currentOrganizationAlias: string | undefined;
    let memberOfHost = true;
    if (auth && authorized) {
      const [organizations, invitations] = await Promise.all([
        organizationsOfUser(deps.db, auth.user.id),
        pendingInvitationsFor(deps.db, auth.user.email),
      ]);
      noOrganizations = organizations.length === 0 && invitations.length === 0;
      currentOrganizationAlias = organizations.find(
        (row) => row.organization.id === auth.session.currentOrganizationId,
      )?.organization.alias;
      const host = hostKindOf(request.host, deps.config.APP_HOST);
      if (host.kind === 'organization') {
        memberOfHost = organizations.some((row) => row.organization.alias === host.alias);
      }
    }
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const outcome = resolveNavigation({
      path: request.url,
      authorized,
      noOrganizations,
      loginQuery: hasLoginQuery(query),
      host: {
        protocol: `${request.protocol}:`,
        host: request.host,
        appHost: deps.config.APP_HOST,
        ...(currentOrganizationAlias ? { currentOrganizationAlias } : {}),
      },
    });
    // A signed-in person on the sub-domain of an organisation they do not belong to sees 404, not its pages.
    if (outcome.kind === 'render' && !memberOfHost) {
      return { kind: 'not-found', status: 404, message: `Page not found: ${request.url.split('?')[0]}` };
    }
    return outcome;
  };
}
