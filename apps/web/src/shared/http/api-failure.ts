import { type ApiError, apiErrorSchema } from '@paygrid/contracts/common/api-error';
import { isHttpError } from '@paygrid/domain/errors/http-error';

/** The API's error body (DESIGN.md, Errors) carried by a failed call, when it has that shape. */
export function apiErrorOf(error: unknown): ApiError | undefined {
  if (!isHttpError(error)) return undefined;
  const parsed = apiErrorSchema.safeParse(error.data);
  return parsed.success ? parsed.data : undefined;
}

/** A server-side field failure: the i18n key the API sent as `code`, its parameters and English title. */
export type FieldFailure = { key: string; params: Record<string, string | number>; title: string };

const paramsOf = (meta: Record<string, unknown> | undefined): Record<string, string | number> => {
  const params = meta?.params;
  if (typeof params !== 'object' || params === null) return {};
  return Object.fromEntries(
    Object.entries(params).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );
};

/** `errors[].source.pointer` -> field name (its last segment), first failure per field. */
export function fieldErrorsOf(error: unknown): Record<string, FieldFailure> {
  const body = apiErrorOf(error);
  const fields: Record<string, FieldFailure> = {};
  for (const item of body?.errors ?? []) {
    const pointer = item.source?.pointer ?? item.source?.parameter;
    const field = pointer?.split('/').filter(Boolean).pop();
    if (!field || fields[field]) continue;
    fields[field] = { key: item.code, params: paramsOf(item.meta), title: item.detail ?? item.title };
  }
  return fields;
}

export function isUnauthorized(error: unknown): boolean {
  return isHttpError(error) && error.status === 401;
}
