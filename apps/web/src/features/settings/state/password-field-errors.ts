import { encodeFieldMessage } from '~/shared/forms/field-message';
import { serverFieldErrors } from '~/shared/forms/server-field-errors';
import { fieldErrorsOf } from '~/shared/http';

/** The API's code for a wrong current password ("The presented password is invalid."). */
const INVALID_PASSWORD_CODE = 'invalid_password';

/**
 * The server's field errors for a password form; a wrong current password is worded in the reader's
 * language (the API sends its English sentence only).
 */
export function passwordFieldErrors(error: unknown, fields: ReadonlyArray<string>): Record<string, string> {
  const errors = serverFieldErrors(error, fields);
  for (const [field, failure] of Object.entries(fieldErrorsOf(error))) {
    if (errors[field] && failure.key === INVALID_PASSWORD_CODE) {
      errors[field] = encodeFieldMessage({ key: 'security.wrong_password', fallback: failure.title });
    }
  }
  return errors;
}
