import { Badge, Stack } from '@mantine/core';
import type { CurrencyRow } from '@paygrid/contracts/catalogues/currency';
import { CURRENCY_TYPES } from '@paygrid/domain/catalogues/fixed-values';
import type { NumberFilter as NumberFilterValue } from '@paygrid/domain/grid/filter-types';
import { currenciesGrid } from '@paygrid/domain/grid/grids/currencies-grid';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnumeration } from '~/shared/enumerations/use-enumeration';
import { CursorPaging } from '~/shared/grid/cursor-paging';
import { DataGrid } from '~/shared/grid/data-grid';
import { declaredColumns, filterLabelKey, useDeclaredText } from '~/shared/grid/declared-columns';
import { DroppedSettingsNotice } from '~/shared/grid/dropped-settings-notice';
import { ExportCsvLink } from '~/shared/grid/export-csv-link';
import { EnumerationFilter } from '~/shared/grid/filters/enumeration-filter';
import { FilterBar } from '~/shared/grid/filters/filter-bar';
import { MultipleEnumerationFilter } from '~/shared/grid/filters/multiple-enumeration-filter';
import { NumberFilter } from '~/shared/grid/filters/number-filter';
import { SearchFilter } from '~/shared/grid/filters/search-filter';
import { StringFilter } from '~/shared/grid/filters/string-filter';
import { ToggleFilter } from '~/shared/grid/filters/toggle-filter';
import { SavedFiltersPicks } from '~/shared/grid/saved/saved-filters-picks';
import { SavedViewsBar } from '~/shared/grid/saved/saved-views-bar';
import { useGridSaving } from '~/shared/grid/saved/use-grid-saving';
import { useGridQueryState } from '~/shared/grid/use-grid-query-state';
import { PageHeading } from '~/shared/ui/page-heading';
import { currencyListQuery } from '../api/currency-list';
import { useGridPageSize } from '../state/use-grid-page-size';

// Parents of digital entries seen in the catalogue (SPEC §3); the server checks any code against the catalogue.
const parentCurrencies = ['USD', 'EUR', 'RUB', 'UAH', 'KZT', 'THB', 'BTC'] as const;

const typeColors = {
  national: 'blue',
  digital: 'teal',
  crypto: 'grape',
  metal: 'yellow',
  technical: 'gray',
} as const;

/** `/currencies`: the currency catalogue as a grid with cursor paging. */
export function CurrenciesPage() {
  const { t } = useTranslation();
  const text = useDeclaredText();
  const pageSize = useGridPageSize();
  const currencyTypes = useEnumeration('currency-types').data;
  const grid = useGridQueryState({
    grid: currenciesGrid,
    ...(pageSize !== undefined ? { defaultSize: pageSize } : {}),
  });
  const saved = useGridSaving(currenciesGrid, grid);
  const list = useQuery(currencyListQuery(grid.serverQuery));
  const page =
    grid.request.page.kind === 'cursor' ? grid.request.page : { kind: 'cursor' as const, size: 20 };

  const columns = useMemo(
    () =>
      declaredColumns<CurrencyRow>(currenciesGrid, text, {
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
        symbol: (row) => row.attributes.symbol ?? '',
      }),
    [t, text],
  );

  // A page asked for from the end arrives in inverted order (§4); the reader sees the grid's own order.
  const rows = useMemo(() => {
    const data = list.data?.data ?? [];
    return page.reversed ? [...data].reverse() : data;
  }, [list.data, page.reversed]);

  const { filters, setFilter } = grid;
  const meta = list.data?.meta.page;

  return (
    <Stack gap="md">
      <PageHeading title={t('currencies.title')} intro={t('currencies.intro')} />
      <DroppedSettingsNotice dropped={grid.dropped} />
      <SavedViewsBar {...saved.views} />
      <FilterBar anySet={Object.keys(filters).length > 0} onClear={grid.clearFilters}>
        <SavedFiltersPicks {...saved.filters} />
        <SearchFilter
          label={text(filterLabelKey(currenciesGrid, 'search'))}
          value={filters.search as string | undefined}
          onChange={(value) => setFilter('search', value)}
        />
        <MultipleEnumerationFilter
          label={text(filterLabelKey(currenciesGrid, 'type'))}
          options={(
            currencyTypes ?? CURRENCY_TYPES.map((value) => ({ value, label: t(`currencies.type.${value}`) }))
          ).map(({ value, label }) => ({ value, label }))}
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
        <ExportCsvLink path="/currencies" query={grid.exportQuery} />
      </FilterBar>
      <DataGrid
        label={t('currencies.table')}
        columns={columns}
        rows={rows}
        rowId={(row) => row.id}
        sort={grid.sort}
        onSortChange={grid.setSort}
        layout={grid.layout}
        onLayoutChange={grid.setLayout}
        loading={list.isFetching}
        pending={list.isPending}
        error={list.error}
        footer={
          meta ? (
            <CursorPaging
              page={page}
              cursors={{ before: meta.before, after: meta.after }}
              total={meta.total}
              estimated={meta.total_estimated}
              onMove={(move) => grid.movePage(move, meta)}
            />
          ) : null
        }
      />
    </Stack>
  );
}
