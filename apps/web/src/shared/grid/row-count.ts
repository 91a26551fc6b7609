import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A row number in the reader's language; an estimate is rounded the short way ("1.2M", "1,2 млн"). */
export function useRowNumber(): (value: number, estimated?: boolean) => string {
  const { i18n } = useTranslation();
  return useCallback(
    (value: number, estimated = false) =>
      new Intl.NumberFormat(
        i18n.language,
        estimated ? { notation: 'compact', maximumFractionDigits: 1 } : {},
      ).format(value),
    [i18n.language],
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
