import type { FastifyInstance } from 'fastify';

const EXEMPT = ['/api/', '/healthz', '/readyz', '/metrics'];

/** A page asked for on another host (plain localhost, an IP) moves to APP_HOST, where the session cookie lives. */
export function registerCanonicalHost(
  app: FastifyInstance,
  options: { appHost: string; protocol: 'https' | 'http' },
): void {
  const appHostname = options.appHost.replace(/:\d+$/, '');
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (EXEMPT.some((prefix) => request.url.startsWith(prefix))) return;
    const hostname = request.hostname;
    if (hostname === appHostname || hostname.endsWith(`.${appHostname}`)) return;
    return reply.redirect(`${options.protocol}://${options.appHost}${request.url}`, 302);
  });
}
