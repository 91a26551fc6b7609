import { Badge, Stack } from '@mantine/core';
import type { CurrencyRow } from '@paygrid/contracts/catalogues/currency';
import { currenciesGrid } from '@paygrid/domain/grid/grids/currencies-grid';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CursorPaging } from '~/shared/grid/cursor-paging';
import { DataGrid } from '~/shared/grid/data-grid';
import { declaredColumns, useDeclaredText } from '~/shared/grid/declared-columns';
import { DroppedSettingsNotice } from '~/shared/grid/dropped-settings-notice';
import { ExportCsvLink } from '~/shared/grid/export-csv-link';
import { DeclaredFilters } from '~/shared/grid/filters/declared-filters';
import { useGridQueryState } from '~/shared/grid/use-grid-query-state';
import { PageHeading } from '~/shared/ui/page-heading';
import { currencyListQuery } from '../api/currency-list';
import { useGridPageSize } from '../state/use-grid-page-size';

// Parents of digital entries seen in the catalogue (SPEC §3); the server checks any code against the catalogue.
const parentCurrencies = ['USD', 'EUR', 'RUB', 'UAH', 'KZT', 'THB', 'BTC'] as const;
const filterOptions = { parent: parentCurrencies.map((code) => ({ value: code, label: code })) };

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
  const grid = useGridQueryState({
    grid: currenciesGrid,
    ...(pageSize !== undefined ? { defaultSize: pageSize } : {}),
  });
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

  const meta = list.data?.meta.page;

  return (
    <Stack gap="md">
      <PageHeading title={t('currencies.title')} intro={t('currencies.intro')} />
      <DroppedSettingsNotice dropped={grid.dropped} />
      <DeclaredFilters
        grid={currenciesGrid}
        filters={grid.filters}
        onChange={grid.setFilter}
        onClear={grid.clearFilters}
        options={filterOptions}
      >
        <ExportCsvLink path="/currencies" query={grid.exportQuery} />
      </DeclaredFilters>
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
