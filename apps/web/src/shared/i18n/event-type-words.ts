import type { WebhookDeliveryEventType } from '@paygrid/domain/platform/webhooks';

/** An event type's word in the catalogues: a dot would read as a nested key. */
export const eventTypeWord = {
  'payment.created': 'payment_created',
  'payment.status_changed': 'payment_status_changed',
  'refund.created': 'refund_created',
  'refund.succeeded': 'refund_succeeded',
  'refund.failed': 'refund_failed',
  'refund.withdrawn': 'refund_withdrawn',
  'capture.created': 'capture_created',
  'capture.succeeded': 'capture_succeeded',
  'capture.failed': 'capture_failed',
  'capture.withdrawn': 'capture_withdrawn',
  'cancellation.created': 'cancellation_created',
  'cancellation.succeeded': 'cancellation_succeeded',
  'cancellation.failed': 'cancellation_failed',
  'cancellation.withdrawn': 'cancellation_withdrawn',
  'webhook.test': 'webhook_test',
} as const satisfies Record<WebhookDeliveryEventType, string>;
