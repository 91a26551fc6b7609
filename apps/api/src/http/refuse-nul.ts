import type { FastifyInstance } from 'fastify';
import { Problem } from './problem';

const MAX_DEPTH = 32;

/**
 * A NUL, or half of a UTF-16 surrogate pair: PostgreSQL's text holds neither, and its jsonb refuses a lone
 * surrogate's `\ud800` escape (the platform API's payments and events are jsonb).
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** The JSON pointer of the first string (value or key) holding what PostgreSQL cannot store, if any. */
function nulPointer(value: unknown, pointer = '', depth = 0): string | undefined {
  if (typeof value === 'string') return unstorable(value) ? pointer || '/' : undefined;
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;
    if (unstorable(key)) return at;
    const found = nulPointer(item, at, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold NUL, nor jsonb a lone surrogate: either anywhere in a body or query answers 422 naming
 * where, before any rule or query sees it (issue 11, issue 36), whatever the route's own schema says.
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
        detail: 'NUL characters and unpaired surrogates are not accepted',
        source,
      },
    ]);
  });
}
