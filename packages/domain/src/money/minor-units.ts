import { type CurrencyDescriptor, parentMultiplierOf } from './currency-exponent';
import { decimalToString, divideExactly, parseDecimal } from './decimal';

const assertExponent = (exponent: number): void => {
  if (!Number.isInteger(exponent) || exponent < 0 || exponent > 30)
    throw new RangeError(`Bad exponent: ${exponent}`);
};

const toBigInt = (minor: bigint | string): bigint => {
  if (typeof minor === 'bigint') return minor;
  if (!/^[+-]?\d+$/.test(minor.trim())) throw new RangeError(`Not an integer amount: ${minor}`);
  return BigInt(minor.trim());
};

/** §3/§9 minor units -> decimal text with exactly `exponent` fraction digits (12345, 2 -> "123.45"). */
export const minorToDecimal = (minor: bigint | string, exponent: number): string => {
  assertExponent(exponent);
  return decimalToString({ units: toBigInt(minor), scale: exponent });
};

/**
 * Decimal text -> minor units, exact: undefined when the text is not a plain decimal or carries more
 * significant fraction digits than the exponent allows ("1.005" in USD).
 */
export const decimalToMinor = (decimal: string, exponent: number): bigint | undefined => {
  assertExponent(exponent);
  const parsed = parseDecimal(decimal);
  if (!parsed) return undefined;
  if (parsed.scale <= exponent) return parsed.units * 10n ** BigInt(exponent - parsed.scale);
  const divisor = 10n ** BigInt(parsed.scale - exponent);
  return parsed.units % divisor === 0n ? parsed.units / divisor : undefined;
};

export type Money = { minor: bigint; currency: CurrencyDescriptor };

export const moneyToDecimal = ({ minor, currency }: Money): string =>
  minorToDecimal(minor, currency.exponent);

/**
 * §3 parent multiplier: an amount of a digital currency expressed in its parent currency, as exact decimal
 * text (1500 minor WMX = 1.500 WMX = 0.0015 BTC). Undefined when the expansion would not terminate.
 */
export const toParentDecimal = ({ minor, currency }: Money): string | undefined =>
  divideExactly(minor, 10n ** BigInt(currency.exponent) * BigInt(parentMultiplierOf(currency)));

/** The reverse: a parent-currency decimal as minor units of the child currency, when exact. */
export const fromParentDecimal = (
  parentDecimal: string,
  currency: CurrencyDescriptor,
): bigint | undefined => {
  const parsed = parseDecimal(parentDecimal);
  if (!parsed) return undefined;
  const numerator = parsed.units * BigInt(parentMultiplierOf(currency)) * 10n ** BigInt(currency.exponent);
  const denominator = 10n ** BigInt(parsed.scale);
  return numerator % denominator === 0n ? numerator / denominator : undefined;
};
