import { compareDecimals, parseDecimal } from '../money/decimal';
import { searchWords, unixDateBounds } from './filter-meaning';
import type { FilterType, FilterValues, NumberFilter, UnixDateFilter } from './filter-types';

// The meaning of each filter type for one record in memory: the oracle the API's grid property tests hold their SQL
// to (a test helper, never the product's: the API filters in SQL and the web asks the API).

/** Case and accents folded away (é -> e, й -> и), as search compares on both sides. */
const foldForSearch = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * §3 search: every word must occur inside one of the grid's declared search fields, case- and
 * accent-insensitively ("korea" finds both Koreas). The API does the same with pg_trgm and unaccent.
 */
export const matchesSearch = (
  search: string,
  fieldValues: ReadonlyArray<string | null | undefined>,
): boolean => {
  const fields = fieldValues.filter((field): field is string => typeof field === 'string').map(foldForSearch);
  return searchWords(search)
    .map(foldForSearch)
    .every((word) => fields.some((field) => field.includes(word)));
};

const matchesNumber = (filter: NumberFilter, field: unknown): boolean => {
  const value = typeof field === 'bigint' || typeof field === 'number' ? String(field) : field;
  if (typeof value !== 'string' || !parseDecimal(value)) return false;
  if ('eq' in filter) return compareDecimals(value, filter.eq) === 0;
  return (
    (filter.gte === undefined || compareDecimals(value, filter.gte) >= 0) &&
    (filter.lte === undefined || compareDecimals(value, filter.lte) <= 0)
  );
};

/** `now` (epoch ms) resolves date presets; the clock when absent. */
type FilterContext = { timeZone: string; now?: number };

/**
 * §3 the meaning of each filter type for one record's field (for a search filter, the list of the
 * declared search fields' values; for a toggle, whether the grid's declared condition holds).
 */
export const matchesFilter = <T extends FilterType>(
  type: T,
  filter: FilterValues[T],
  field: unknown,
  context: FilterContext,
): boolean => {
  switch (type) {
    case 'boolean':
      return field === filter;
    case 'toggle':
      return filter === false || field === true;
    case 'enumeration':
      return field === filter;
    case 'multiple-enumeration':
      return typeof field === 'string' && (filter as string[]).includes(field);
    case 'number':
      return matchesNumber(filter as NumberFilter, field);
    case 'string':
      return typeof field === 'string' && field.toLowerCase().includes((filter as string).toLowerCase());
    case 'search':
      return Array.isArray(field) && matchesSearch(filter as string, field);
    default: {
      if (typeof field !== 'number') return false;
      const { gte, lt } = unixDateBounds(filter as UnixDateFilter, context.timeZone, context.now);
      return (gte === undefined || field >= gte) && (lt === undefined || field < lt);
    }
  }
};
