import { fieldErrorsOf } from '../http/api-failure';
import { encodeFieldMessage } from './field-message';

/**
 * The API's field failures (`errors[].source.pointer`) as Mantine form errors, only for fields the form has;
 * empty when the failure is not about fields.
 */
export function serverFieldErrors(error: unknown, fields: ReadonlyArray<string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, failure] of Object.entries(fieldErrorsOf(error))) {
    if (!fields.includes(field)) continue;
    errors[field] = encodeFieldMessage({ key: failure.key, params: failure.params, fallback: failure.title });
  }
  return errors;
}
