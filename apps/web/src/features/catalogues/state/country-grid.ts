import type { FilterDefinition } from '@paygrid/domain/grid/filter-types';
import type { SortItem } from '@paygrid/domain/grid/sort';

export const CONTINENTS = ['AF', 'AN', 'AS', 'EU', 'NA', 'OC', 'SA'] as const;
export const REGIONS = ['MENA', 'CIS', 'FATF', 'OFAC'] as const;

/** The filters GET /countries understands. */
export const countryFilters: ReadonlyArray<FilterDefinition> = [
  { key: 'search', type: 'search' },
  { key: 'continent', type: 'enumeration', options: CONTINENTS },
  { key: 'regions', type: 'multiple-enumeration', options: REGIONS },
  { key: 'currency', type: 'multiple-enumeration' },
  { key: 'phone', type: 'string' },
  { key: 'sanctioned', type: 'toggle' },
];

export const countryColumns = [
  'name',
  'code',
  'continent',
  'capital',
  'phone',
  'currencies',
  'regions',
] as const;

export const countryDefaultSort: ReadonlyArray<SortItem> = [{ param: 'name', direction: 'asc' }];
