import { Badge, Group, Text } from '@mantine/core';
import type { CountryRow } from '@paygrid/contracts/catalogues/country';
import { CONTINENTS, REGION_TAGS } from '@paygrid/domain/catalogues/fixed-values';
import { flagPath } from '@paygrid/domain/catalogues/flag-path';
import { countriesGrid } from '@paygrid/domain/grid/grids/countries-grid';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnumeration } from '~/shared/enumerations/use-enumeration';
import { GridPage } from '~/shared/grid/grid-page';
import { countryListQuery } from '../api/country-list';
import { useGridPageSize } from '../state/use-grid-page-size';

/** `/countries`: the country catalogue, a declaration on the grid page shell (number paging). */
export function CountriesPage() {
  const { t, i18n } = useTranslation();
  const pageSize = useGridPageSize();
  // Continents and region tags come from the enumerations call too, each tag with its source and as-of date.
  const continentItems = useEnumeration('continents').data;
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
  const ukrainian = i18n.language.startsWith('uk');
  const currencyEntries = useEnumeration('system-currencies').data;
  const filterOptions = useMemo(
    () => ({
      // The currencies countries use are the catalogue's national ones (GET /system/enumerations, issue 13).
      currency: (currencyEntries ?? [])
        .filter((currency) => currency.type === 'national')
        .map(({ value }) => ({ value, label: value })),
      continent: (continentItems ?? CONTINENTS.map((value) => ({ value, label: value }))).map(
        ({ value, label }) => ({ value, label }),
      ),
      // The list's source and date beside the tag: a compliance officer sees what it stands on.
      regions: (regionItems ?? REGION_TAGS.map((value) => ({ value, label: value }))).map((item) => ({
        value: item.value,
        label: regionSource.get(item.value) ? `${item.value} (${regionSource.get(item.value)})` : item.value,
      })),
    }),
    [currencyEntries, continentItems, regionItems, regionSource],
  );

  const cells = useMemo<Record<string, (row: CountryRow) => ReactNode>>(
    () => ({
      name: ({ attributes }) => (
        <Group gap={6} wrap="nowrap">
          {attributes.code ? <img src={flagPath(attributes.code)} alt="" width={20} height={15} /> : null}
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
    [t, ukrainian, regionSource],
  );

  return (
    <GridPage
      grid={countriesGrid}
      title={t('countries.title')}
      intro={t('countries.intro')}
      tableLabel={t('countries.table')}
      listQuery={countryListQuery}
      cells={cells}
      rowId={(row) => row.id}
      exportPath="/countries"
      {...(pageSize !== undefined ? { defaultSize: pageSize } : {})}
      filterOptions={filterOptions}
    />
  );
}
