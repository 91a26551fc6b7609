import {
  FAILURE_REASONS,
  OPERATION_REASONS,
  PAYMENT_METHODS,
  PAYMENT_MODES,
  PAYMENT_NOTE_MAX_LENGTH,
  PAYMENT_OPERATION_KINDS,
  PAYMENT_OPERATION_STATUSES,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  type PaymentStatus,
} from '@paygrid/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { rowId } from '../../db/columns';
import { apiKeys } from '../api-keys/tables';
import { organizations } from '../organizations/tables';
import { users } from '../users/tables';

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
    /**
     * What of the amount was captured: all of it once a pay-in succeeded, what its captures took of an
     * authorisation (issue 38); 0 for other types.
     */
    capturedMinor: bigint('captured_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Captures asked for and not yet settled: held against what may still be captured. */
    capturePendingMinor: bigint('capture_pending_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    /** A cancellation is asked for and not yet settled: nothing more is captured meanwhile. */
    cancellationPending: boolean('cancellation_pending').notNull().default(false),
    /** Refunds that succeeded. */
    refundedMinor: bigint('refunded_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Refunds asked for and not yet settled: held against what may still be refunded. */
    refundPendingMinor: bigint('refund_pending_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    /** What search matches: id, reference, customer e-mail and the metadata values (written with the row). */
    search: text('search').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The money invariants of packages/domain (holdsMoneyInvariants), held by the database too: two refunds asked
    // for at once can never together pass what was captured, nor two captures what was authorised.
    check(
      'payments_operation_money',
      sql`${table.capturedMinor} >= 0 and ${table.refundedMinor} >= 0 and ${table.refundPendingMinor} >= 0
        and ${table.capturePendingMinor} >= 0
        and ${table.refundedMinor} + ${table.refundPendingMinor} <= ${table.capturedMinor}
        and ${table.capturedMinor} + ${table.capturePendingMinor} <= ${table.amountMinor}`,
    ),
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
    // The dashboard's failure reasons (issue 40): the newest 10,001 failures of the window straight from the index,
    // where the one above (reason first) made it read every failure of 30 days and sort them (10 ms at 1,000,000
    // payments, ten times that at 10,000,000; 3 ms so).
    index('payments_failures_newest')
      .on(table.organizationId, table.mode, table.createdAt, table.failureReason)
      .where(sql`${table.failureReason} is not null`),
    // The "has pending operation" filter (issue 38): the few payments holding an operation, newest first.
    index('payments_pending_operation')
      .on(table.organizationId, table.mode, table.createdAt, table.id)
      .where(
        sql`(${table.refundPendingMinor} > 0 or ${table.capturePendingMinor} > 0 or ${table.cancellationPending})`,
      ),
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

/**
 * Operations on a payment (issue 38): refunds, captures and cancellations. Each is asked
 * for (pending), then settled by the platform's report (succeeded or failed) or withdrawn; only a pending one holds
 * money on its payment. Amounts are in the payment's currency.
 */
export const paymentOperations = pgTable(
  'payment_operations',
  {
    /** A ULID: sortable, made by the writer. */
    id: text('id').primaryKey(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: PAYMENT_MODES }).notNull(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PAYMENT_OPERATION_KINDS }).notNull(),
    status: text('status', { enum: PAYMENT_OPERATION_STATUSES }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    /** A refund's or a cancellation's reason; a capture has none. */
    reason: text('reason', { enum: OPERATION_REASONS }),
    note: text('note').notNull().default(''),
    failureMessage: text('failure_message'),
    /** The person who asked in the console, or the API key the platform asked with. */
    requestedByUserId: uuid('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    requestedByApiKeyId: uuid('requested_by_api_key_id').references(() => apiKeys.id, {
      onDelete: 'set null',
    }),
    requestedVia: text('requested_via', { enum: ['console', 'api'] }).notNull(),
    /** Test mode with no endpoint subscribed to its event: when the sandbox settles it by itself. */
    settlesAt: timestamp('settles_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** When `<kind>.created` told the platform: at once, or on approval; null while it waits and if it never did. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** A request that waits for approval (decision 0106): when it expires unless approved. */
    approvalExpiresAt: timestamp('approval_expires_at', { withTimezone: true }),
    /** The owner or admin who approved or rejected it, and when. */
    decidedByUserId: uuid('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('payment_operations_amount_positive', sql`${table.amountMinor} > 0`),
    check('payment_operations_reason', sql`(${table.kind} = 'capture') = (${table.reason} is null)`),
    check(
      'payment_operations_settled',
      sql`(${table.status} in ('pending', 'awaiting_approval')) = (${table.settledAt} is null)`,
    ),
    // Only an operation the platform was told of can be pending with it, or succeed or fail there.
    check(
      'payment_operations_sent',
      sql`${table.status} not in ('pending', 'succeeded', 'failed') or ${table.sentAt} is not null`,
    ),
    check(
      'payment_operations_awaiting',
      sql`${table.status} not in ('awaiting_approval', 'rejected', 'expired') or ${table.approvalExpiresAt} is not null`,
    ),
    index('payment_operations_payment').on(table.paymentId, table.createdAt),
    // The sandbox's due operations, and the pending ones a grid filter and the attention count look for.
    index('payment_operations_pending')
      .on(table.organizationId, table.mode, table.createdAt)
      .where(sql`${table.status} = 'pending'`),
    // The dashboard's refunds from the rows (bounds that are not on UTC quarter hours).
    index('payment_operations_refunds_settled')
      .on(table.organizationId, table.mode, table.settledAt)
      .where(sql`${table.kind} = 'refund' and ${table.status} = 'succeeded'`),
    // Deleting a person or a key sets these to null: found by index, not by a scan.
    index('payment_operations_requested_by_user').on(table.requestedByUserId),
    index('payment_operations_decided_by_user').on(table.decidedByUserId),
    // The Approvals page's list, and the sweep of those whose seven days are over.
    index('payment_operations_awaiting_approval')
      .on(table.organizationId, table.mode, table.approvalExpiresAt)
      .where(sql`${table.status} = 'awaiting_approval'`),
    index('payment_operations_approval_expiry')
      .on(table.approvalExpiresAt)
      .where(sql`${table.status} = 'awaiting_approval'`),
    index('payment_operations_requested_by_api_key').on(table.requestedByApiKeyId),
    index('payment_operations_sandbox_due')
      .on(table.settlesAt)
      .where(sql`${table.status} = 'pending' and ${table.settlesAt} is not null`),
  ],
);

/**
 * The amount per currency above which an operation waits for a second person's approval (issue 38), set by the
 * organisation's owners for both modes. A currency with no row needs no approval.
 */
export const operationApprovalThresholds = pgTable(
  'operation_approval_thresholds',
  {
    id: rowId(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'operation_approval_thresholds_pk', columns: [table.organizationId, table.currency] }),
    check('operation_approval_thresholds_amount_positive', sql`${table.amountMinor} > 0`),
    index('operation_approval_thresholds_updated_by').on(table.updatedByUserId),
  ],
);

/** Operator notes on a payment (issue 38): never edited or deleted, so the payment's story keeps what was said. */
export const paymentNotes = pgTable(
  'payment_notes',
  {
    /** A ULID: sortable, made by the writer. */
    id: text('id').primaryKey(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: PAYMENT_MODES }).notNull(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'payment_notes_text',
      sql`length(${table.text}) between 1 and ${sql.raw(String(PAYMENT_NOTE_MAX_LENGTH))}`,
    ),
    index('payment_notes_payment').on(table.paymentId, table.createdAt),
    index('payment_notes_author').on(table.authorUserId),
  ],
);
