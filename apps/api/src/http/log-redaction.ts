import { REDACTED, redactUrl } from '@paygrid/domain/http/url-redaction';
import type { FastifyRequest } from 'fastify';
import { stdSerializers } from 'pino';

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
