import { parseDecimal } from '../money/decimal';
import { isDatePreset } from './date-presets';
import {
  type FilterDefinition,
  type FilterState,
  type FilterType,
  type FilterValue,
  type FilterValues,
  type FilterWire,
  type NumberFilter,
  type UnixDateFilter,
  type UnixDateFilterType,
  unixDateFilterTypes,
} from './filter-types';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

const isDecimalText = (value: unknown): value is string =>
  typeof value === 'string' && parseDecimal(value) !== undefined;

const unixSeconds = (value: unknown): number | undefined => {
  if (typeof value !== 'string' || !/^-?\d{1,15}$/.test(value)) return undefined;
  return Number(value);
};

const parseUnixDate = (raw: unknown): UnixDateFilter | undefined => {
  if (!isRecord(raw)) return undefined;
  if (raw.preset !== undefined) {
    const alone = Object.keys(raw).every((key) => key === 'preset');
    return alone && isDatePreset(raw.preset) ? { type: 'between', preset: raw.preset } : undefined;
  }
  const type = raw.type as UnixDateFilterType;
  if (!unixDateFilterTypes.includes(type)) return undefined;
  const gte = unixSeconds(raw.gte);
  const lt = unixSeconds(raw.lt);
  const needsGte = type !== 'is-before';
  const needsLt = type === 'between' || type === 'is-before';
  if ((needsGte && gte === undefined) || (needsLt && lt === undefined)) return undefined;
  if (type === 'between' && gte !== undefined && lt !== undefined && gte >= lt) return undefined;
  return {
    type,
    ...(needsGte ? { gte } : {}),
    ...(needsLt ? { lt } : {}),
  };
};

const parseNumber = (raw: unknown): NumberFilter | undefined => {
  if (isDecimalText(raw)) return { eq: raw.trim() };
  if (!isRecord(raw)) return undefined;
  const gte = isDecimalText(raw.gte) ? raw.gte.trim() : undefined;
  const lte = isDecimalText(raw.lte) ? raw.lte.trim() : undefined;
  if ((raw.gte !== undefined && gte === undefined) || (raw.lte !== undefined && lte === undefined))
    return undefined;
  if (gte === undefined && lte === undefined) return undefined;
  return { ...(gte !== undefined ? { gte } : {}), ...(lte !== undefined ? { lte } : {}) };
};

const parseBoolean = (raw: unknown): boolean | undefined =>
  raw === 'true' ? true : raw === 'false' ? false : undefined;

const allowed = (definition: FilterDefinition, value: string): boolean =>
  !definition.options || definition.options.includes(value);

/**
 * §3 a filter's wire value -> its typed value; undefined when absent, malformed or not allowed, so an
 * unset filter and a broken one both mean "no filter".
 */
export const parseFilterValue = <T extends FilterType>(
  definition: FilterDefinition & { type: T },
  raw: unknown,
): FilterValues[T] | undefined => {
  const parsed = ((): FilterValue | undefined => {
    switch (definition.type) {
      case 'boolean':
        return parseBoolean(raw);
      case 'toggle':
        return raw === 'on' || raw === 'true' || raw === '1' ? true : undefined;
      case 'enumeration': {
        const value = text(raw);
        return value && allowed(definition, value) ? value : undefined;
      }
      case 'multiple-enumeration': {
        const values = (text(raw) ?? '')
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part !== '');
        const unique = [...new Set(values)];
        return unique.length > 0 && unique.every((value) => allowed(definition, value)) ? unique : undefined;
      }
      case 'number':
        return parseNumber(raw);
      case 'string':
      case 'search': {
        const value = text(raw)?.trim();
        return value ? value : undefined;
      }
      case 'unix-date':
        return parseUnixDate(raw);
    }
  })();
  return parsed as FilterValues[T] | undefined;
};

/** Whether a typed value filters anything (toggle off and empty lists do not). */
export const isFilterSet = (type: FilterType, value: FilterValue | undefined): boolean => {
  if (value === undefined) return false;
  if (type === 'toggle') return value === true;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'string') return value.trim() !== '';
  return true;
};

/**
 * §3 a typed value -> its wire form; undefined when the filter is not set.
 * @internal Exported for tests only.
 */
export const serializeFilterValue = (
  type: FilterType,
  value: FilterValue | undefined,
): FilterWire | undefined => {
  if (value === undefined || !isFilterSet(type, value)) return undefined;
  switch (type) {
    case 'boolean':
      return String(value);
    case 'toggle':
      return 'on';
    case 'multiple-enumeration':
      return (value as string[]).join(',');
    case 'number': {
      const number = value as NumberFilter;
      if ('eq' in number) return number.eq;
      return {
        ...(number.gte !== undefined ? { gte: number.gte } : {}),
        ...(number.lte !== undefined ? { lte: number.lte } : {}),
      };
    }
    case 'unix-date': {
      const date = value as UnixDateFilter;
      if (date.preset !== undefined) return { preset: date.preset };
      return {
        type: date.type,
        ...(date.gte !== undefined ? { gte: String(date.gte) } : {}),
        ...(date.lt !== undefined ? { lt: String(date.lt) } : {}),
      };
    }
    default:
      return (value as string).trim();
  }
};

/** §7 the `filter` object of a request: only set values. */
export const serializeFilters = (
  definitions: ReadonlyArray<FilterDefinition>,
  state: FilterState,
): Record<string, FilterWire> => {
  const wire: Record<string, FilterWire> = {};
  for (const definition of definitions) {
    const value = serializeFilterValue(definition.type, state[definition.key]);
    if (value !== undefined) wire[definition.key] = value;
  }
  return wire;
};
