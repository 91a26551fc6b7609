import { Badge } from '@mantine/core';
import type { CurrencyRow } from '@paygrid/contracts/catalogues/currency';
import { currenciesGrid } from '@paygrid/domain/grid/grids/currencies-grid';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { GridPage } from '~/shared/grid/grid-page';
import { currencyListQuery } from '../api/currency-list';
import { useGridPageSize } from '../state/use-grid-page-size';
import { CurrencySymbol } from '../ui/currency-symbol';

// Parents of digital entries seen in the catalogue (SPEC §3); the server checks any code against the catalogue.
const parentCurrencies = ['USD', 'EUR', 'RUB', 'UAH', 'KZT', 'THB', 'BTC'] as const;

const typeColors = {
  national: 'blue',
  digital: 'teal',
  crypto: 'grape',
  metal: 'yellow',
  technical: 'gray',
} as const;

/** `/currencies`: the currency catalogue, a declaration on the grid page shell (cursor paging). */
export function CurrenciesPage() {
  const { t, i18n } = useTranslation();
  const pageSize = useGridPageSize();
  // The name in the reader's language (issue 32), sorted in its alphabet by the server.
  const ukrainian = i18n.language.startsWith('uk');

  const cells = useMemo<Record<string, (row: CurrencyRow) => ReactNode>>(
    () => ({
      code: (row) => row.attributes.code,
      name: (row) => (ukrainian ? row.attributes.name?.uk : row.attributes.name?.en),
      type: ({ attributes: { type } }) =>
        type ? (
          <Badge size="xs" variant="light" color={typeColors[type]}>
            {t(`currencies.type.${type}`)}
          </Badge>
        ) : null,
      exponent: (row) => row.attributes.exponent,
      parent: (row) => row.attributes.parentCode ?? '',
      vendor: (row) => row.attributes.vendor ?? '',
      symbol: ({ attributes }) => <CurrencySymbol symbol={attributes.symbol} code={attributes.code} />,
    }),
    [t, ukrainian],
  );

  // The parent filter offers the parents seen in the catalogue, not all 236 codes.
  const filterOptions = useMemo(
    () => ({ parent: parentCurrencies.map((code) => ({ value: code, label: code })) }),
    [],
  );

  return (
    <GridPage
      grid={currenciesGrid}
      title={t('currencies.title')}
      intro={t('currencies.intro')}
      tableLabel={t('currencies.table')}
      listQuery={currencyListQuery}
      cells={cells}
      rowId={(row) => row.id}
      exportPath="/currencies"
      {...(pageSize !== undefined ? { defaultSize: pageSize } : {})}
      filterOptions={filterOptions}
    />
  );
}
