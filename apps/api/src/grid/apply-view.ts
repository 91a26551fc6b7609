import {
  type CheckedGridRequest,
  catalogueValues,
  type FilterValue,
  filterDefinitionOf,
  filterOverLimit,
  type GridDeclaration,
  parseFilterValue,
  type SortItem,
  sortDeclarationsOf,
} from '@paygrid/domain';
import { Problem, problemItem } from '../http/problem';

/** What a saved view holds of a list request (its stored form, SPEC §3). */
export type ViewForList = {
  gridCode: string;
  sort: ReadonlyArray<{ property: string; direction: 'asc' | 'desc' }>;
  filters: ReadonlyArray<{ key: string; value: string }>;
};

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/**
 * §7 `view_id`: the view must be of this grid; when the request names no sort and no filter of its own, the
 * view's apply. A view saved long ago may name what the grid no longer declares: that part is left out.
 */
export function applySavedView(
  grid: GridDeclaration,
  request: CheckedGridRequest,
  view: ViewForList,
): CheckedGridRequest {
  if (view.gridCode !== grid.code)
    throw new Problem(422, `The saved view is not a view of the ${grid.code} grid.`, [
      { ...problemItem(422, 'view_of_another_grid', 'Invalid parameter'), source: { parameter: 'view_id' } },
    ]);
  const ownSort = request.sort.length > 0;
  const ownFilters = Object.keys(request.filters).length > 0;
  if (ownSort || ownFilters) return request;
  const sortable = new Set(sortDeclarationsOf(grid).map((sort) => sort.param));
  const sort: SortItem[] = view.sort
    .filter((item) => sortable.has(item.property))
    .map((item) => ({ param: item.property, direction: item.direction }));
  const filters: Record<string, FilterValue> = {};
  for (const { key, value } of view.filters) {
    const filter = grid.filters.find((candidate) => candidate.key === key);
    const parsed = filter
      ? parseFilterValue(filterDefinitionOf(filter, catalogueValues), parseJson(value))
      : undefined;
    // A view saved before the limits (issue 33) may ask more than a request may: that filter is left out.
    if (parsed !== undefined && filter && !filterOverLimit(filter.type, parsed)) filters[key] = parsed;
  }
  return { ...request, sort, filters };
}
