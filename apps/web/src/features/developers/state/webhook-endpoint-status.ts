import type { WebhookEndpoint } from '@paygrid/contracts/webhooks/webhook-endpoint';

/**
 * on: deliveries go out and arrive; failing: on, but every attempt since `failing_since` has failed; off: turned off
 * by a person; off_failing: turned off by Paygrid after days of failed attempts.
 */
export type WebhookEndpointStatus = 'on' | 'failing' | 'off' | 'off_failing';

export const webhookEndpointStatusOf = (endpoint: WebhookEndpoint['attributes']): WebhookEndpointStatus =>
  endpoint.enabled
    ? endpoint.failing_since !== null
      ? 'failing'
      : 'on'
    : endpoint.disabled_reason === 'failing'
      ? 'off_failing'
      : 'off';
