import { encodeFieldMessage } from '~/shared/forms/field-message';
import type { FieldWording } from '~/shared/forms/server-field-errors';

/** The API's code for a wrong current password ("The presented password is invalid."). */
const INVALID_PASSWORD_CODE = 'invalid_password';

/**
 * How a password form words the server's field failures: a wrong current password in the reader's language
 * (the API sends its English sentence only), every other failure as the API coded it.
 */
export const passwordWording: FieldWording = (failure) =>
  failure.key === INVALID_PASSWORD_CODE
    ? encodeFieldMessage({ key: 'security.wrong_password', fallback: failure.title })
    : undefined;

/** A wrong or spent second-factor code ("The code is invalid or has already been used."). */
const INVALID_CODE = 'invalid_code';

/** A re-authentication form: the wrong password and the wrong code in the reader's language. */
export const proofWording: FieldWording = (failure, field) =>
  failure.key === INVALID_CODE
    ? encodeFieldMessage({ key: 'security.wrong_code', fallback: failure.title })
    : passwordWording(failure, field);
