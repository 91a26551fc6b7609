import type { PaymentGridRow } from '@paygrid/contracts';
import { minorToDecimal } from '@paygrid/domain';
import { isoInstant } from '../../db/instant-text';

type Attributes = Required<PaymentGridRow['attributes']>;

const text = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);
const integer = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

/** Minor units as major decimal text by exponent, for a CSV cell (empty when there is none). */
export const minorText = (minor: unknown, exponent: unknown): string | null =>
  minor === null || minor === undefined || exponent === null || exponent === undefined
    ? null
    : minorToDecimal(String(minor), Number(exponent));

/**
 * A payment's fields from a raw row (snake_case names; bigint arrives as bigint from PGlite, text from
 * postgres.js: both become decimal integer text).
 */
export function paymentFieldsOf(record: Record<string, unknown>): Attributes {
  return {
    type: record.type as Attributes['type'],
    status: record.status as Attributes['status'],
    amount_minor: String(record.amount_minor),
    currency: String(record.currency),
    exponent: Number(record.exponent),
    target_amount_minor: text(record.target_amount_minor),
    target_currency: text(record.target_currency),
    target_exponent: integer(record.target_exponent),
    rate: text(record.rate),
    fee_minor: String(record.fee_minor),
    refunded_minor: String(record.refunded_minor),
    method: record.method as Attributes['method'],
    vendor: text(record.vendor),
    three_ds: record.three_ds === null || record.three_ds === undefined ? null : Boolean(record.three_ds),
    customer_email: String(record.customer_email),
    customer_country: String(record.customer_country),
    reference: String(record.reference),
    description: String(record.description),
    failure_reason: text(record.failure_reason) as Attributes['failure_reason'],
    failure_message: text(record.failure_message),
    created_at: isoInstant(record.created_at),
  };
}
