import type { ApiKeyPermission, OrganizationAction } from '@paygrid/domain';
import type { FastifyRequest } from 'fastify';
import type { PlatformCaller } from '../modules/api-keys/authenticate';
import type { ActiveSession } from '../modules/auth/sessions';
import type { OrganizationContext } from '../modules/organizations/context';
import { Problem, unauthorized } from './problem';

/**
 * Who may call a route, declared next to it in `config.access`; the access guard enforces it before the body is
 * validated, so an anonymous call answers 401 whatever it sends.
 * - `public`: anyone; a session, if the cookie names one, is still loaded.
 * - `signed-in`: a session that passed the second factor.
 * - `second-factor`: a session that passed the password and still owes the second factor.
 * - `{ organization: action }`: a member of the request's organisation whose role allows the action
 *   (another organisation answers 404, a role without the power 403).
 * - `{ apiKey: permission }`: the platform API (issue 36): a live API key holding the permission, presented as
 *   `Authorization: Bearer`; no session is read.
 */
export type RouteAccess =
  | 'public'
  | 'signed-in'
  | 'second-factor'
  | { organization: OrganizationAction }
  | { apiKey: ApiKeyPermission };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** The session the auth cookie names, if it is live; loaded once per API request by the access guard. */
    identity: ActiveSession | undefined;
    /** The organisation an organisation route acts on, resolved by the access guard. */
    organization: OrganizationContext | undefined;
    /** The API key of a platform API call, checked by the platform guard. */
    platformCaller: PlatformCaller | undefined;
  }
}

const twoFactorRequired = () =>
  // Tells the client the password step passed, so a reload of /2fa is not mistaken for an expired session.
  new Problem(401, 'Two-factor authentication required.', [
    {
      status: '401',
      code: '2fa_required',
      title: 'Two-factor authentication required',
      meta: { '2fa': true },
    },
  ]);

/** The signed-in person behind a `signed-in` or organisation route. */
export function identityOf(request: FastifyRequest): ActiveSession {
  const identity = request.identity;
  if (!identity) throw unauthorized();
  if (!identity.session.secondFactorDone) throw twoFactorRequired();
  return identity;
}

/** The half-open session of a `second-factor` route. */
export function pendingIdentityOf(request: FastifyRequest): ActiveSession {
  const identity = request.identity;
  if (!identity || identity.session.secondFactorDone) {
    throw unauthorized('There is no sign-in waiting for a second factor.');
  }
  return identity;
}

/** The organisation of an organisation route; its membership and role were checked by the guard. */
export function organizationOf(request: FastifyRequest): OrganizationContext {
  if (!request.organization)
    throw new Error(`${request.routeOptions.url} reads an organisation it never declared`);
  return request.organization;
}

/** The key behind a platform API route; its organisation, mode, addresses and permission were checked by the guard. */
export function platformCallerOf(request: FastifyRequest): PlatformCaller {
  if (!request.platformCaller)
    throw new Error(`${request.routeOptions.url} reads an API key it never declared`);
  return request.platformCaller;
}

export type RequestOrigin = { ip: string | null; userAgent: string | null };

export function originOf(request: FastifyRequest): RequestOrigin {
  const agent = request.headers['user-agent'];
  return { ip: request.ip ?? null, userAgent: typeof agent === 'string' ? agent : null };
}
