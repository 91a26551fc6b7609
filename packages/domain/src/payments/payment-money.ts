import type { CurrencyDescriptor } from '../money/currency-exponent';
import { decimalToMinor, minorToDecimal } from '../money/minor-units';

/**
 * Money on a payment: minor units as a decimal integer string (bigint in the database, never a float) and the
 * currency's code; the exponent comes from the currency catalogue entry.
 */
export type PaymentMoney = { minor: string; currency: string };

/** Minor units as major-unit decimal text with the catalogue's exponent ("12345", USD -> "123.45"). */
export const paymentMoneyToMajor = (
  money: PaymentMoney,
  currency: Pick<CurrencyDescriptor, 'exponent'>,
): string => minorToDecimal(money.minor, currency.exponent);

/**
 * A major-unit amount a person typed (a filter bound) as minor units of one currency; undefined when it is not a
 * plain decimal or is finer than the currency's minor unit.
 */
export const majorToMinorText = (major: string, exponent: number): string | undefined =>
  decimalToMinor(major, exponent)?.toString();

/** An exchange rate is a positive decimal text: never a float. */
export const isExchangeRate = (text: string): boolean => /^\d+(\.\d+)?$/.test(text) && /[1-9]/.test(text);
