import { REDACTED, redactQuery, redactSecretsInText } from '../http/url-redaction';

const SECRET_NAME = /^(token|invite_token|code|password|secret|key)$/i;
const MAX_DEPTH = 12;

/** A query as an error event carries it: a string without `?`, a name-to-value object, or name-value pairs. */
function scrubQuery(query: unknown): unknown {
  if (typeof query === 'string') return redactQuery(query.replace(/^\?/, ''));
  if (Array.isArray(query)) {
    return query.map((pair) =>
      Array.isArray(pair) && typeof pair[0] === 'string' && SECRET_NAME.test(pair[0])
        ? [pair[0], REDACTED]
        : pair,
    );
  }
  if (query && typeof query === 'object') {
    return Object.fromEntries(
      Object.entries(query).map(([name, value]) => [name, SECRET_NAME.test(name) ? REDACTED : value]),
    );
  }
  return query;
}

function scrub(value: unknown, key: string, depth: number): unknown {
  if (key === 'query_string') return scrubQuery(value);
  if (typeof value === 'string') return redactSecretsInText(value);
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, '', depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([name, field]) => [name, scrub(field, name, depth + 1)]),
  );
}

/**
 * An error-reporting event (or breadcrumb, or span) with every token it may carry replaced, before it leaves
 * (SPEC §8, issue 20): the page URL, the Referer, breadcrumbs and span names, messages: reset and confirmation
 * tokens in queries, /join/{token}, the invitation lookup, and the query string however the SDK shaped it.
 */
export function scrubErrorEvent<T>(event: T): T {
  return scrub(event, '', 0) as T;
}
