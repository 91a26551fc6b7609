import { decimalToString, parseDecimal } from './decimal';

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
