import { stringifyFilterValue } from './saved-view';
import { setFilterValues } from './view-diff';
import type { GridViewState } from './view-state';

/** §9 saved views are fetched 100 a page. */
export const SAVED_VIEWS_PAGE_SIZE = 100;

/** §4 a new view goes one above the highest existing position, or 0. */
export const nextViewPosition = (views: ReadonlyArray<{ index: number }>): number =>
  views.length === 0 ? 0 : Math.max(...views.map((view) => view.index)) + 1;

/** §4 reordering gives the first listed view the highest position (length - 1 down to 0). */
export const reorderedPositions = (
  orderedIds: ReadonlyArray<string>,
): Array<{ id: string; position: number }> =>
  orderedIds.map((id, index) => ({ id, position: orderedIds.length - 1 - index }));

/** Views in display order: highest position first. */
export const sortViewsForDisplay = <V extends { index: number }>(views: ReadonlyArray<V>): V[] =>
  [...views].sort((a, b) => b.index - a.index);

/** §7 attributes of PATCH /dashboard/views/favorites. */
export const favoritesBulkUpdate = (gridCode: string, orderedIds: ReadonlyArray<string>) => ({
  type: 'bulk-update' as const,
  attributes: { grid_code: gridCode, favorites: reorderedPositions(orderedIds) },
});

export type NewSavedViewInput = {
  gridCode: string;
  name: string;
  description?: string;
  scope: string;
  state: GridViewState;
  existing: ReadonlyArray<{ index: number }>;
};

/** §4/§7 attributes of POST /dashboard/views: a favourite, one above the highest position, filters stringified. */
export const newSavedViewAttributes = (input: NewSavedViewInput) => ({
  grid_code: input.gridCode,
  name: input.name,
  access_scope: input.scope,
  is_favorite: true as const,
  position: nextViewPosition(input.existing),
  ...(input.description !== undefined ? { description: input.description } : {}),
  ...viewStateAttributes(input.state),
});

/** §7 the sort, table_columns and filters attributes of a grid state ("Save changes" sends these). */
export const viewStateAttributes = (state: GridViewState) => ({
  sort: state.sort.map(({ param, direction }) => ({ property: param, direction })),
  table_columns: state.columns.map(({ param, width, fixed }, position) => ({
    property: param,
    position,
    width: width ?? null,
    fixed: fixed ?? false,
  })),
  filters: Object.entries(setFilterValues(state.filter)).map(([key, value]) => ({
    key,
    value: stringifyFilterValue(value),
  })),
});
