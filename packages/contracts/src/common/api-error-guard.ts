import type { ApiError, ApiErrorItem } from './api-error';
import { arrayOf, isRecord, isString, objectOf, optional } from './guards';

const isApiErrorItem = objectOf<ApiErrorItem>({
  status: isString,
  code: isString,
  title: isString,
  detail: optional(isString),
  source: optional(objectOf({ pointer: optional(isString), parameter: optional(isString) })),
  meta: optional(isRecord),
});

/** `apiErrorSchema` without zod: reading a failed call's body loads nothing more (issue 21). */
export const isApiError = objectOf<ApiError>({ message: isString, errors: arrayOf(isApiErrorItem) });
