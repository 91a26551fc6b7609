import {
  PAYMENT_MODES,
  WEBHOOK_ATTEMPT_ERRORS,
  WEBHOOK_DELIVERY_EVENT_TYPES,
  WEBHOOK_DELIVERY_STATUSES,
  type WEBHOOK_EVENT_TYPES,
  type WebhookDeliveryEventType,
} from '@paygrid/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns';
import { platformEvents } from '../events/tables';
import { organizations } from '../organizations/tables';
import { users } from '../users/tables';

/**
 * Where an organisation's events are sent (issue 37), one mode each. The signing secret is sealed under
 * SECRETS_KEY (it must be read to sign); after a rotation the previous one signs too until it expires.
 * `cursor` is the last sequence of the organisation's events of the mode that the fan-out has looked at for this
 * endpoint: events are numbered in commit order, so reading after it never skips one.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: PAYMENT_MODES }).notNull(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    eventTypes: text('event_types').array().$type<(typeof WEBHOOK_EVENT_TYPES)[number][]>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason', { enum: ['failing'] }),
    failingSince: timestamp('failing_since', { withTimezone: true }),
    sealedSecret: text('sealed_secret').notNull(),
    secretPrefix: text('secret_prefix').notNull(),
    previousSealedSecret: text('previous_sealed_secret'),
    previousExpiresAt: timestamp('previous_expires_at', { withTimezone: true }),
    cursor: bigint('cursor', { mode: 'number' }).notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('webhook_endpoints_organization').on(table.organizationId, table.createdAt),
    // The fan-out reads the enabled endpoints on every round.
    index('webhook_endpoints_enabled').on(table.organizationId, table.mode).where(sql`${table.enabled}`),
  ],
);

/**
 * One message to one endpoint: an event, or a test. `payload` is the body exactly as sent (the signature covers
 * it); each attempt signs it anew with its own timestamp. `claim` counts the claims, so a worker decides an
 * attempt's outcome only while the delivery is still its own (another may have taken it over after its lease);
 * `claim - attempts` is how many claims ended without their attempt being recorded.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: PAYMENT_MODES }).notNull(),
    eventId: uuid('event_id').references(() => platformEvents.id, { onDelete: 'cascade' }),
    eventType: text('event_type', { enum: WEBHOOK_DELIVERY_EVENT_TYPES })
      .$type<WebhookDeliveryEventType>()
      .notNull(),
    messageId: text('message_id').notNull(),
    payload: text('payload').notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    /** Attempts the schedule made (a resend by hand is not one of them): where the backoff stands. */
    scheduledAttempts: integer('scheduled_attempts').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    /** A resend by hand: one attempt, then the delivery is succeeded or failed, the schedule not resumed. */
    manual: boolean('manual').notNull().default(false),
    claim: integer('claim').notNull().default(0),
    /** Set while an attempt is in flight: until then the claimer holds the delivery (a crash frees it after). */
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastResponseStatus: integer('last_response_status'),
    ...timestamps,
  },
  (table) => [
    index('webhook_deliveries_due').on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
    index('webhook_deliveries_log').on(table.organizationId, table.mode, table.createdAt, table.id),
    index('webhook_deliveries_endpoint').on(table.endpointId, table.status, table.createdAt),
    // An event reaches an endpoint once, whatever two fan-outs might do.
    uniqueIndex('webhook_deliveries_event_once').on(table.endpointId, table.eventId),
    // A payment's story finds the deliveries of its events (and deleting an event finds its deliveries).
    index('webhook_deliveries_event').on(table.eventId),
  ],
);

/** Every attempt of a delivery: what was sent and what came back (its first KiB). */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    manual: boolean('manual').notNull(),
    url: text('url').notNull(),
    requestHeaders: jsonb('request_headers').$type<Record<string, string>>().notNull(),
    durationMs: integer('duration_ms').notNull(),
    responseStatus: integer('response_status'),
    responseExcerpt: text('response_excerpt'),
    error: text('error'),
    errorCode: text('error_code', { enum: WEBHOOK_ATTEMPT_ERRORS }),
    ...timestamps,
  },
  (table) => [index('webhook_attempts_delivery').on(table.deliveryId, table.createdAt)],
);
