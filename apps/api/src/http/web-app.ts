import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { BUILD_INFO_PATH } from '@paygrid/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DocumentNavigation } from '../modules/navigation/service';
import { apiNotFound, sendProblem } from './error-handler';
import { notFound, Problem } from './problem';
import { shellPreloads } from './shell-preloads';

/** apps/web/dist, found by walking up from this file so it works from src/ (tsx) and from dist/ (the bundle). */
export function findWebDist(explicit?: string): string | undefined {
  if (explicit) return path.resolve(explicit);
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 6; depth += 1) {
    const candidate = path.join(dir, 'apps', 'web', 'dist');
    if (existsSync(path.join(candidate, 'index.html'))) return candidate;
    dir = path.dirname(dir);
  }
  return undefined;
}

const NO_CACHE = 'no-cache, no-store, must-revalidate';

export type WebAppOptions = {
  webDist: string | undefined;
  /** The redirect rule for a first load; without it every page path gets the shell, with no preloads. */
  navigate?: DocumentNavigation;
  /** False when FACADE_URL sends the app's API calls to another origin: they are not preloaded then. */
  apiOnOrigin?: boolean;
};

/**
 * Every path outside /api gets the app shell (the client router decides what to show);
 * hashed assets are cached for a year, the shell and the build file never; all of them precompressed where the build
 * wrote copies.
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  const { webDist } = options;
  const topLevelFiles = new Set(
    webDist
      ? readdirSync(webDist, { withFileTypes: true })
          // route-chunks.json and shell-chunks.json are read here, not served.
          .filter((entry) => entry.isFile() && !/^(index\.html|(route|shell)-chunks\.json)/.test(entry.name))
          .map((entry) => entry.name)
      : [],
  );

  const preloads = webDist ? shellPreloads(webDist, { apiOnOrigin: options.apiOnOrigin ?? true }) : undefined;

  if (webDist) {
    // The build writes .br and .gz beside every asset (scripts/compress-web-dist.mjs): the best one the browser
    // accepts is sent as is, with `vary: accept-encoding`; without a copy the file goes out as it is.
    await app.register(fastifyStatic, { root: webDist, serve: false, preCompressed: true });
    app.get('/assets/*', { schema: { hide: true } }, (request, reply) => {
      const file = (request.params as { '*': string })['*'];
      return reply.sendFile(`assets/${file}`, { maxAge: '365d', immutable: true });
    });
    app.get(BUILD_INFO_PATH, { schema: { hide: true } }, (_request, reply) => {
      reply.header('cache-control', NO_CACHE);
      return reply.sendFile(BUILD_INFO_PATH.slice(1), { cacheControl: false });
    });
  }

  const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!webDist) {
      return sendProblem(
        reply,
        new Problem(503, 'The console is not built yet. Run `npm run build`, then start the server again.'),
      );
    }
    const name = request.url.split('?')[0]?.slice(1) ?? '';
    if (topLevelFiles.has(name)) return reply.sendFile(name, { maxAge: '1h' });
    const outcome = options.navigate ? await options.navigate(request) : undefined;
    if (outcome?.kind === 'redirect')
      return reply.header('cache-control', NO_CACHE).redirect(outcome.target, 302);
    // The client router shows the 404 page itself; the status tells crawlers and monitors the same.
    if (outcome?.kind === 'not-found') reply.status(404);
    const preload = outcome?.kind === 'render' ? preloads?.linkFor(outcome) : undefined;
    if (preload) reply.header('link', preload);
    reply.header('cache-control', NO_CACHE);
    return reply.sendFile('index.html', { cacheControl: false });
  };

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') return apiNotFound(request, reply);
    // A missing hashed asset must stay a 404: the shell in its place would be parsed as JavaScript.
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendProblem(reply, notFound());
    if (request.url.startsWith('/assets/')) return sendProblem(reply, notFound());
    return sendShell(request, reply);
  });
}
