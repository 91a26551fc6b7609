import type { NumberFormat } from '@paygrid/domain/format/number-format';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useReaderNumberFormat } from '../format/reader-number-format-context';

type RowNumberOptions = {
  /** The interface language: the words of an estimate ("1.2M", "1,2 млн"). */
  language: string;
  /** The reader's separators (§3 number_format); the language's own without one. */
  format?: NumberFormat | undefined;
  /** The server's estimate: rounded the short way. */
  estimated?: boolean;
};

/**
 * A row number as the reader reads figures: a known total in full, an estimate the short way.
 * @internal Exported for tests only.
 */
export function formatRowNumber(
  value: number,
  { language, format, estimated = false }: RowNumberOptions,
): string {
  const parts = new Intl.NumberFormat(
    language,
    estimated ? { notation: 'compact', maximumFractionDigits: 1 } : {},
  ).formatToParts(value);
  return parts
    .map((part) =>
      format && part.type === 'group'
        ? format.groupSeparator
        : format && part.type === 'decimal'
          ? format.decimalSeparator
          : part.value,
    )
    .join('');
}

/** Row numbers in the reader's number format and language. */
export function useRowNumber(): (value: number, estimated?: boolean) => string {
  const { i18n } = useTranslation();
  const format = useReaderNumberFormat();
  return useCallback(
    (value: number, estimated = false) =>
      formatRowNumber(value, { language: i18n.language, format, estimated }),
    [i18n.language, format],
  );
}

/** "1,234 rows", or "about 1.2M rows" for the server's estimate. */
export function useRowCount(): (total: number, estimated: boolean) => string {
  const { t } = useTranslation();
  const rowNumber = useRowNumber();
  return useCallback(
    (total: number, estimated: boolean) =>
      t(estimated ? 'grid.rows_estimated' : 'grid.rows', {
        count: total,
        total: rowNumber(total, estimated),
      }),
    [t, rowNumber],
  );
}
