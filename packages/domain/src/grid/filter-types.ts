import type { DatePreset } from './date-presets';

/**
 * §3 the eight filter types.
 * @internal Exported for tests only.
 */
export const filterTypes = [
  'boolean',
  'enumeration',
  'multiple-enumeration',
  'number',
  'string',
  'unix-date',
  'search',
  'toggle',
] as const;
export type FilterType = (typeof filterTypes)[number];

/** §3 unix-date comparisons. */
export const unixDateFilterTypes = ['between', 'is-after', 'is-before', 'is-equal-to'] as const;
export type UnixDateFilterType = (typeof unixDateFilterTypes)[number];

/**
 * Unix seconds; is-equal-to takes any instant of the day in gte. A `preset` (wire: `{ preset }` alone) is
 * resolved to bounds in the user's time zone when the request is answered.
 */
export type UnixDateFilter = { type: UnixDateFilterType; gte?: number; lt?: number; preset?: DatePreset };

/** Equals one number, or lies within gte..lte (inclusive); numbers are exact decimal texts. */
export type NumberFilter = { eq: string } | { gte?: string; lte?: string };

export type FilterValues = {
  boolean: boolean;
  enumeration: string;
  'multiple-enumeration': string[];
  number: NumberFilter;
  string: string;
  'unix-date': UnixDateFilter;
  search: string;
  /** true: the grid's declared condition holds; false means no filter. */
  toggle: boolean;
};
export type FilterValue = FilterValues[FilterType];

/** A filter value as it travels in a bracket query string or a saved view. */
export type FilterWire = string | { readonly [key: string]: string };

/** What a grid declares about one of its filters. */
export type FilterDefinition = {
  key: string;
  type: FilterType;
  /** Allowed values of (multiple-)enumeration filters; any value when absent. */
  options?: ReadonlyArray<string>;
  /** Fields a search filter's words are matched against. */
  searchFields?: ReadonlyArray<string>;
};

export type FilterState = Readonly<Record<string, FilterValue>>;
