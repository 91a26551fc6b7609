import { ENUMERATION_NAMES, type EnumerationName } from '@paygrid/contracts/system/enumeration-names';
import type { GridDeclaration, GridFilterDeclaration } from '@paygrid/domain/grid/grid-declaration';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { enumerationLocaleOf, enumerationQuery } from '~/shared/enumerations/use-enumeration';
import type { FilterOption } from './filter-option';

const isEnumerationName = (name: string | undefined): name is EnumerationName =>
  name !== undefined && (ENUMERATION_NAMES as ReadonlyArray<string>).includes(name);

const isEnumerationFilter = (filter: GridFilterDeclaration) =>
  filter.type === 'enumeration' || filter.type === 'multiple-enumeration';

/**
 * The choices of each (multiple-)enumeration filter of a grid: a page's own list when it gives one, else the
 * declared enumeration's items (limited to the declared fixed values), else the fixed values as they are.
 */
export function useFilterOptions(
  grid: GridDeclaration,
  overrides: Readonly<Record<string, ReadonlyArray<FilterOption>>> = {},
): Readonly<Record<string, ReadonlyArray<FilterOption>>> {
  const { i18n } = useTranslation();
  const locale = enumerationLocaleOf(i18n.language);
  const named = grid.filters.filter(
    (filter) =>
      isEnumerationFilter(filter) && !overrides[filter.key] && isEnumerationName(filter.enumeration),
  );
  const answers = useQueries({
    queries: named.map((filter) => enumerationQuery(filter.enumeration as EnumerationName, locale)),
  });
  const lists = answers.map((answer) => answer.data);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the answers' data, not the array that wraps them each render
  return useMemo(() => {
    const options: Record<string, ReadonlyArray<FilterOption>> = {};
    for (const filter of grid.filters.filter(isEnumerationFilter)) {
      const fixed = filter.values?.kind === 'fixed' ? filter.values.values : undefined;
      const items = lists[named.indexOf(filter)];
      options[filter.key] =
        overrides[filter.key] ??
        (items
          ? items
              .filter((item) => !fixed || fixed.includes(item.value))
              .map(({ value, label }) => ({ value, label }))
          : (fixed ?? []).map((value) => ({ value, label: value })));
    }
    return options;
  }, [grid, overrides, ...lists]);
}
