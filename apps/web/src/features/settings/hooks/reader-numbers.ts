import {
  formatMinorAmount,
  formatNumber,
  type NumberFormat,
  resolveNumberFormat,
} from '@paygrid/domain/format/number-format';
import { useMemo } from 'react';
import { useReaderNumberFormat } from '~/shared/format/reader-number-format-context';

/** Figures as the signed-in person reads them (§3 number_format): the same separators in the grid and on the dashboard. */
export type ReaderNumbers = {
  /** A count grouped by thousands: "12,345", "12 345". */
  count: (value: number) => string;
  /** A fraction as a percentage with at most one decimal: "94.3%", "94,3%". */
  percent: (fraction: number) => string;
  /** Minor units in major units by the currency's exponent, with its code; exact, never through a float. */
  money: (minor: string, exponent: number, currency: string) => string;
};

/** @internal Exported for tests only. */
export const readerNumbers = (format: NumberFormat): ReaderNumbers => ({
  count: (value) => formatNumber(Math.round(value), format),
  percent: (fraction) => `${formatNumber(Math.round(fraction * 1000) / 10, format)}%`,
  money: (minor, exponent, currency) => `${formatMinorAmount(minor, { exponent }, format)} ${currency}`,
});

/** The signed-in reader's figures: the number format the root route resolved once for every page (none: the default). */
export function useReaderNumbers(): ReaderNumbers {
  const format = useReaderNumberFormat();
  return useMemo(() => readerNumbers(format ?? resolveNumberFormat(undefined)), [format]);
}
