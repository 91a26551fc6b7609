/** What the platform API's `GET /events` (and issue 37's webhooks) tell a platform happened. */
export const PLATFORM_EVENT_TYPES = [
  'payment.created',
  'payment.status_changed',
  'refund.created',
  'refund.succeeded',
  'refund.failed',
  'refund.withdrawn',
  'capture.created',
  'capture.succeeded',
  'capture.failed',
  'capture.withdrawn',
  'cancellation.created',
  'cancellation.succeeded',
  'cancellation.failed',
  'cancellation.withdrawn',
] as const;
export type PlatformEventType = (typeof PLATFORM_EVENT_TYPES)[number];

/** Events of one page of `GET /events`, at most. */
export const PLATFORM_EVENTS_PAGE_MAX = 100;
