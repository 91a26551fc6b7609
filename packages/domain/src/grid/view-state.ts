import { deepEqual } from '../shared/deep-equal';
import type { GridColumn } from './columns';
import type { FilterWire } from './filter-types';
import type { SavedView } from './saved-view';
import type { SortItem } from './sort';

/** The part of a grid's state a saved view holds. */
export type GridViewState = {
  sort: SortItem[];
  filter: Record<string, FilterWire>;
  columns: GridColumn[];
};

const isSetWire = (value: FilterWire | undefined): value is FilterWire =>
  value !== undefined && (typeof value === 'string' ? value !== '' : Object.keys(value).length > 0);

const setFilters = (filter: Readonly<Record<string, FilterWire>>): Record<string, FilterWire> =>
  Object.fromEntries(Object.entries(filter).filter(([, value]) => isSetWire(value)));

const normalColumns = (columns: ReadonlyArray<GridColumn>) =>
  columns.map(({ param, width, fixed }) => ({ param, width: width ?? null, fixed: fixed ?? false }));

/** §4 picking a view applies its sort, filter and columns (columns in the view's index order). */
export const applyView = (view: SavedView): GridViewState => ({
  sort: view.sort.map(({ param, direction }) => ({ param, direction })),
  filter: setFilters(view.filter),
  columns: [...view.columns]
    .sort((a, b) => a.index - b.index)
    .map(({ param, width, fixed }) => ({ param, width, fixed })),
});

/** §4 whether the grid no longer matches its active view (sort, set filters, column order/width/fixed). */
export const isViewModified = (view: SavedView, state: GridViewState): boolean => {
  const applied = applyView(view);
  return !(
    deepEqual(
      applied.sort,
      state.sort.map(({ param, direction }) => ({ param, direction })),
    ) &&
    deepEqual(applied.filter, setFilters(state.filter)) &&
    deepEqual(normalColumns(applied.columns), normalColumns(state.columns))
  );
};

/** The grid state and the active view after a change. */
export type ActiveViewState = { state: GridViewState; activeViewId: string | undefined };

/** §4 a later change of filter, sort or columns that differs from the active view clears it. */
export const changeGridState = (
  activeView: SavedView | undefined,
  state: GridViewState,
): ActiveViewState => ({
  state,
  activeViewId: activeView && !isViewModified(activeView, state) ? activeView.id : undefined,
});

/**
 * §2/§4 a URL with view_id and explicit sort, filter or columns: the view applies first, then the explicit
 * values; the view stays active only if the result still matches it. Without a view, the explicit values
 * (or an empty state) apply.
 */
export const resolveUrlViewState = (
  view: SavedView | undefined,
  explicit: Partial<GridViewState>,
): ActiveViewState => {
  const base: GridViewState = view ? applyView(view) : { sort: [], filter: {}, columns: [] };
  const state: GridViewState = {
    sort: explicit.sort ?? base.sort,
    filter: explicit.filter ? setFilters(explicit.filter) : base.filter,
    columns: explicit.columns ?? base.columns,
  };
  return changeGridState(view, state);
};

/** §4 a form counts as unchanged when deep-equal to its initial copy. */
export const isFormUnchanged = <T>(form: T, initial: T): boolean => deepEqual(form, initial);
