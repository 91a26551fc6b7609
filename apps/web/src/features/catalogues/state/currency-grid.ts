import type { FilterDefinition } from '@paygrid/domain/grid/filter-types';
import type { SortItem } from '@paygrid/domain/grid/sort';

export const CURRENCY_TYPES = ['national', 'digital', 'crypto', 'metal', 'technical'] as const;

/** Parents of digital entries seen in the catalogue (SPEC §3). */
export const PARENT_CURRENCIES = ['USD', 'EUR', 'RUB', 'UAH', 'KZT', 'THB', 'BTC'] as const;

/** The filters GET /currencies understands. */
export const currencyFilters: ReadonlyArray<FilterDefinition> = [
  { key: 'search', type: 'search' },
  { key: 'type', type: 'multiple-enumeration', options: CURRENCY_TYPES },
  { key: 'exponent', type: 'number' },
  { key: 'parent', type: 'enumeration' },
  { key: 'vendor', type: 'string' },
  { key: 'payment_system', type: 'toggle' },
];

export const currencyColumns = ['code', 'name', 'type', 'exponent', 'parent', 'vendor', 'symbol'] as const;

export const currencyDefaultSort: ReadonlyArray<SortItem> = [{ param: 'code', direction: 'asc' }];
