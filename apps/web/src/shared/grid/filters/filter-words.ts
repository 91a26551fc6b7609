import type { InputForms } from '@paygrid/domain/format/input-segments';
import type { FilterValue, NumberFilter, UnixDateFilter } from '@paygrid/domain/grid/filter-types';
import type { GridFilterDeclaration } from '@paygrid/domain/grid/grid-declaration';
import type { TFunction } from 'i18next';
import { dateFilterWords } from './date-filter-words';

export type FilterWordsContext = {
  t: TFunction;
  forms: InputForms & { timeZone: string };
  /** A value of an enumeration filter in words (its enumeration's label, or the value itself). */
  optionLabel: (key: string, value: string) => string;
};

const numberWords = (filter: NumberFilter): string => {
  if ('eq' in filter) return `= ${filter.eq}`;
  if (filter.gte !== undefined && filter.lte !== undefined) return `${filter.gte} – ${filter.lte}`;
  return filter.gte !== undefined ? `≥ ${filter.gte}` : `≤ ${filter.lte ?? ''}`;
};

/** A set filter's value in words, for its chip; a toggle has none (its label says it all). */
export const filterWords = (
  declaration: GridFilterDeclaration,
  value: FilterValue,
  { t, forms, optionLabel }: FilterWordsContext,
): string | undefined => {
  switch (declaration.type) {
    case 'boolean':
      return value ? t('grid.filter_boolean.yes') : t('grid.filter_boolean.no');
    case 'toggle':
      return undefined;
    case 'enumeration':
      return optionLabel(declaration.key, value as string);
    case 'multiple-enumeration':
      return (value as string[]).map((item) => optionLabel(declaration.key, item)).join(', ');
    case 'number':
      return numberWords(value as NumberFilter);
    case 'unix-date':
      return dateFilterWords(value as UnixDateFilter, forms, t);
    default:
      return `“${String(value)}”`;
  }
};
