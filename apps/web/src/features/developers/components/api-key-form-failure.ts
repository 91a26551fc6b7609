import { proofWording } from '~/features/settings';
import type { ServerErrorsForm } from '~/shared/forms/server-field-errors';
import { showServerFieldErrors } from '~/shared/forms/server-field-errors';

/** The fields the API names in its failures of the key forms (`source.pointer`). */
const keyFields = ['name', 'mode', 'permissions', 'allowed_cidrs', 'expires_at', 'password', 'code'];

/**
 * A failed create, edit or roll: on the fields it names (a wrong password or code in the reader's language), and
 * answered true; false when it is about the request as a whole, for the alert above the form.
 */
export const showKeyFieldErrors = (form: ServerErrorsForm, error: unknown): boolean =>
  showServerFieldErrors(form, error, keyFields, proofWording);
