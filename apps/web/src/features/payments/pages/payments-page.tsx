import { Stack } from '@mantine/core';
import type { PaymentGridRow } from '@paygrid/contracts/payments/payment';
import type { NumberFilter as NumberFilterValue, UnixDateFilter } from '@paygrid/domain/grid/filter-types';
import { paymentsGrid } from '@paygrid/domain/grid/grids/payments-grid';
import { PAYMENT_STATUSES, PAYMENT_TYPES } from '@paygrid/domain/payments/fixed-values';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useUserDateTime } from '~/shared/format/user-date-time';
import { CursorPaging } from '~/shared/grid/cursor-paging';
import { DataGrid } from '~/shared/grid/data-grid';
import { filterLabelKey, useDeclaredText } from '~/shared/grid/declared-columns';
import { DroppedSettingsNotice } from '~/shared/grid/dropped-settings-notice';
import { ExportCsvLink } from '~/shared/grid/export-csv-link';
import { EnumerationFilter } from '~/shared/grid/filters/enumeration-filter';
import { FilterBar } from '~/shared/grid/filters/filter-bar';
import { MultipleEnumerationFilter } from '~/shared/grid/filters/multiple-enumeration-filter';
import { SearchFilter } from '~/shared/grid/filters/search-filter';
import { StringFilter } from '~/shared/grid/filters/string-filter';
import { ToggleFilter } from '~/shared/grid/filters/toggle-filter';
import { useGridQueryState } from '~/shared/grid/use-grid-query-state';
import { PageHeading } from '~/shared/ui/page-heading';
import { paymentListQuery } from '../api/payment-list';
import { AmountFilter } from '../components/amount-filter';
import { DatePresetFilter } from '../components/date-preset-filter';
import { paymentColumns } from '../components/payment-columns';
import { PaymentDrawer } from '../components/payment-drawer';
import { ThreeDsFilter } from '../components/three-ds-filter';
import { useMoney } from '../format/use-money';

// The currencies a payment is usually in; the server checks any code against the catalogue.
const offeredCurrencies = [
  'USD',
  'EUR',
  'UAH',
  'GBP',
  'PLN',
  'KZT',
  'THB',
  'CHF',
  'CAD',
  'JPY',
  'KWD',
  'BTC',
  'ETH',
  'USDT',
  'LTC',
  'XAU',
  'XAG',
];

/** `/payments` and `/payments/{id}`: the organisation's payments (test or live, as the shell's toggle says). */
export function PaymentsPage() {
  const { t } = useTranslation();
  const text = useDeclaredText();
  const money = useMoney();
  const { dateTime } = useUserDateTime();
  const { id } = useParams();
  const navigate = useNavigate();
  const { search } = useLocation();
  const grid = useGridQueryState({ grid: paymentsGrid });
  const list = useQuery(paymentListQuery(grid.serverQuery));
  const page =
    grid.request.page.kind === 'cursor' ? grid.request.page : { kind: 'cursor' as const, size: 20 };
  const query = search.replace(/^\?/, '');

  const columns = useMemo(
    () => paymentColumns({ t, text, money, dateTime, search: query }),
    [t, text, money, dateTime, query],
  );
  const rows = useMemo(() => {
    const data: PaymentGridRow[] = list.data?.data ?? [];
    return page.reversed ? [...data].reverse() : data;
  }, [list.data, page.reversed]);

  const { filters, setFilter } = grid;
  const currencies = (filters.currency as string[] | undefined) ?? [];
  const meta = list.data?.meta.page;
  const label = (key: string) => text(filterLabelKey(paymentsGrid, key));

  return (
    <Stack gap="md">
      <PageHeading title={t('payments.title')} intro={t('payments.intro')} />
      <DroppedSettingsNotice dropped={grid.dropped} />
      <FilterBar anySet={Object.keys(filters).length > 0} onClear={grid.clearFilters}>
        <SearchFilter
          label={label('search')}
          value={filters.search as string | undefined}
          onChange={(value) => setFilter('search', value)}
        />
        <EnumerationFilter
          label={label('status')}
          options={PAYMENT_STATUSES.map((value) => ({ value, label: t(`payments.status.${value}`) }))}
          value={filters.status as string | undefined}
          onChange={(value) => setFilter('status', value)}
        />
        <EnumerationFilter
          label={label('type')}
          options={PAYMENT_TYPES.map((value) => ({ value, label: t(`payments.type.${value}`) }))}
          value={filters.type as string | undefined}
          onChange={(value) => setFilter('type', value)}
        />
        <MultipleEnumerationFilter
          label={label('currency')}
          options={offeredCurrencies.map((code) => ({ value: code, label: code }))}
          value={filters.currency as string[] | undefined}
          onChange={(value) => {
            setFilter('currency', value);
            // An amount typed in one currency's units means nothing for another.
            if ((value?.length ?? 0) !== 1 && filters.amount !== undefined) setFilter('amount', undefined);
          }}
        />
        <AmountFilter
          label={label('amount')}
          currencies={currencies}
          value={filters.amount as NumberFilterValue | undefined}
          onChange={(value) => setFilter('amount', value)}
        />
        <StringFilter
          label={label('reference')}
          value={filters.reference as string | undefined}
          onChange={(value) => setFilter('reference', value)}
        />
        <DatePresetFilter
          label={label('created_at')}
          value={filters.created_at as UnixDateFilter | undefined}
          onChange={(value) => setFilter('created_at', value)}
        />
        <ThreeDsFilter
          label={label('three_ds')}
          value={filters.three_ds as boolean | undefined}
          onChange={(value) => setFilter('three_ds', value)}
        />
        <ToggleFilter
          label={label('needs_attention')}
          value={filters.needs_attention as boolean | undefined}
          onChange={(value) => setFilter('needs_attention', value)}
        />
        <ExportCsvLink path="/payments" query={grid.exportQuery} />
      </FilterBar>
      <DataGrid
        label={t('payments.table')}
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
      <PaymentDrawer id={id} onClose={() => navigate(`/payments${search}`)} />
    </Stack>
  );
}
