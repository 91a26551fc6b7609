import { canDo } from '@paygrid/domain';
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

import { findSession } from '../modules/auth/sessions';
import {
  refuseClosedOrganization,
  resolveOrganizationContext,
  TEST_MODE_COOKIE,
} from '../modules/organizations/context';

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
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') deps.declared.push({ method, url: route.url, access });
    }
  });
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[config.AUTH_COOKIE_NAME];
    request.identity = token ? await findSession(db, token) : undefined;
    const access = request.routeOptions.config.access;
    if (access === undefined || access === 'public') return;
    if (access === 'second-factor') {
      pendingIdentityOf(request);
      return;
    }
    const identity = identityOf(request);
    if (access === 'signed-in') return;
    const context = await resolveOrganizationContext(
      db,
      { host: request.host, testModeCookie: request.cookies[TEST_MODE_COOKIE] },
      identity,
      config.APP_HOST,
    );
    if (!context) throw notFound();
    refuseClosedOrganization(context);
    if (!canDo(context.membership.role, access.organization)) {
      throw forbidden(`Your role (${context.membership.role}) does not allow this.`, 'role_forbidden');
    }
    request.organization = context;
  });
}
