import { Badge, Group, Stack, Text } from '@mantine/core';
import type { CountryRow } from '@paygrid/contracts/catalogues/country';
import { REGION_TAGS } from '@paygrid/domain/catalogues/fixed-values';
import { countriesGrid } from '@paygrid/domain/grid/grids/countries-grid';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnumeration } from '~/shared/enumerations/use-enumeration';
import { DataGrid } from '~/shared/grid/data-grid';
import { declaredColumns, useDeclaredText } from '~/shared/grid/declared-columns';
import { DroppedSettingsNotice } from '~/shared/grid/dropped-settings-notice';
import { ExportCsvLink } from '~/shared/grid/export-csv-link';
import { DeclaredFilters } from '~/shared/grid/filters/declared-filters';
import { NumberPaging } from '~/shared/grid/number-paging';
import { useGridQueryState } from '~/shared/grid/use-grid-query-state';
import { PageHeading } from '~/shared/ui/page-heading';
import { countryListQuery } from '../api/country-list';
import { useGridPageSize } from '../state/use-grid-page-size';

/** `/countries`: the country catalogue as a grid with number paging. */
export function CountriesPage() {
  const { t, i18n } = useTranslation();
  const text = useDeclaredText();
  const pageSize = useGridPageSize();
  // The currencies countries use are the catalogue's national ones (GET /system/enumerations, issue 13).
  const currencies = useEnumeration('system-currencies').data;
  const currencyOptions = useMemo(
    () =>
      (currencies ?? [])
        .filter((currency) => currency.type === 'national')
        .map(({ value }) => ({ value, label: value })),
    [currencies],
  );
  // Continents (by the declaration) and region tags come from the enumerations call, each tag with its source.
  const regionItems = useEnumeration('region-tags').data;
  const regionSource = useMemo(
    () =>
      new Map(
        (regionItems ?? []).map((item) => [
          item.value,
          item.source && item.as_of
            ? t('countries.region_source', { source: item.source, date: item.as_of })
            : '',
        ]),
      ),
    [regionItems, t],
  );
  const filterOptions = useMemo(
    () => ({
      // The list's source and date beside the tag: a compliance officer sees what it stands on.
      regions: (regionItems ?? REGION_TAGS.map((value) => ({ value, label: value }))).map((item) => ({
        value: item.value,
        label: regionSource.get(item.value) ? `${item.value} (${regionSource.get(item.value)})` : item.value,
      })),
      currency: currencyOptions,
    }),
    [regionItems, regionSource, currencyOptions],
  );
  const grid = useGridQueryState({
    grid: countriesGrid,
    ...(pageSize !== undefined ? { defaultSize: pageSize } : {}),
  });
  const list = useQuery(countryListQuery(grid.serverQuery));
  const ukrainian = i18n.language.startsWith('uk');

  const columns = useMemo(
    () =>
      declaredColumns<CountryRow>(countriesGrid, text, {
        name: ({ attributes }) => (
          <Group gap={6} wrap="nowrap">
            {attributes.code ? (
              <img src={`/flags/4x3/${attributes.code.toLowerCase()}.svg`} alt="" width={20} height={15} />
            ) : null}
            <Text span size="sm" fw={500} truncate>
              {ukrainian ? attributes.nameUk : attributes.name}
            </Text>
          </Group>
        ),
        code: (row) => row.attributes.code,
        continent: (row) =>
          row.attributes.continent ? t(`countries.continent.${row.attributes.continent}`) : null,
        capital: (row) => row.attributes.capital,
        phone: (row) => row.attributes.phone,
        currencies: (row) => row.attributes.currencies?.join(', '),
        regions: (row) => (
          <Group gap={4} wrap="nowrap">
            {(row.attributes.regions ?? []).map((region) => (
              <Badge
                key={region}
                size="xs"
                variant="light"
                color={region === 'OFAC' || region === 'FATF' ? 'red' : 'blue'}
                title={regionSource.get(region) || undefined}
              >
                {region}
              </Badge>
            ))}
          </Group>
        ),
      }),
    [t, text, ukrainian, regionSource],
  );

  const meta = list.data?.meta.page;
  const page = grid.request.page.kind === 'number' ? grid.request.page.number : 1;

  return (
    <Stack gap="md">
      <PageHeading title={t('countries.title')} intro={t('countries.intro')} />
      <DroppedSettingsNotice dropped={grid.dropped} />
      <DeclaredFilters
        grid={countriesGrid}
        filters={grid.filters}
        onChange={grid.setFilter}
        onClear={grid.clearFilters}
        options={filterOptions}
      >
        <ExportCsvLink path="/countries" query={grid.exportQuery} />
      </DeclaredFilters>
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
              estimated={meta.total_estimated}
              onMove={(move) => grid.movePage(move, meta)}
            />
          ) : null
        }
      />
    </Stack>
  );
}
