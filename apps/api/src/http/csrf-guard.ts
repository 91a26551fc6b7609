import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { sendProblem } from './error-handler';
import { forbidden } from './problem';
import { isConsoleOrigin } from './public-origin';

type ConsoleAddress = Pick<Config, 'PUBLIC_HTTPS' | 'APP_HOST'>;

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** SPEC §7 signs out with a GET; a link on another site could otherwise sign people out (Lax cookies travel). */
const STATE_CHANGING_GETS = new Set(['/api/v1/logout']);
/** Fastify answers a HEAD with the GET route's handler, so a HEAD changes what its GET changes. */
const READS = new Set(['GET', 'HEAD']);

/**
 * Decided on the route the router matched, never on the raw URL: `/api/v1/%6cogout` and `/%61pi/v1/logout` reach
 * the logout handler too (issue 33). A request no route matched changes nothing; its raw path decides as before.
 */
const changesState = (method: string, path: string) =>
  path.startsWith('/api/') &&
  // The platform API is called server to server with a bearer key a browser never sends on its own (issue 36).
  !path.startsWith('/api/platform/') &&
  (STATE_CHANGING.has(method) || (READS.has(method) && STATE_CHANGING_GETS.has(path)));

/**
 * A browser cannot send X-Requested-With cross-origin without a CORS preflight we never grant,
 * and the Origin check stops a page of another scheme, port or host from posting.
 */
export function registerCsrfGuard(app: FastifyInstance, config: ConsoleAddress): void {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.routeOptions.url ?? request.url.split('?')[0] ?? '';
    if (!changesState(request.method, path)) return;
    if (request.headers['x-requested-with'] !== 'XMLHttpRequest') {
      return sendProblem(
        reply,
        forbidden('The request lacks the X-Requested-With: XMLHttpRequest header.', 'csrf_marker_missing'),
      );
    }
    const origin = request.headers.origin;
    if (origin !== undefined && !isConsoleOrigin(origin, config)) {
      return sendProblem(reply, forbidden('Cross-site requests are not accepted.', 'csrf_origin_rejected'));
    }
  });
}
