/** An exact decimal: value = units / 10^scale. */
export type Decimal = { units: bigint; scale: number };

const decimalPattern = /^([+-]?)(\d+)(?:\.(\d+))?$/;

/** Parses "-12.340" style text (no exponent, no grouping); undefined when it is not a plain decimal. */
export const parseDecimal = (text: string): Decimal | undefined => {
  const match = decimalPattern.exec(text.trim());
  if (!match) return undefined;
  const fraction = match[3] ?? '';
  const units = BigInt(`${match[2]}${fraction}`);
  return { units: match[1] === '-' ? -units : units, scale: fraction.length };
};

const pow10 = (exponent: number): bigint => 10n ** BigInt(exponent);

/** Canonical text of units / 10^scale, keeping exactly `scale` fraction digits. */
export const decimalToString = ({ units, scale }: Decimal): string => {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  return `${negative ? '-' : ''}${whole}${scale > 0 ? `.${fraction}` : ''}`;
};

const rescale = (value: Decimal, scale: number): bigint => value.units * pow10(scale - value.scale);

/** Exact comparison of two decimal texts (-1, 0 or 1); throws on malformed input. */
export const compareDecimals = (a: string, b: string): -1 | 0 | 1 => {
  const left = parseDecimal(a);
  const right = parseDecimal(b);
  if (!left || !right) throw new RangeError(`Not a decimal: ${left ? b : a}`);
  const scale = Math.max(left.scale, right.scale);
  const difference = rescale(left, scale) - rescale(right, scale);
  return difference === 0n ? 0 : difference < 0n ? -1 : 1;
};
