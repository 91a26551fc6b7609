import { zonedDayBounds } from '../format/time-zone';
import { resolveDatePreset } from './date-presets';
import type { UnixDateFilter } from './filter-types';

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
