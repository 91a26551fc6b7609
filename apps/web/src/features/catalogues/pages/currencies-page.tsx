import { Badge } from '@mantine/core';
import type { CurrencyRow } from '@paygrid/contracts/catalogues/currency';
import { CURRENCY_TYPES } from '@paygrid/domain/catalogues/fixed-values';
import type { NumberFilter as NumberFilterValue } from '@paygrid/domain/grid/filter-types';
import { currenciesGrid } from '@paygrid/domain/grid/grids/currencies-grid';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnumeration } from '~/shared/enumerations/use-enumeration';
import { filterLabelKey, useDeclaredText } from '~/shared/grid/declared-columns';
import { EnumerationFilter } from '~/shared/grid/filters/enumeration-filter';
import { MultipleEnumerationFilter } from '~/shared/grid/filters/multiple-enumeration-filter';
import { NumberFilter } from '~/shared/grid/filters/number-filter';
import { SearchFilter } from '~/shared/grid/filters/search-filter';
import { StringFilter } from '~/shared/grid/filters/string-filter';
import { ToggleFilter } from '~/shared/grid/filters/toggle-filter';
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
  const { t } = useTranslation();
  const text = useDeclaredText();
  const pageSize = useGridPageSize();
  const currencyTypes = useEnumeration('currency-types').data;

  const cells = useMemo<Record<string, (row: CurrencyRow) => ReactNode>>(
    () => ({
      code: (row) => row.attributes.code,
      name: (row) => row.attributes.name?.en,
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
    [t],
  );

  const typeOptions = (
    currencyTypes ?? CURRENCY_TYPES.map((value) => ({ value, label: t(`currencies.type.${value}`) }))
  ).map(({ value, label }) => ({ value, label }));

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
      filters={({ filters, setFilter }) => (
        <>
          <SearchFilter
            label={text(filterLabelKey(currenciesGrid, 'search'))}
            value={filters.search as string | undefined}
            onChange={(value) => setFilter('search', value)}
          />
          <MultipleEnumerationFilter
            label={text(filterLabelKey(currenciesGrid, 'type'))}
            options={typeOptions}
            value={filters.type as string[] | undefined}
            onChange={(value) => setFilter('type', value)}
          />
          <NumberFilter
            label={text(filterLabelKey(currenciesGrid, 'exponent'))}
            value={filters.exponent as NumberFilterValue | undefined}
            onChange={(value) => setFilter('exponent', value)}
          />
          <EnumerationFilter
            label={text(filterLabelKey(currenciesGrid, 'parent'))}
            options={parentCurrencies.map((code) => ({ value: code, label: code }))}
            value={filters.parent as string | undefined}
            onChange={(value) => setFilter('parent', value)}
          />
          <StringFilter
            label={text(filterLabelKey(currenciesGrid, 'vendor'))}
            value={filters.vendor as string | undefined}
            onChange={(value) => setFilter('vendor', value)}
          />
          <ToggleFilter
            label={text(filterLabelKey(currenciesGrid, 'payment_system'))}
            value={filters.payment_system as boolean | undefined}
            onChange={(value) => setFilter('payment_system', value)}
          />
        </>
      )}
    />
  );
}
