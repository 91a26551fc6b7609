import { zonedDayBounds } from '../format/time-zone';
import { compareDecimals, parseDecimal } from '../money/decimal';
import { resolveDatePreset } from './date-presets';
import type { FilterType, FilterValues, NumberFilter, UnixDateFilter } from './filter-types';

/**
 * §3 the [gte, lt) unix-second bounds a unix-date filter means; is-equal-to is the whole day in the time zone,
 * a preset is resolved in the time zone at `now`.
 */
export const unixDateBounds = (
  filter: UnixDateFilter,
  timeZone: string,
  now: number = Date.now(),
): { gte?: number; lt?: number } => {
  if (filter.preset !== undefined) return resolveDatePreset(filter.preset, timeZone, now);
  if (filter.type === 'is-equal-to' && filter.gte !== undefined) {
    const { start, end } = zonedDayBounds(filter.gte * 1000, timeZone);
    return { gte: Math.floor(start / 1000), lt: Math.floor(end / 1000) };
  }
  if (filter.type === 'is-after') return { gte: filter.gte };
  if (filter.type === 'is-before') return { lt: filter.lt };
  return { gte: filter.gte, lt: filter.lt };
};

/** §3 search: the words of a search filter (split on white space, lower-cased). */
export const searchWords = (search: string): string[] =>
  search
    .toLowerCase()
    .split(/\s+/u)
    .filter((word) => word !== '');

/** Case and accents folded away (é -> e, й -> и), as search compares on both sides. */
const foldForSearch = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * §3 search: every word must occur inside one of the grid's declared search fields, case- and
 * accent-insensitively ("korea" finds both Koreas). The API does the same with pg_trgm and unaccent.
 * @internal Exported for tests only.
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
 * @internal Exported for tests only: the API's grid tests hold their SQL to this meaning.
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
