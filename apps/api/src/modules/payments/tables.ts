import {
  FAILURE_REASONS,
  PAYMENT_METHODS,
  PAYMENT_MODES,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  type PaymentStatus,
} from '@paygrid/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { apiKeys } from '../api-keys/tables';
import { organizations } from '../organizations/tables';

/** One step of a payment's life: the status it reached, when (ISO instant), and why when it says. */
export type PaymentStatusStep = { status: PaymentStatus; at: string; reason?: string };

/**
 * An organisation's payments (issue 16). Money is minor units in bigint columns next to a catalogue currency code,
 * never a float; the rate of an exchange is decimal text. Every index starts with (organization_id, mode): test
 * and live data never meet in one scan, and a page at any depth is a keyset seek.
 */
export const payments = pgTable(
  'payments',
  {
    /** A ULID: sortable, made by the writer. */
    id: text('id').primaryKey(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: PAYMENT_MODES }).notNull(),
    type: text('type', { enum: PAYMENT_TYPES }).notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    /** The exchange leg: what the amount became, in which currency, at which rate (decimal text). */
    targetAmountMinor: bigint('target_amount_minor', { mode: 'bigint' }),
    targetCurrency: text('target_currency'),
    rate: text('rate'),
    feeMinor: bigint('fee_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    /** The payment-system currency entry (the catalogue's vendor) that carried it, when one did. */
    vendor: text('vendor'),
    /** 3-D Secure; card payments only, null for the rest. */
    threeDs: boolean('three_ds'),
    customerEmail: text('customer_email').notNull(),
    customerCountry: text('customer_country').notNull(),
    /** The merchant's own reference. */
    reference: text('reference').notNull(),
    description: text('description').notNull().default(''),
    /** Why a failed payment failed, as a declared code; null unless the status is failed. */
    failureReason: text('failure_reason', { enum: FAILURE_REASONS }),
    /** The platform's own words for the failure, kept beside the code (a code of `other` keeps them all). */
    failureMessage: text('failure_message'),
    statusHistory: jsonb('status_history').$type<PaymentStatusStep[]>().notNull().default(sql`'[]'::jsonb`),
    /** Key/value pairs; keys follow SPEC §5's metadata rules. */
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    /** The API key a platform sent it with (issue 36); null for payments the seed or the demo wrote. */
    apiKeyId: uuid('api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    /** What search matches: id, reference, customer e-mail and the metadata values (written with the row). */
    search: text('search').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The default sort (created_at desc, id desc) and the date filter.
    index('payments_created').on(table.organizationId, table.mode, table.createdAt, table.id),
    index('payments_status_created').on(
      table.organizationId,
      table.mode,
      table.status,
      table.createdAt,
      table.id,
    ),
    index('payments_type_created').on(
      table.organizationId,
      table.mode,
      table.type,
      table.createdAt,
      table.id,
    ),
    index('payments_currency_created').on(
      table.organizationId,
      table.mode,
      table.currency,
      table.createdAt,
      table.id,
    ),
    // Currency and status together (the summary's and the grid's commonest pair): the page and its capped count
    // read this index alone instead of checking each currency row's status in the table.
    index('payments_currency_status_created').on(
      table.organizationId,
      table.mode,
      table.currency,
      table.status,
      table.createdAt,
      table.id,
    ),
    // Amounts sort within their currency (issue 32): currency, then amount, then id.
    index('payments_currency_amount').on(
      table.organizationId,
      table.mode,
      table.currency,
      table.amountMinor,
      table.id,
    ),
    // The failure-reason filter and the dashboard's tally of reasons: failed payments only, so it stays small.
    index('payments_failure_reason_created')
      .on(table.organizationId, table.mode, table.failureReason, table.createdAt, table.id)
      .where(sql`${table.failureReason} is not null`),
    // An exact reference lookup.
    index('payments_reference').on(table.organizationId, table.mode, table.reference),
    // A platform's reference names one payment in its organisation and mode (issue 36); the demo's are its own.
    uniqueIndex('payments_platform_reference')
      .on(table.organizationId, table.mode, table.reference)
      .where(sql`${table.apiKeyId} is not null`),
    // The reference filter is a substring match (ILIKE '%…%'): a trigram index finds its few rows without a scan.
    index('payments_reference_trgm').using('gin', sql`${table.reference} gin_trgm_ops`),
    index('payments_search_trgm').using('gin', sql`search_normal(${table.search}) gin_trgm_ops`),
    // Search finds a payment by the start of its id (the trigram index no longer holds ids: ADR 0056, update).
    index('payments_id_prefix').using('btree', sql`${table.id} text_pattern_ops`),
  ],
);
