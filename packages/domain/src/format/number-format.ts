import { type CurrencyDescriptor, minorToDecimal } from '../money';

/** Separators of a user's number format preference. */
export type NumberFormat = { groupSeparator: string; decimalSeparator: string };

/** Named number formats a user can pick (SPEC leaves the values of number_format open). */
export const numberFormats = {
  'comma-dot': { groupSeparator: ',', decimalSeparator: '.' },
  'space-comma': { groupSeparator: '\u00a0', decimalSeparator: ',' },
  'dot-comma': { groupSeparator: '.', decimalSeparator: ',' },
  'space-dot': { groupSeparator: '\u00a0', decimalSeparator: '.' },
  'plain-dot': { groupSeparator: '', decimalSeparator: '.' },
} as const satisfies Record<string, NumberFormat>;

export type NumberFormatName = keyof typeof numberFormats;
const DEFAULT_NUMBER_FORMAT: NumberFormatName = 'comma-dot';

/** A preference value -> separators: a format name, or a sample such as "1 234,56"; else the default. */
export const resolveNumberFormat = (preference: string | undefined | null): NumberFormat => {
  if (preference && Object.hasOwn(numberFormats, preference))
    return numberFormats[preference as NumberFormatName];
  const sample = preference ? /^1([^\d]?)234([^\d])56$/.exec(preference) : null;
  if (sample)
    return {
      groupSeparator: sample[1] === ' ' ? '\u00a0' : (sample[1] ?? ''),
      decimalSeparator: sample[2] ?? '.',
    };
  return numberFormats[DEFAULT_NUMBER_FORMAT];
};

const plainText = (value: string | bigint | number): string => {
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'string') return value.trim();
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return Number.isInteger(value) ? BigInt(value).toString() : value.toFixed(20).replace(/0+$/, '');
};

export type FormatNumberOptions = { minimumFractionDigits?: number };

/** Groups the integer part by thousands and swaps the decimal point; exact (no float rounding). */
export const formatNumber = (
  value: string | bigint | number,
  format: NumberFormat = numberFormats[DEFAULT_NUMBER_FORMAT],
  options: FormatNumberOptions = {},
): string => {
  const text = plainText(value);
  const match = /^([+-]?)(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) throw new RangeError(`Not a decimal number: ${text}`);
  const sign = match[1] === '-' ? '-' : '';
  const whole = (match[2] ?? '').replace(/^0+(?=\d)/, '');
  const fraction = (match[3] ?? '').padEnd(options.minimumFractionDigits ?? 0, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, format.groupSeparator);
  return `${sign}${grouped}${fraction ? `${format.decimalSeparator}${fraction}` : ''}`;
};

/** An amount in minor units, shown with all of its currency's decimal places. */
export const formatMinorAmount = (
  minor: bigint | string,
  currency: Pick<CurrencyDescriptor, 'exponent'>,
  format?: NumberFormat,
): string => formatNumber(minorToDecimal(minor, currency.exponent), format);
