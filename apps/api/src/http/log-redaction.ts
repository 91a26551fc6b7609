import type { FastifyRequest } from 'fastify';
import { stdSerializers } from 'pino';

export const REDACTED = '[redacted]';

/** Query parameters whose value is a secret: link tokens, codes, passwords. */
const SECRET_QUERY = /^(token|invite_token|code|password|secret|key)$/i;
/** Path segments that are tokens: /join/{token} and the API's invitation lookup by token. */
const SECRET_PATH = /(\/join\/|\/member-invites\/token\/)[^/?#]+/gi;

/** A URL as it may be logged: token path segments and secret query values replaced (issue 10, ASVS 7.x / 16.x). */
export function redactUrl(url: string): string {
  const [path = '', query] = url.split('?', 2);
  const safePath = path.replace(SECRET_PATH, `$1${REDACTED}`);
  if (query === undefined) return safePath;
  const safeQuery = query
    .split('&')
    .map((pair) => {
      const [name = ''] = pair.split('=', 1);
      return SECRET_QUERY.test(decodeURIComponent(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${safePath}?${safeQuery}`;
}

/** The access log's request: method, host and a redacted URL; never headers, body or raw query. */
export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.headers.host,
    remoteAddress: request.ip,
  };
}

const BOUND_VALUES = /(\n\s*params:).*$/s;

/**
 * Errors without the values bound to a failed query: Drizzle's "Failed query: … params: …" message and its
 * `params`, and postgres.js' `parameters`, would put hashes, tokens and e-mails in the log.
 */
export function errorSerializer(error: Error): SerializedError {
  const serialized = stdSerializers.err(error) as unknown as Record<string, unknown>;
  return scrub(serialized, 0) as SerializedError;
}

type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

function scrub(value: Record<string, unknown>, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (key === 'params' || key === 'parameters') {
      out[key] = REDACTED;
    } else if ((key === 'message' || key === 'stack') && typeof field === 'string') {
      out[key] = field.replace(BOUND_VALUES, `$1 ${REDACTED}`);
    } else if (field && typeof field === 'object' && !Array.isArray(field) && depth < 4) {
      out[key] = scrub(field as Record<string, unknown>, depth + 1);
    } else {
      out[key] = field;
    }
  }
  return out;
}
