import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A row number in a language; an estimate is rounded the short way ("1.2M", "1,2 млн"). */
export const formatRowNumber = (language: string, value: number, estimated = false): string =>
  new Intl.NumberFormat(language, estimated ? { notation: 'compact', maximumFractionDigits: 1 } : {}).format(
    value,
  );

/** Row numbers in the reader's language. */
export function useRowNumber(): (value: number, estimated?: boolean) => string {
  const { i18n } = useTranslation();
  return useCallback(
    (value: number, estimated = false) => formatRowNumber(i18n.language, value, estimated),
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
