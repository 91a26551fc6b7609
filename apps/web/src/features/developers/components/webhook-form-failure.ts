import { proofWording } from '~/features/settings';
import { encodeFieldMessage } from '~/shared/forms/field-message';
import {
  type FieldWording,
  type ServerErrorsForm,
  showServerFieldErrors,
} from '~/shared/forms/server-field-errors';
import type { FieldFailure } from '~/shared/http/api-failure';

/** The fields the API names in its failures of the webhook forms (`source.pointer`). */
const webhookFields = [
  'url',
  'description',
  'mode',
  'event_types',
  'enabled',
  'overlap_hours',
  'since',
  'password',
  'code',
];

const REFUSALS = ['not_https', 'private_address', 'unresolvable'] as const;
type Refusal = (typeof REFUSALS)[number];

/**
 * Why the API refused a URL (`meta.params.reason`), so the reader gets it in their language; undefined for a
 * reason this console does not know (the server's sentence is shown).
 */
const refusalOf = (failure: FieldFailure): Refusal | undefined =>
  REFUSALS.find((reason) => reason === failure.params.reason);

/** A refused URL and a wrong password or code in the reader's language; every other failure as the API coded it. */
const webhookWording: FieldWording = (failure, field) => {
  if (failure.key !== 'webhook_url_refused') return proofWording(failure, field);
  const refusal = refusalOf(failure);
  return refusal
    ? encodeFieldMessage({ key: `webhooks.url_refused.${refusal}`, fallback: failure.title })
    : undefined;
};

/**
 * A failed add, edit, rotate or resend: on the fields it names, and answered true; false when it is about the
 * request as a whole (the endpoint limit), for the alert above the form.
 */
export const showWebhookFieldErrors = (form: ServerErrorsForm, error: unknown): boolean =>
  showServerFieldErrors(form, error, webhookFields, webhookWording);
