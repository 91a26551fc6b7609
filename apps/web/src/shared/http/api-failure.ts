import type { ApiError } from '@paygrid/contracts/common/api-error';
import { isApiError } from '@paygrid/contracts/common/api-error-guard';
import { isHttpError } from '@paygrid/domain/errors/http-error';

/** The API's error body (DESIGN.md, Errors) carried by a failed call, when it has that shape. */
export function apiErrorOf(error: unknown): ApiError | undefined {
  // A guard, not the zod schema: every page reads failures, and zod stays out of the first load (decision 0023).
  return isHttpError(error) && isApiError(error.data) ? error.data : undefined;
}

/** A server-side field failure: the i18n key the API sent as `code`, its parameters and English title. */
export type FieldFailure = { key: string; params: Record<string, string | number>; title: string };

/** The numbers and words a message is filled with: `meta.params` of an error item. */
export const paramsOf = (meta: Record<string, unknown> | undefined): Record<string, string | number> => {
  const params = meta?.params;
  if (typeof params !== 'object' || params === null) return {};
  return Object.fromEntries(
    Object.entries(params).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );
};

// Reason phrases of HTTP statuses: words of the protocol, not sentences a person acts on.
const httpReasonPhrases = new Set([
  'bad request',
  'unauthorized',
  'payment required',
  'forbidden',
  'not found',
  'method not allowed',
  'not acceptable',
  'request timeout',
  'conflict',
  'gone',
  'precondition failed',
  'payload too large',
  'unsupported media type',
  'unprocessable entity',
  'unprocessable content',
  'too many requests',
  'internal server error',
  'bad gateway',
  'service unavailable',
  'gateway timeout',
]);

/** Whether a text is only an HTTP reason phrase ("Conflict"), never to be shown to a person. */
export function isBareHttpWord(text: string | undefined): boolean {
  return text === undefined || httpReasonPhrases.has(text.trim().toLowerCase()) || /^HTTP \d{3}$/.test(text);
}

/**
 * `errors[].source.pointer` -> field name (its last segment), first failure per field. The English fallback is
 * the item's detail, else its title, else the body's sentence when the title is a bare HTTP word.
 */
export function fieldErrorsOf(error: unknown): Record<string, FieldFailure> {
  const body = apiErrorOf(error);
  const fields: Record<string, FieldFailure> = {};
  for (const item of body?.errors ?? []) {
    const pointer = item.source?.pointer ?? item.source?.parameter;
    const field = pointer?.split('/').filter(Boolean).pop();
    if (!field || fields[field]) continue;
    const title = item.detail ?? (isBareHttpWord(item.title) ? body?.message : undefined) ?? item.title;
    fields[field] = { key: item.code, params: paramsOf(item.meta), title };
  }
  return fields;
}

export function isUnauthorized(error: unknown): boolean {
  return isHttpError(error) && error.status === 401;
}
