import type { WebhookDeliveryRow } from '@paygrid/contracts';
import { type PaymentMode, webhookDeliveriesGrid } from '@paygrid/domain';
import { instantWithOffset } from '@paygrid/domain/format/instant-with-offset';
import { sql } from 'drizzle-orm';
import { isoInstant } from '../../db/instant-text';
import type { GridSql } from '../../grid/grid-sql';
import { webhookDeliveries, webhookEndpoints } from './tables';

type Attributes = Required<WebhookDeliveryRow['attributes']>;
const instantOrNull = (value: unknown) =>
  value === null || value === undefined ? null : isoInstant(value as Date | string);

/** The delivery log grid of packages/domain, in SQL: the organisation's deliveries of one mode, newest first. */
export const deliveryGridSql: GridSql<WebhookDeliveryRow> = {
  declaration: webhookDeliveriesGrid,
  from: sql`${webhookDeliveries} inner join ${webhookEndpoints} on ${webhookEndpoints.id} = ${webhookDeliveries.endpointId}`,
  fields: {
    id: webhookDeliveries.id,
    created_at: webhookDeliveries.createdAt,
    event_type: webhookDeliveries.eventType,
    endpoint_id: webhookDeliveries.endpointId,
    endpoint_url: webhookEndpoints.url,
    status: webhookDeliveries.status,
    attempts: webhookDeliveries.attempts,
    last_response_status: webhookDeliveries.lastResponseStatus,
    last_attempt_at: webhookDeliveries.lastAttemptAt,
    next_attempt_at: webhookDeliveries.nextAttemptAt,
  },
  sorts: {
    created_at: webhookDeliveries.createdAt,
    id: sql`${webhookDeliveries.id}::text`,
  },
  filters: {
    event_type: { column: webhookDeliveries.eventType },
    status: { column: webhookDeliveries.status },
    endpoint: { column: webhookEndpoints.url },
    created_at: { column: webhookDeliveries.createdAt },
  },
  toRow: (record) => ({
    type: 'webhook-delivery',
    id: String(record.id),
    attributes: deliveryAttributes(record),
  }),
  csv: {
    created_at: (record, { timeZone }) =>
      instantWithOffset(Date.parse(isoInstant(record.created_at as Date)), timeZone),
    endpoint: (record) => String(record.endpoint_url),
    response: (record) => (record.last_response_status === null ? '' : String(record.last_response_status)),
  },
};

/** A delivery's attributes from its fields; the next attempt only while one is to come. */
export function deliveryAttributes(record: Record<string, unknown>): Attributes {
  const status = record.status as Attributes['status'];
  return {
    created_at: isoInstant(record.created_at as Date),
    event_type: record.event_type as Attributes['event_type'],
    endpoint_id: String(record.endpoint_id),
    endpoint_url: String(record.endpoint_url),
    status,
    attempts: Number(record.attempts),
    last_response_status:
      record.last_response_status === null || record.last_response_status === undefined
        ? null
        : Number(record.last_response_status),
    last_attempt_at: instantOrNull(record.last_attempt_at),
    next_attempt_at: status === 'pending' ? instantOrNull(record.next_attempt_at) : null,
  };
}

/** Only the organisation's deliveries of the console's mode (the testMode cookie, as payments). */
export const inOrganizationDeliveries = (scope: { organizationId: string; mode: PaymentMode }) =>
  sql`${webhookDeliveries.organizationId} = ${scope.organizationId} and ${webhookDeliveries.mode} = ${scope.mode}`;
