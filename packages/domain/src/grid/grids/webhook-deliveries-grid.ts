import { WEBHOOK_DELIVERY_EVENT_TYPES, WEBHOOK_DELIVERY_STATUSES } from '../../platform/webhooks';
import type { GridDeclaration } from '../grid-declaration';

/**
 * The webhook delivery log (issue 37): every event sent, or being sent, to the organisation's endpoints of the
 * console's mode, newest first. A delivery's time of creation never changes, and its id breaks ties.
 */
export const webhookDeliveriesGrid = {
  code: 'webhook-deliveries',
  columns: [
    { param: 'created_at', labelKey: 'webhooks.column.created_at', width: 180, fixed: true },
    { param: 'event_type', labelKey: 'webhooks.column.event_type', width: 190 },
    {
      param: 'endpoint',
      labelKey: 'webhooks.column.endpoint',
      width: 260,
      fields: ['endpoint_url', 'endpoint_id'],
    },
    { param: 'status', labelKey: 'webhooks.column.status', width: 120 },
    { param: 'attempts', labelKey: 'webhooks.column.attempts', width: 100 },
    {
      param: 'response',
      labelKey: 'webhooks.column.response',
      width: 200,
      fields: ['last_response_status', 'last_attempt_at'],
    },
    { param: 'next_attempt_at', labelKey: 'webhooks.column.next_attempt_at', width: 180 },
  ],
  filters: [
    {
      key: 'event_type',
      type: 'multiple-enumeration',
      labelKey: 'webhooks.filter.event_type',
      values: { kind: 'fixed', values: WEBHOOK_DELIVERY_EVENT_TYPES },
      enumeration: 'webhook-event-types',
    },
    {
      key: 'status',
      type: 'multiple-enumeration',
      labelKey: 'webhooks.filter.status',
      values: { kind: 'fixed', values: WEBHOOK_DELIVERY_STATUSES },
      enumeration: 'webhook-delivery-statuses',
    },
    { key: 'endpoint', type: 'string', labelKey: 'webhooks.filter.endpoint' },
    { key: 'created_at', type: 'unix-date', labelKey: 'webhooks.filter.created_at' },
  ],
  sorts: [{ param: 'created_at', type: 'timestamp' }],
  defaultSort: [{ param: 'created_at', direction: 'desc' }],
  tieBreaker: { param: 'id', type: 'text' },
  paging: 'cursor',
} as const satisfies GridDeclaration;
