import { canDo, hostKindOf } from '@paygrid/domain';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { forbidden, notFound } from '../http/problem';
import { identityOf, pendingIdentityOf, type RouteAccess } from '../http/route-access';

/** Every API route with what it declared: the generated suites read scopes and actions from here. */
export type DeclaredRoute = { method: string; url: string; access: RouteAccess };

declare module 'fastify' {
  interface FastifyInstance {
    declaredRoutes: ReadonlyArray<DeclaredRoute>;
  }
}

import { findSession, findSessionInOrganization } from '../modules/auth/sessions';
import {
  refuseClosedOrganization,
  resolveOrganizationContext,
  TEST_MODE_COOKIE,
} from '../modules/organizations/context';
import type { OrganizationMembership } from '../modules/organizations/service';

/**
 * Enforces every API route's declared `config.access` before its body is parsed or validated: who is asking,
 * and for organisation routes, whether they belong to the organisation and their role allows the action.
 * A route that declares nothing cannot be registered, so no new route is unprotected by omission.
 */
export function registerAccessGuard(
  app: FastifyInstance,
  deps: { db: Db; config: Config; declared: DeclaredRoute[] },
): void {
  const { db, config } = deps;
  app.decorateRequest('identity', undefined);
  app.decorateRequest('organization', undefined);
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (access === undefined)
      throw new Error(`${String(route.method)} ${route.url} declares no config.access`);
    if (typeof access === 'object' && 'apiKey' in access)
      throw new Error(`${String(route.method)} ${route.url}: an API key route belongs to the platform API`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') deps.declared.push({ method, url: route.url, access });
    }
  });
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[config.AUTH_COOKIE_NAME];
    const access = request.routeOptions.config.access;
    const host = hostKindOf(request.host, config.APP_HOST);
    // An organisation call on its sub-domain reads the session and the membership in one query.
    let known: OrganizationMembership | null | undefined;
    if (token && typeof access === 'object' && 'organization' in access && host.kind === 'organization') {
      const found = await findSessionInOrganization(db, token, host.alias);
      request.identity = found?.identity;
      known = found?.membership ?? null;
    } else {
      request.identity = token ? await findSession(db, token) : undefined;
    }
    if (access === undefined || access === 'public') return;
    if (access === 'second-factor') {
      pendingIdentityOf(request);
      return;
    }
    const identity = identityOf(request);
    if (access === 'signed-in' || 'apiKey' in access) return;
    const context = await resolveOrganizationContext(
      db,
      { host: request.host, testModeCookie: request.cookies[TEST_MODE_COOKIE] },
      identity,
      config.APP_HOST,
      known,
    );
    if (!context) throw notFound();
    refuseClosedOrganization(context);
    if (!canDo(context.membership.role, access.organization)) {
      throw forbidden(`Your role (${context.membership.role}) does not allow this.`, 'role_forbidden');
    }
    request.organization = context;
  });
}
