import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { notFound } from './problem';

const flagsDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('flag-icons/package.json')),
  'flags',
  '4x3',
);
// flag-icons names files by lower-case ISO 3166 code, a few with a subdivision ("gb-eng").
const FLAG_FILE = /^[a-z]{2}(-[a-z]{2,3})?\.svg$/;
const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /flags/4x3/{code}.svg: country flags as SVG files from flag-icons (issue 13), so no page depends on an
 * emoji font. A flag never changes under its name, so browsers keep it for a year without asking again.
 */
export function registerFlags(app: FastifyInstance): void {
  // Only flags that exist are kept (a few hundred small files), so unknown names cannot grow the map.
  const kept = new Map<string, Buffer>();
  const flag = async (file: string) => {
    const known = kept.get(file);
    if (known) return known;
    const svg = await readFile(path.join(flagsDir, file)).catch(() => undefined);
    if (svg) kept.set(file, svg);
    return svg;
  };

  app.get('/flags/4x3/:file', { schema: { hide: true } }, async (request, reply) => {
    const { file } = request.params as { file: string };
    const svg = FLAG_FILE.test(file) ? await flag(file) : undefined;
    if (!svg) throw notFound(`No flag ${file}`);
    reply.header('content-type', 'image/svg+xml');
    reply.header('cache-control', YEAR_IMMUTABLE);
    return reply.send(svg);
  });
}
