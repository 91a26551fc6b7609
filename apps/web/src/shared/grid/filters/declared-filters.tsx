import { isFilterSet } from '@paygrid/domain/grid/filter-codec';
import type {
  FilterState,
  FilterValue,
  NumberFilter as NumberFilterValue,
  UnixDateFilter as UnixDateFilterValue,
} from '@paygrid/domain/grid/filter-types';
import type { GridDeclaration, GridFilterDeclaration } from '@paygrid/domain/grid/grid-declaration';
import { Fragment, memo, type ReactNode, useMemo } from 'react';
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
  /** A page's own widget for a filter, in place of its declared type's (e.g. an amount in one currency's units). */
  widgets?: Readonly<Record<string, (props: FilterWidgetProps) => ReactNode>>;
  /** Controls after the filters (export). */
  children?: ReactNode;
};

/** What a page's own filter widget gets: its value, the whole filter state, and its setter. */
export type FilterWidgetProps = {
  label: string;
  value: FilterValue | undefined;
  filters: FilterState;
  onChange: (value: FilterValue | undefined) => void;
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
      return (
        <SearchFilter
          label={label}
          value={value as string | undefined}
          onChange={onChange}
          minWordLength={filter.minWordLength}
        />
      );
    case 'unix-date':
      return (
        <UnixDateFilter label={label} value={value as UnixDateFilterValue | undefined} onChange={onChange} />
      );
  }
}

/**
 * A grid's filter bar from its declaration: one widget per declared filter, the filters in force as chips. Drawn
 * again only when its filters or choices change: a sort, a page or the rows' arrival leave it be (its pickers hold
 * every option, hundreds of elements on the payments page).
 */
export const DeclaredFilters = memo(function DeclaredFilters({
  grid,
  filters,
  onChange,
  onClear,
  options,
  widgets,
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
      {grid.filters.map((filter) => {
        const own = widgets?.[filter.key];
        const props = {
          label: text(filter.labelKey),
          value: filters[filter.key],
          onChange: (value: FilterValue | undefined) => onChange(filter.key, value),
        };
        return own ? (
          <Fragment key={filter.key}>{own({ ...props, filters })}</Fragment>
        ) : (
          <FilterWidget key={filter.key} filter={filter} options={choices[filter.key] ?? []} {...props} />
        );
      })}
      {children}
    </FilterBar>
  );
});
