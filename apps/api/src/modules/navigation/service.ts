import {
  chooseLocale,
  hasLoginQuery,
  hostKindOf,
  LOCALE_COOKIE,
  type Locale,
  type NavigationOutcome,
  parseAcceptLanguage,
  resolveNavigation,
} from '@paygrid/domain';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { publicProtocol } from '../../http/public-origin';
import { findSession } from '../auth/sessions';
import { pendingInvitationsFor } from '../organizations/invitations';
import { organizationsOfUser } from '../organizations/service';

/**
 * The redirect rule's outcome for a first load, and what the app will need before it first draws: whether a signed-in
 * member is asking, on an organisation's sub-domain, and the language of the catalogue it loads first.
 */
export type DocumentOutcome = NavigationOutcome & {
  signedIn: boolean;
  organizationHost: boolean;
  locale: Locale;
};

export type DocumentNavigation = (request: FastifyRequest) => Promise<DocumentOutcome>;

/**
 * The global redirect rule of SPEC §2 for a document request (first load), from the session cookie:
 * the same `resolveNavigation` the client router runs on every in-app navigation.
 */
export function documentNavigation(deps: { db: Db; config: Config }): DocumentNavigation {
  return async (request) => {
    const token = request.cookies[deps.config.AUTH_COOKIE_NAME];
    const auth = token ? await findSession(deps.db, token) : undefined;
    const authorized = auth?.session.secondFactorDone === true;
    const host = hostKindOf(request.host, deps.config.APP_HOST);
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
        protocol: `${publicProtocol(deps.config)}:`,
        host: request.host,
        appHost: deps.config.APP_HOST,
        ...(currentOrganizationAlias ? { currentOrganizationAlias } : {}),
      },
    });
    // A signed-in person on the sub-domain of an organisation they do not belong to sees 404, not its pages.
    // The app's first catalogue is chosen before it knows the user (apps/web/src/shared/i18n/i18n.ts): the cookie,
    // then the browser's languages, which Chromium and Firefox send as Accept-Language.
    const known = {
      signedIn: authorized,
      organizationHost: host.kind === 'organization',
      locale: chooseLocale({
        cookie: request.cookies[LOCALE_COOKIE] ?? null,
        browserLanguages: parseAcceptLanguage(request.headers['accept-language']),
      }),
    };
    if (outcome.kind === 'render' && !memberOfHost) {
      return {
        kind: 'not-found',
        status: 404,
        message: `Page not found: ${request.url.split('?')[0]}`,
        ...known,
      };
    }
    return { ...outcome, ...known };
  };
}
