import type {
  CreateWebhookEndpointBody,
  UpdateWebhookEndpointBody,
  WebhookEndpoint,
} from '@paygrid/contracts/webhooks/webhook-endpoint';
import type { PaymentMode } from '@paygrid/domain/payments/fixed-values';
import type { PlatformEventType } from '@paygrid/domain/platform/events';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_LIMITS } from '@paygrid/domain/platform/webhooks';
import { proofErrors, proofOf } from '~/features/settings';
import { encodeFieldMessage } from '~/shared/forms/field-message';

/** What the add and edit forms hold; the field names are the API's, so its field failures land on them. */
export type WebhookEndpointFormValues = {
  url: string;
  description: string;
  mode: PaymentMode;
  event_types: PlatformEventType[];
  enabled: boolean;
  password: string;
  code: string;
};

/** A new endpoint: in the mode the console shows (so its deliveries are in the log at hand), every event, on. */
export const emptyWebhookEndpointForm = (mode: PaymentMode): WebhookEndpointFormValues => ({
  url: '',
  description: '',
  mode,
  event_types: [...WEBHOOK_EVENT_TYPES],
  enabled: true,
  password: '',
  code: '',
});

/** The event types in their declared order, so the same choice compares equal however it was ticked. */
const inDeclaredOrder = (types: ReadonlyArray<string>): PlatformEventType[] =>
  WEBHOOK_EVENT_TYPES.filter((type) => types.includes(type));

/** An endpoint's settings as the edit form starts from them (no proof yet). */
export const webhookFormValuesOf = (endpoint: WebhookEndpoint['attributes']): WebhookEndpointFormValues => ({
  url: endpoint.url,
  description: endpoint.description,
  mode: endpoint.mode,
  event_types: inDeclaredOrder(endpoint.event_types),
  enabled: endpoint.enabled,
  password: '',
  code: '',
});

/**
 * Why a URL cannot be an endpoint's, as far as the browser can tell (an absolute http(s) URL, no user name or
 * password in it); whether it must be https and public is the server's to say (`webhook_url_refused`).
 */
function urlError(text: string): string | undefined {
  const url = text.trim();
  if (url === '') return encodeFieldMessage({ key: 'validation__required' });
  if (url.length > WEBHOOK_LIMITS.urlMaxLength)
    return encodeFieldMessage({ key: 'validation__too_long', params: { max: WEBHOOK_LIMITS.urlMaxLength } });
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return encodeFieldMessage({ key: 'webhooks.form.url_invalid' });
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    return encodeFieldMessage({ key: 'webhooks.form.url_invalid' });
  if (parsed.username !== '' || parsed.password !== '')
    return encodeFieldMessage({ key: 'webhooks.form.url_credentials' });
  return undefined;
}

/** The form's mistakes, each as an encoded message on its field; empty when it may be sent. */
export function webhookFormErrors(
  values: WebhookEndpointFormValues,
  askCode: boolean,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const url = urlError(values.url);
  if (url) errors.url = url;
  if (values.description.trim().length > WEBHOOK_LIMITS.descriptionMaxLength)
    errors.description = encodeFieldMessage({
      key: 'validation__too_long',
      params: { max: WEBHOOK_LIMITS.descriptionMaxLength },
    });
  if (values.event_types.length === 0)
    errors.event_types = encodeFieldMessage({ key: 'webhooks.form.event_types_required' });
  return { ...errors, ...proofErrors(values, askCode) };
}

/** POST /organization/webhook-endpoints from a checked form. */
export const createWebhookBodyOf = (
  values: WebhookEndpointFormValues,
  askCode: boolean,
): CreateWebhookEndpointBody => ({
  url: values.url.trim(),
  description: values.description.trim(),
  mode: values.mode,
  event_types: inDeclaredOrder(values.event_types),
  enabled: values.enabled,
  ...proofOf(values, askCode),
});

/** PATCH /organization/webhook-endpoints/{id} from a checked form: only what differs from the endpoint as it was. */
export function updateWebhookBodyOf(
  values: WebhookEndpointFormValues,
  initial: WebhookEndpointFormValues,
  askCode: boolean,
): UpdateWebhookEndpointBody {
  const url = values.url.trim();
  const description = values.description.trim();
  const eventTypes = inDeclaredOrder(values.event_types);
  return {
    ...(url !== initial.url ? { url } : {}),
    ...(description !== initial.description ? { description } : {}),
    ...(eventTypes.join(',') !== initial.event_types.join(',') ? { event_types: eventTypes } : {}),
    ...(values.enabled !== initial.enabled ? { enabled: values.enabled } : {}),
    ...proofOf(values, askCode),
  };
}
