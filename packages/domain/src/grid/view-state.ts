import { deepEqual } from '../shared/deep-equal';
import type { GridColumn } from './columns';
import type { FilterWire } from './filter-types';
import type { SavedView } from './saved-view';
import type { SortItem } from './sort';
import { setFilterValues as setFilters, viewStateDifferences } from './view-diff';

/** The part of a grid's state a saved view holds. */
export type GridViewState = {
  sort: SortItem[];
  filter: Record<string, FilterWire>;
  columns: GridColumn[];
};

/** §4 picking a view applies its sort, filter and columns (columns in the view's index order). */
export const applyView = (view: SavedView): GridViewState => ({
  sort: view.sort.map(({ param, direction }) => ({ param, direction })),
  filter: setFilters(view.filter),
  columns: [...view.columns]
    .sort((a, b) => a.index - b.index)
    .map(({ param, width, fixed }) => ({ param, width, fixed })),
});

/**
 * §4 whether the grid no longer matches its active view (sort, set filters, column order/width/fixed).
 * @internal Exported for tests only.
 */
export const isViewModified = (view: SavedView, state: GridViewState): boolean =>
  viewStateDifferences(applyView(view), state).length > 0;

/** The grid state and the active view after a change. */
type ActiveViewState = { state: GridViewState; activeViewId: string | undefined };

/**
 * §4 a later change of filter, sort or columns that differs from the active view clears it.
 * @internal Exported for tests only.
 */
export const changeGridState = (
  activeView: SavedView | undefined,
  state: GridViewState,
): ActiveViewState => ({
  state,
  activeViewId: activeView && !isViewModified(activeView, state) ? activeView.id : undefined,
});

/** §4 a form counts as unchanged when deep-equal to its initial copy. */
export const isFormUnchanged = <T>(form: T, initial: T): boolean => deepEqual(form, initial);
