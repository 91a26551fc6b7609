import { CONTINENTS, REGION_TAGS } from '../../catalogues/fixed-values';
import type { GridDeclaration } from '../grid-declaration';

/** The country catalogue as a grid (number paging, alphabetical). */
export const countriesGrid = {
  code: 'countries',
  columns: [
    {
      param: 'name',
      labelKey: 'countries.column.name',
      width: 240,
      fixed: true,
      // The flag beside the name is found by the code.
      fields: ['name', 'nameUk', 'emoji', 'code'],
    },
    { param: 'code', labelKey: 'countries.column.code', width: 90 },
    { param: 'continent', labelKey: 'countries.column.continent', width: 150 },
    { param: 'capital', labelKey: 'countries.column.capital' },
    { param: 'phone', labelKey: 'countries.column.phone', prefix: '+', width: 120 },
    { param: 'currencies', labelKey: 'countries.column.currencies', width: 140 },
    { param: 'regions', labelKey: 'countries.column.regions', width: 160 },
  ],
  filters: [
    { key: 'search', type: 'search', labelKey: 'countries.filter.search' },
    {
      key: 'continent',
      type: 'enumeration',
      labelKey: 'countries.filter.continent',
      values: { kind: 'fixed', values: CONTINENTS },
      enumeration: 'continents',
    },
    {
      key: 'regions',
      type: 'multiple-enumeration',
      labelKey: 'countries.filter.regions',
      values: { kind: 'fixed', values: REGION_TAGS },
      enumeration: 'region-tags',
    },
    {
      key: 'currency',
      type: 'multiple-enumeration',
      labelKey: 'countries.filter.currency',
      values: { kind: 'catalogue', catalogue: 'currencies' },
      enumeration: 'system-currencies',
    },
    { key: 'phone', type: 'string', labelKey: 'countries.filter.phone' },
    // Countries under a sanctions or grey list, which a payment desk checks first.
    { key: 'sanctioned', type: 'toggle', labelKey: 'countries.filter.sanctioned' },
  ],
  sorts: [
    { param: 'name', type: 'text' },
    { param: 'code', type: 'text' },
    { param: 'continent', type: 'text' },
    { param: 'capital', type: 'text' },
    { param: 'phone', type: 'text' },
  ],
  defaultSort: [{ param: 'name', direction: 'asc' }],
  tieBreaker: { param: 'code', type: 'text' },
  paging: 'number',
} as const satisfies GridDeclaration;
