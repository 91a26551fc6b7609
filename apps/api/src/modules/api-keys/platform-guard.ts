import { hostKindOf } from '@paygrid/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DeclaredRoute } from '../../access/access-guard';
import type { Db } from '../../db/client';
import type { HitCounter } from '../../hit-counters/hit-counter';
import { forbidden, notFound, Problem, problemItem, secondsUntil } from '../../http/problem';
import type { SecretsKeyring } from '../auth/secret-box';
import { addressAllowed, findApiKey, noteApiKeyUse } from './authenticate';

const RATE_WINDOW_MS = 10_000;

const unauthorizedKey = (message: string) =>
  new Problem(401, message, [problemItem(401, 'invalid_api_key', 'Unauthorized', message)], {
    'www-authenticate': 'Bearer realm="paygrid-platform"',
  });

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer +(\S+)\s*$/i.exec(header);
  return match?.[1];
}

export type PlatformGuardDeps = {
  db: Db;
  ring: SecretsKeyring;
  hits: HitCounter;
  appHost: string;
  requestsPer10Seconds: number;
  declared: DeclaredRoute[];
};

/**
 * The platform API's door (issue 36): every route declares `{ apiKey: permission }`; a call presents a live key as
 * `Authorization: Bearer`. Cookies are never read here, so a console session opens nothing, and the console's guard
 * refuses an API key route, so a key opens nothing there. The key names the organisation and the mode; on another
 * organisation's sub-domain it answers 404 like any row it does not own.
 */
export function registerPlatformGuard(app: FastifyInstance, deps: PlatformGuardDeps): void {
  app.decorateRequest('platformCaller', undefined);
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (typeof access !== 'object' || !('apiKey' in access))
      throw new Error(`${String(route.method)} ${route.url} must declare { apiKey: permission }`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') deps.declared.push({ method, url: route.url, access });
    }
  });
  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config.access;
    if (typeof access !== 'object' || !('apiKey' in access)) throw notFound();
    const secret = bearerOf(request);
    if (!secret) throw unauthorizedKey('An API key is required: Authorization: Bearer <key>.');
    const caller = await findApiKey(deps.db, deps.ring, secret);
    if (!caller) throw unauthorizedKey('The API key is unknown, revoked or expired.');
    // The address first: from outside the allow-list a stolen key tells nothing, not even its organisation.
    if (!addressAllowed(caller.allowedCidrs, request.ip)) {
      throw forbidden('This API key may not be used from this address.', 'address_not_allowed');
    }
    const host = hostKindOf(request.host, deps.appHost);
    if (host.kind === 'organization' && host.alias !== caller.organizationAlias) throw notFound();
    const window = await deps.hits.hit(`platform:${caller.keyId}`, RATE_WINDOW_MS);
    const limit = deps.requestsPer10Seconds;
    const reset = secondsUntil(window.ttlMs);
    reply.header('ratelimit-policy', `${limit};w=${RATE_WINDOW_MS / 1000}`);
    reply.header(
      'ratelimit',
      `limit=${limit}, remaining=${Math.max(0, limit - window.hits)}, reset=${reset}`,
    );
    if (window.hits > limit) {
      throw new Problem(
        429,
        'Too many requests with this API key. Try again shortly.',
        [problemItem(429, 'rate_limited', 'Too Many Requests')],
        { 'retry-after': String(reset) },
      );
    }
    if (!caller.permissions.includes(access.apiKey)) {
      throw forbidden(`This API key lacks the ${access.apiKey} permission.`, 'permission_missing');
    }
    await noteApiKeyUse(deps.db, caller.keyId, request.ip);
    request.platformCaller = caller;
  });
}
