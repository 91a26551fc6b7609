import { isFilterSet } from '@paygrid/domain/grid/filter-codec';
import type {
  FilterState,
  FilterValue,
  NumberFilter as NumberFilterValue,
  UnixDateFilter as UnixDateFilterValue,
} from '@paygrid/domain/grid/filter-types';
import type { GridDeclaration, GridFilterDeclaration } from '@paygrid/domain/grid/grid-declaration';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useInputForms } from '~/shared/forms/date-time/use-input-forms';
import { useDeclaredText } from '../declared-columns';
import type { FilterChip } from './active-filter-chips';
import { BooleanFilter } from './boolean-filter';
import { EnumerationFilter } from './enumeration-filter';
import { FilterBar } from './filter-bar';
import type { FilterOption } from './filter-option';
import { filterWords } from './filter-words';
import { MultipleEnumerationFilter } from './multiple-enumeration-filter';
import { NumberFilter } from './number-filter';
import { SearchFilter } from './search-filter';
import { StringFilter } from './string-filter';
import { ToggleFilter } from './toggle-filter';
import { UnixDateFilter } from './unix-date-filter';
import { useFilterOptions } from './use-filter-options';

type DeclaredFiltersProps = {
  grid: GridDeclaration;
  filters: FilterState;
  onChange: (key: string, value: FilterValue | undefined) => void;
  onClear: () => void;
  /** A page's own choices for an enumeration filter, in place of the declared ones. */
  options?: Readonly<Record<string, ReadonlyArray<FilterOption>>>;
  /** Controls after the filters (export). */
  children?: ReactNode;
};

type WidgetProps = {
  filter: GridFilterDeclaration;
  label: string;
  value: FilterValue | undefined;
  options: ReadonlyArray<FilterOption>;
  onChange: (value: FilterValue | undefined) => void;
};

/** The widget of a filter's declared type (§3). */
function FilterWidget({ filter, label, value, options, onChange }: WidgetProps) {
  switch (filter.type) {
    case 'boolean':
      return <BooleanFilter label={label} value={value as boolean | undefined} onChange={onChange} />;
    case 'toggle':
      return <ToggleFilter label={label} value={value as boolean | undefined} onChange={onChange} />;
    case 'enumeration':
      return (
        <EnumerationFilter
          label={label}
          options={options}
          value={value as string | undefined}
          onChange={onChange}
        />
      );
    case 'multiple-enumeration':
      return (
        <MultipleEnumerationFilter
          label={label}
          options={options}
          value={value as string[] | undefined}
          onChange={onChange}
        />
      );
    case 'number':
      return (
        <NumberFilter label={label} value={value as NumberFilterValue | undefined} onChange={onChange} />
      );
    case 'string':
      return <StringFilter label={label} value={value as string | undefined} onChange={onChange} />;
    case 'search':
      return <SearchFilter label={label} value={value as string | undefined} onChange={onChange} />;
    case 'unix-date':
      return (
        <UnixDateFilter label={label} value={value as UnixDateFilterValue | undefined} onChange={onChange} />
      );
  }
}

/** A grid's filter bar from its declaration: one widget per declared filter, the filters in force as chips. */
export function DeclaredFilters({
  grid,
  filters,
  onChange,
  onClear,
  options,
  children,
}: DeclaredFiltersProps) {
  const { t } = useTranslation();
  const text = useDeclaredText();
  const forms = useInputForms();
  const choices = useFilterOptions(grid, options);

  const chips = useMemo<FilterChip[]>(() => {
    const optionLabel = (key: string, value: string) =>
      choices[key]?.find((option) => option.value === value)?.label ?? value;
    return grid.filters.flatMap((filter) => {
      const value = filters[filter.key];
      if (value === undefined || !isFilterSet(filter.type, value)) return [];
      return [
        {
          key: filter.key,
          label: text(filter.labelKey),
          words: filterWords(filter, value, { t, forms, optionLabel }),
        },
      ];
    });
  }, [grid, filters, choices, text, t, forms]);

  return (
    <FilterBar
      anySet={chips.length > 0}
      onClear={onClear}
      chips={chips}
      onRemove={(key) => onChange(key, undefined)}
    >
      {grid.filters.map((filter) => (
        <FilterWidget
          key={filter.key}
          filter={filter}
          label={text(filter.labelKey)}
          value={filters[filter.key]}
          options={choices[filter.key] ?? []}
          onChange={(value) => onChange(filter.key, value)}
        />
      ))}
      {children}
    </FilterBar>
  );
}
