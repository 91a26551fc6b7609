import { Badge, Stack } from '@mantine/core';
import type { CurrencyResource } from '@paygrid/contracts/catalogues/currency';
import type { NumberFilter as NumberFilterValue } from '@paygrid/domain/grid/filter-types';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CursorPaging } from '~/shared/grid/cursor-paging';
import { DataGrid } from '~/shared/grid/data-grid';
import type { DataGridColumn } from '~/shared/grid/data-grid-column';
import { EnumerationFilter } from '~/shared/grid/filters/enumeration-filter';
import { FilterBar } from '~/shared/grid/filters/filter-bar';
import { MultipleEnumerationFilter } from '~/shared/grid/filters/multiple-enumeration-filter';
import { NumberFilter } from '~/shared/grid/filters/number-filter';
import { SearchFilter } from '~/shared/grid/filters/search-filter';
import { StringFilter } from '~/shared/grid/filters/string-filter';
import { ToggleFilter } from '~/shared/grid/filters/toggle-filter';
import { useGridQueryState } from '~/shared/grid/use-grid-query-state';
import { PageHeading } from '~/shared/ui/page-heading';
import { currencyListQuery } from '../api/currency-list';
import {
  CURRENCY_TYPES,
  currencyColumns,
  currencyDefaultSort,
  currencyFilters,
  PARENT_CURRENCIES,
} from '../state/currency-grid';
import { useGridPageSize } from '../state/use-grid-page-size';

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
  const pageSize = useGridPageSize();
  const grid = useGridQueryState({
    paging: 'cursor',
    filters: currencyFilters,
    columns: currencyColumns,
    defaultSort: currencyDefaultSort,
    ...(pageSize !== undefined ? { defaultSize: pageSize } : {}),
  });
  const list = useQuery(currencyListQuery(grid.serverQuery));
  const page =
    grid.request.page.kind === 'cursor' ? grid.request.page : { kind: 'cursor' as const, size: 20 };

  const columns = useMemo<DataGridColumn<CurrencyResource>[]>(
    () => [
      {
        param: 'code',
        label: t('currencies.column.code'),
        sortable: true,
        width: 110,
        cell: (row) => row.attributes.code,
      },
      {
        param: 'name',
        label: t('currencies.column.name'),
        sortable: true,
        width: 240,
        cell: (row) => row.attributes.name.en,
      },
      {
        param: 'type',
        label: t('currencies.column.type'),
        sortable: true,
        width: 130,
        cell: (row) => (
          <Badge size="xs" variant="light" color={typeColors[row.attributes.type]}>
            {t(`currencies.type.${row.attributes.type}`)}
          </Badge>
        ),
      },
      {
        param: 'exponent',
        label: t('currencies.column.exponent'),
        sortable: true,
        width: 120,
        cell: (row) => row.attributes.exponent,
      },
      {
        param: 'parent',
        label: t('currencies.column.parent'),
        width: 110,
        cell: (row) => row.attributes.parentCode ?? '',
      },
      {
        param: 'vendor',
        label: t('currencies.column.vendor'),
        width: 180,
        cell: (row) => row.attributes.vendor ?? '',
      },
      {
        param: 'symbol',
        label: t('currencies.column.symbol'),
        width: 100,
        cell: (row) => row.attributes.symbol ?? '',
      },
    ],
    [t],
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
      <FilterBar anySet={Object.keys(filters).length > 0} onClear={grid.clearFilters}>
        <SearchFilter
          label={t('currencies.filter.search')}
          value={filters.search as string | undefined}
          onChange={(value) => setFilter('search', value)}
        />
        <MultipleEnumerationFilter
          label={t('currencies.filter.type')}
          options={CURRENCY_TYPES.map((type) => ({ value: type, label: t(`currencies.type.${type}`) }))}
          value={filters.type as string[] | undefined}
          onChange={(value) => setFilter('type', value)}
        />
        <NumberFilter
          label={t('currencies.filter.exponent')}
          value={filters.exponent as NumberFilterValue | undefined}
          onChange={(value) => setFilter('exponent', value)}
        />
        <EnumerationFilter
          label={t('currencies.filter.parent')}
          options={PARENT_CURRENCIES.map((code) => ({ value: code, label: code }))}
          value={filters.parent as string | undefined}
          onChange={(value) => setFilter('parent', value)}
        />
        <StringFilter
          label={t('currencies.filter.vendor')}
          value={filters.vendor as string | undefined}
          onChange={(value) => setFilter('vendor', value)}
        />
        <ToggleFilter
          label={t('currencies.filter.payment_system')}
          value={filters.payment_system as boolean | undefined}
          onChange={(value) => setFilter('payment_system', value)}
        />
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
              onMove={(move) => grid.movePage(move, meta)}
            />
          ) : null
        }
      />
    </Stack>
  );
}
