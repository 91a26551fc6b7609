import type { PaymentGridRow } from '@paygrid/contracts';
import {
  DEFAULT_CURRENCY_EXPONENT,
  OPERATION_ATTENTION_DAYS,
  type PaymentMode,
  paymentsGrid,
  STUCK_PROCESSING_MINUTES,
} from '@paygrid/domain';
import { instantWithOffset } from '@paygrid/domain/format/instant-with-offset';
import { sql } from 'drizzle-orm';
import { isoInstant } from '../../db/instant-text';
import type { GridSql } from '../../grid/grid-sql';
import { currencies } from '../catalogues/tables';
import type { OrganizationContext } from '../organizations/context';
import { minorText, paymentFieldsOf } from './payment-resource';
import { paymentOperations, payments } from './tables';

/** An exchange's target exponent: a lookup, as only exchanges have one. */
const targetExponent = sql`(select target.exponent from ${currencies} target where target.code = ${payments.targetCurrency})`;
/** §9's default exponent as a literal: a constant, and the select list stays free of parameters (rendered once). */
const defaultExponent = sql.raw(String(Math.trunc(DEFAULT_CURRENCY_EXPONENT)));
/** The catalogue's exponent, §9's default when a code has left the catalogue. */
const exponent = sql`coalesce(${currencies.exponent}, ${defaultExponent})`;

/**
 * An amount (the payment's, or what its refunds gave back) in major units of its own currency: the amount filters
 * are typed in major units of the one currency selected (the page offers them only then), so comparing each row in
 * its own currency's units is that conversion.
 */
const inMajorUnits = (minor: typeof payments.amountMinor | typeof payments.refundedMinor) =>
  sql`(${minor}::numeric / power(10::numeric, coalesce((select amount_currency.exponent
  from ${currencies} amount_currency where amount_currency.code = ${payments.currency}), ${defaultExponent})))`;

/** A payment holds an operation not yet reported: a refund or a capture pending, or a cancellation (the predicate of
 * the payments_pending_operation index, word for word). */
const hasPendingOperation = sql`(${payments.refundPendingMinor} > 0 or ${payments.capturePendingMinor} > 0
  or ${payments.cancellationPending})`;

/**
 * Failed, still processing after an hour, authorised and untouched for more than seven days (when a card's
 * authorisation usually lapses), or holding a live operation pending for more than seven days (issue 38: never
 * silently dropped; counted from when the platform was told, so a request approved late is not flagged at once). The few such operations are read once, as an array: `= any(array(…))` keeps the status
 * indexes usable for the rest of the OR, where `in (subquery)` made it a scan of every payment (review, 1M rows).
 */
const needsAttention = sql`(${payments.status} = 'failed' or (${payments.status} = 'processing'
  and ${payments.updatedAt} < now() - make_interval(mins => ${STUCK_PROCESSING_MINUTES}))
  or (${payments.status} = 'authorized'
    and ${payments.updatedAt} < now() - make_interval(days => ${OPERATION_ATTENTION_DAYS}))
  or ${payments.id} = any(array(select ${paymentOperations.paymentId} from ${paymentOperations}
    where ${paymentOperations.status} = 'pending' and ${paymentOperations.mode} = 'live'
      and ${paymentOperations.sentAt} < now() - make_interval(days => ${OPERATION_ATTENTION_DAYS}))))`;

/**
 * The payments grid's filters as SQL: one mapping for the list, the export and the summary's rows path, so they
 * never disagree. Each reads the payments table alone (the amount's exponent by lookup).
 */
export const paymentFilterSql = {
  search: { searchColumns: [payments.search], identifierPrefix: payments.id },
  status: { column: payments.status },
  type: { column: payments.type },
  method: { column: payments.method },
  currency: { column: payments.currency },
  amount: { column: inMajorUnits(payments.amountMinor) },
  refunded_amount: { column: inMajorUnits(payments.refundedMinor) },
  has_pending_operation: { condition: hasPendingOperation },
  reference: { column: payments.reference },
  created_at: { column: payments.createdAt },
  three_ds: { column: payments.threeDs },
  failure_reason: { column: payments.failureReason },
  needs_attention: { condition: needsAttention },
} satisfies GridSql<PaymentGridRow>['filters'];

/** The payments grid of packages/domain, in SQL: payments with their currencies' exponents. */
export const paymentGridSql: GridSql<PaymentGridRow> = {
  declaration: paymentsGrid,
  from: sql`${payments} left join ${currencies} on ${currencies.code} = ${payments.currency}`,
  fields: {
    id: payments.id,
    type: payments.type,
    status: payments.status,
    // bigint as text on both drivers: a JavaScript number would round large minor amounts.
    amount_minor: sql`${payments.amountMinor}::text`,
    currency: payments.currency,
    exponent: exponent,
    target_amount_minor: sql`${payments.targetAmountMinor}::text`,
    target_currency: payments.targetCurrency,
    target_exponent: targetExponent,
    rate: payments.rate,
    fee_minor: sql`${payments.feeMinor}::text`,
    refunded_minor: sql`${payments.refundedMinor}::text`,
    method: payments.method,
    vendor: payments.vendor,
    three_ds: payments.threeDs,
    customer_email: payments.customerEmail,
    customer_country: payments.customerCountry,
    reference: payments.reference,
    description: payments.description,
    failure_reason: payments.failureReason,
    failure_message: payments.failureMessage,
    created_at: payments.createdAt,
  },
  sorts: {
    created_at: payments.createdAt,
    currency: payments.currency,
    amount: payments.amountMinor,
    status: payments.status,
    type: payments.type,
    reference: payments.reference,
    id: payments.id,
  },
  filters: paymentFilterSql,

  toRow: (record) => ({ type: 'payment', id: String(record.id), attributes: paymentFieldsOf(record) }),
  csv: {
    amount: (record) => minorText(record.amount_minor, record.exponent),
    target: (record) => minorText(record.target_amount_minor, record.target_exponent),
    fee: (record) => minorText(record.fee_minor, record.exponent),
    refunded: (record) => minorText(record.refunded_minor, record.exponent),
    // In the reader's zone with its offset: a bare UTC time would pass for local time in a spreadsheet.
    created_at: (record, { timeZone }) =>
      instantWithOffset(Date.parse(isoInstant(record.created_at)), timeZone),
  },
  // An amount means nothing without its currency: the file carries it even when the grid shows it in the amount's
  // cell alone. The exchange's target amount brings its own currency (empty for payments that are not exchanges).
  csvCompanions: {
    amount: ['currency'],
    target: ['target_currency'],
    fee: ['currency'],
    refunded: ['currency'],
    // The code is stable for a spreadsheet; the platform's own words ride beside it.
    failure_reason: ['failure_message'],
  },
};

/** Only the organisation's rows of the mode its testMode cookie chose: test and live never mix. */
export const inOrganizationMode = (context: OrganizationContext) =>
  paymentsOf({ organizationId: context.organization.id, mode: context.mode });

/** One organisation's payments of one mode. */
export const paymentsOf = (scope: { organizationId: string; mode: PaymentMode }) =>
  sql`${payments.organizationId} = ${scope.organizationId} and ${payments.mode} = ${scope.mode}`;
