import { Badge, Group, Stack, Text } from '@mantine/core';
import type { CountryResource } from '@paygrid/contracts/catalogues/country';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnumeration } from '~/shared/enumerations/use-enumeration';
import { DataGrid } from '~/shared/grid/data-grid';
import type { DataGridColumn } from '~/shared/grid/data-grid-column';
import { EnumerationFilter } from '~/shared/grid/filters/enumeration-filter';
import { FilterBar } from '~/shared/grid/filters/filter-bar';
import { MultipleEnumerationFilter } from '~/shared/grid/filters/multiple-enumeration-filter';
import { SearchFilter } from '~/shared/grid/filters/search-filter';
import { StringFilter } from '~/shared/grid/filters/string-filter';
import { ToggleFilter } from '~/shared/grid/filters/toggle-filter';
import { NumberPaging } from '~/shared/grid/number-paging';
import { useGridQueryState } from '~/shared/grid/use-grid-query-state';
import { PageHeading } from '~/shared/ui/page-heading';
import { countryListQuery } from '../api/country-list';
import {
  CONTINENTS,
  countryColumns,
  countryDefaultSort,
  countryFilters,
  REGIONS,
} from '../state/country-grid';
import { useGridPageSize } from '../state/use-grid-page-size';

/** `/countries`: the country catalogue as a grid with number paging. */
export function CountriesPage() {
  const { t, i18n } = useTranslation();
  const pageSize = useGridPageSize();
  // The currencies countries use are the catalogue's national ones (GET /system/enumerations, issue 13).
  const currencyOptions = (useEnumeration('system-currencies').data ?? [])
    .filter((currency) => currency.type === 'national')
    .map(({ value }) => ({ value, label: value }));
  const grid = useGridQueryState({
    paging: 'number',
    filters: countryFilters,
    columns: countryColumns,
    defaultSort: countryDefaultSort,
    ...(pageSize !== undefined ? { defaultSize: pageSize } : {}),
  });
  const list = useQuery(countryListQuery(grid.serverQuery));
  const ukrainian = i18n.language.startsWith('uk');

  const columns = useMemo<DataGridColumn<CountryResource>[]>(
    () => [
      {
        param: 'name',
        label: t('countries.column.name'),
        sortable: true,
        width: 240,
        cell: ({ attributes }) => (
          <Group gap={6} wrap="nowrap">
            <img src={`/flags/4x3/${attributes.code.toLowerCase()}.svg`} alt="" width={20} height={15} />
            <Text span size="sm" fw={500} truncate>
              {ukrainian ? attributes.nameUk : attributes.name}
            </Text>
          </Group>
        ),
      },
      {
        param: 'code',
        label: t('countries.column.code'),
        sortable: true,
        width: 90,
        cell: (row) => row.attributes.code,
      },
      {
        param: 'continent',
        label: t('countries.column.continent'),
        sortable: true,
        width: 150,
        cell: (row) => t(`countries.continent.${row.attributes.continent}`),
      },
      {
        param: 'capital',
        label: t('countries.column.capital'),
        sortable: true,
        cell: (row) => row.attributes.capital,
      },
      {
        param: 'phone',
        label: t('countries.column.phone'),
        sortable: true,
        width: 120,
        cell: (row) => row.attributes.phone,
      },
      {
        param: 'currencies',
        label: t('countries.column.currencies'),
        width: 140,
        cell: (row) => row.attributes.currencies.join(', '),
      },
      {
        param: 'regions',
        label: t('countries.column.regions'),
        width: 160,
        cell: (row) => (
          <Group gap={4} wrap="nowrap">
            {(row.attributes.regions ?? []).map((region) => (
              <Badge
                key={region}
                size="xs"
                variant="light"
                color={region === 'OFAC' || region === 'FATF' ? 'red' : 'blue'}
              >
                {region}
              </Badge>
            ))}
          </Group>
        ),
      },
    ],
    [t, ukrainian],
  );

  const { filters, setFilter } = grid;
  const meta = list.data?.meta.page;
  const page = grid.request.page.kind === 'number' ? grid.request.page.number : 1;

  return (
    <Stack gap="md">
      <PageHeading title={t('countries.title')} intro={t('countries.intro')} />
      <FilterBar anySet={Object.keys(filters).length > 0} onClear={grid.clearFilters}>
        <SearchFilter
          label={t('countries.filter.search')}
          value={filters.search as string | undefined}
          onChange={(value) => setFilter('search', value)}
        />
        <EnumerationFilter
          label={t('countries.filter.continent')}
          options={CONTINENTS.map((code) => ({ value: code, label: t(`countries.continent.${code}`) }))}
          value={filters.continent as string | undefined}
          onChange={(value) => setFilter('continent', value)}
        />
        <MultipleEnumerationFilter
          label={t('countries.filter.regions')}
          options={REGIONS.map((region) => ({ value: region, label: region }))}
          value={filters.regions as string[] | undefined}
          onChange={(value) => setFilter('regions', value)}
        />
        <MultipleEnumerationFilter
          label={t('countries.filter.currency')}
          options={currencyOptions}
          value={filters.currency as string[] | undefined}
          onChange={(value) => setFilter('currency', value)}
        />
        <StringFilter
          label={t('countries.filter.phone')}
          value={filters.phone as string | undefined}
          onChange={(value) => setFilter('phone', value)}
        />
        <ToggleFilter
          label={t('countries.filter.sanctioned')}
          value={filters.sanctioned as boolean | undefined}
          onChange={(value) => setFilter('sanctioned', value)}
        />
      </FilterBar>
      <DataGrid
        label={t('countries.table')}
        columns={columns}
        rows={list.data?.data ?? []}
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
            <NumberPaging
              page={Math.min(page, meta.pages)}
              pages={meta.pages}
              total={meta.total}
              onMove={(move) => grid.movePage(move, meta)}
            />
          ) : null
        }
      />
    </Stack>
  );
}
