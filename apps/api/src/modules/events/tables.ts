import { PAYMENT_MODES, PLATFORM_EVENT_TYPES } from '@paygrid/domain';
import { bigint, index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { rowId, timestamps } from '../../db/columns';
import { organizations } from '../organizations/tables';

/**
 * What happened to an organisation's payments, in order (issue 36): the platform API's `GET /events` reads it and
 * issue 37's webhooks deliver it. `sequence` counts within the organisation and mode; it is taken from the head's row
 * in the writing transaction, so sequence order is commit order and a reader paging by it never skips an event.
 */
export const platformEvents = pgTable(
  'platform_events',
  {
    id: uuid('id').notNull().defaultRandom().unique(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: PAYMENT_MODES }).notNull(),
    sequence: bigint('sequence', { mode: 'number' }).notNull(),
    eventType: text('event_type', { enum: PLATFORM_EVENT_TYPES }).notNull(),
    /** The payment the event is about, no foreign key: the event outlives nothing but its organisation. */
    paymentId: text('payment_id').notNull(),
    /** The payment as the platform API answers it, right after the event. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** The operation a `refund.*` event is about, as the platform API answers it (issue 38); null for `payment.*`. */
    operation: jsonb('operation').$type<Record<string, unknown>>(),
    /**
     * The platform API call that made it, with its Idempotency-Key: null when a person or Paygrid did (issue 38).
     * No foreign key, as for the payment: a deleted key's events still say a key made them.
     */
    apiKeyId: uuid('api_key_id'),
    idempotencyKey: text('idempotency_key'),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.mode, table.sequence] }),
    // The payment's story reads its events.
    index('platform_events_payment').on(table.organizationId, table.mode, table.paymentId),
  ],
);

/** The last sequence of each organisation and mode; its row lock orders concurrent writers. */
export const platformEventHeads = pgTable(
  'platform_event_heads',
  {
    id: rowId(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: PAYMENT_MODES }).notNull(),
    lastSequence: bigint('last_sequence', { mode: 'number' }).notNull(),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.mode] })],
);
