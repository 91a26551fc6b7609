import type { FilterWire } from '@paygrid/domain/grid/filter-types';
import { fixedColumnsOf, type GridDeclaration } from '@paygrid/domain/grid/grid-declaration';
import { layoutFromQuery } from '@paygrid/domain/grid/layout/layout-query';
import { layoutForGrid, layoutToViewColumns } from '@paygrid/domain/grid/layout/saved-layout';
import { parseQueryString, stringifyQuery } from '@paygrid/domain/grid/list-request';
import { lenientGridRequest } from '@paygrid/domain/grid/strict-request';
import { viewStateQuery } from '@paygrid/domain/grid/view-diff';
import type { GridViewState } from '@paygrid/domain/grid/view-state';
import { useCallback, useMemo } from 'react';
import type { GridQueryState } from '~/shared/grid/use-grid-query-state';
import type { SavedFiltersPicksProps } from './saved-filters-picks';
import type { SavedViewsBarProps } from './saved-views-bar';
import { useSavedColumnsSync } from './use-saved-columns-sync';

/**
 * Joins a grid's URL state to the saved views bar, the saved filter picks and the saved columns: the props of
 * the two components, and the columns kept in sync while no view is active.
 */
export function useGridSaving(
  grid: GridDeclaration,
  state: GridQueryState,
  /** SPEC §2 column editing mode, saved with the columns and restored with them. */
  editing?: { on: boolean; set: (on: boolean) => void },
): { views: SavedViewsBarProps; filters: SavedFiltersPicksProps } {
  const known = useMemo(() => grid.columns.map((column) => column.param), [grid]);
  const fixed = useMemo(() => fixedColumnsOf(grid), [grid]);
  const { sort, request, layout, viewId, setViewState, leaveView, setLayout } = state;
  const current = useMemo<GridViewState>(
    () => ({ sort, filter: request.filter, columns: layoutToViewColumns(layout) }),
    [sort, request.filter, layout],
  );

  // A view's state as the grid reads it back from the URL: the default sort, settings the grid dropped, the
  // columns it gained since. A view counts as changed only when the grid's state differs from that.
  const readBack = useCallback(
    (view: GridViewState): GridViewState => {
      const raw = parseQueryString(stringifyQuery(viewStateQuery(view, known)));
      const { request: read } = lenientGridRequest(grid, raw);
      return {
        sort: read.sort.length > 0 ? read.sort : [...grid.defaultSort],
        filter: read.filter,
        columns: layoutToViewColumns(layoutFromQuery(known, read.columns, raw, fixed)),
      };
    },
    [grid, known, fixed],
  );

  useSavedColumnsSync({
    gridCode: grid.code,
    declared: known,
    fixed,
    columns: current.columns,
    viewActive: viewId !== undefined,
    ...(editing ? { columnEditing: editing.on } : {}),
    onRestore: (columns, columnEditing) => {
      setLayout(layoutForGrid(known, columns, fixed));
      editing?.set(columnEditing);
    },
  });

  const applyFilter = useCallback(
    (filter: Record<string, FilterWire>) => setViewState({ ...current, filter }, viewId),
    [current, viewId, setViewState],
  );

  return {
    views: {
      gridCode: grid.code,
      state: current,
      activeViewId: viewId,
      readBack,
      onApply: setViewState,
      onLeaveView: leaveView,
    },
    filters: { gridCode: grid.code, filter: request.filter, onApply: applyFilter },
  };
}
