import type { FastifyInstance } from 'fastify';
import { sendProblem } from './error-handler';
import { forbidden } from './problem';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** SPEC §7 signs out with a GET; a link on another site could otherwise sign people out (Lax cookies travel). */
const STATE_CHANGING_GETS = new Set(['/api/v1/logout']);

const changesState = (method: string, url: string) =>
  STATE_CHANGING.has(method) || (method === 'GET' && STATE_CHANGING_GETS.has(url.split('?')[0] ?? ''));

/** Same site means the console's own domain or one of its organisation sub-domains. */
export function isSameSiteOrigin(origin: string, cookieDomain: string): boolean {
  let hostname: string;
  try {
    hostname = new URL(origin).hostname;
  } catch {
    return false;
  }
  return hostname === cookieDomain || hostname.endsWith(`.${cookieDomain}`);
}

/**
 * A browser cannot send X-Requested-With cross-origin without a CORS preflight we never grant,
 * and the Origin check stops a same-site page of another scheme or host from posting.
 */
export function registerCsrfGuard(app: FastifyInstance, options: { cookieDomain: string }): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/') || !changesState(request.method, request.url)) return;
    if (request.headers['x-requested-with'] !== 'XMLHttpRequest') {
      return sendProblem(
        reply,
        forbidden('The request lacks the X-Requested-With: XMLHttpRequest header.', 'csrf_marker_missing'),
      );
    }
    const origin = request.headers.origin;
    if (origin !== undefined && !isSameSiteOrigin(origin, options.cookieDomain)) {
      return sendProblem(reply, forbidden('Cross-site requests are not accepted.', 'csrf_origin_rejected'));
    }
  });
}
