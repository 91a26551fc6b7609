import type { FastifyInstance } from 'fastify';
import { Problem } from './problem';

const MAX_DEPTH = 32;

/** The JSON pointer of the first string (value or key) holding a NUL character, if any. */
function nulPointer(value: unknown, pointer = '', depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? pointer || '/' : undefined;
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;
    if (key.includes('\u0000')) return at;
    const found = nulPointer(item, at, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold NUL: a NUL anywhere in a body or query answers 422 naming where, before any rule or
 * query sees it (issue 11), whatever the route's own schema says.
 */
export function registerNulRefusal(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const inBody = nulPointer(request.body);
    const inQuery = nulPointer(request.query);
    const inParams = nulPointer(request.params);
    if (!inBody && !inQuery && !inParams) return;
    const source = inBody
      ? { pointer: inBody }
      : { parameter: (inQuery ?? inParams ?? '').replace(/^\//, '') };
    throw new Problem(422, 'The request has invalid values.', [
      {
        status: '422',
        code: 'validation__invalid',
        title: 'Invalid value',
        detail: 'NUL characters are not accepted',
        source,
      },
    ]);
  });
}
