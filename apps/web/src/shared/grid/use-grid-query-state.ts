import { serializeFilters } from '@paygrid/domain/grid/filter-codec';
import type { FilterState, FilterValue, FilterWire } from '@paygrid/domain/grid/filter-types';
import { filterDefinitionsOf, type GridDeclaration } from '@paygrid/domain/grid/grid-declaration';
import type { GridLayout } from '@paygrid/domain/grid/layout/column-layout';
import { layoutToQueryObject } from '@paygrid/domain/grid/layout/layout-query';
import {
  type GridListRequest,
  gridRequestToQueryObject,
  type PageRequest,
  stringifyQuery,
} from '@paygrid/domain/grid/list-request';
import type { GridPagingData } from '@paygrid/domain/grid/paging-data';
import { moveCursorPage, moveNumberPage, type PagingMove } from '@paygrid/domain/grid/paging-machines';
import type { SortItem } from '@paygrid/domain/grid/sort';
import { viewStateQuery } from '@paygrid/domain/grid/view-diff';
import type { GridViewState } from '@paygrid/domain/grid/view-state';
import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { type GridQueryReading, keepUnchanged, readGridQuery } from './grid-query-reading';
import { rowOffsetAfter, rowOffsetOf } from './row-offset';

export type GridQueryOptions = {
  /** The grid's declaration (packages/domain): paging, filters, columns, sorts and default sort. */
  grid: GridDeclaration;
  /** The reader's page size (preferences), used when the query names none. */
  defaultSize?: number;
  /**
   * Told the server query of a state as it is written, before the router has rendered it: the list call can leave at
   * the click instead of after the page has been drawn again (issue 21).
   */
  onWrite?: (serverQuery: string) => void;
};

/** What a saved view holds and applies: the sort, the set filters (wire form) and the column layout. */
type GridViewChoice = {
  sort: SortItem[];
  filter: Record<string, FilterWire>;
  layout: GridLayout;
};

export type GridQueryState = {
  request: GridListRequest;
  /** The sort in force: the query's, or the grid's default. */
  sort: SortItem[];
  filters: FilterState;
  layout: GridLayout;
  /** Sort, filter and layout as a saved view stores them (the toolbar's saved-views bar reads this). */
  view: GridViewChoice;
  /** What the URL named that the grid no longer knows (left out of the request). */
  dropped: string[];
  /**
   * Rows before the page shown, when known: 0 on the first page, counted while walking from it (kept in the
   * history entry, so back and forward keep it and a shared link has none).
   */
  rowOffset: number | undefined;
  /** The same rows for `export.csv`: the filter, the sort shown and the visible columns in order, no page. */
  exportQuery: string;
  /** The list request the server is sent (bracket query, §7). */
  serverQuery: string;
  /** The filter alone, for figures over the whole filtered set (a summary): a sort or page change leaves it as is. */
  filterQuery: string;
  setSort: (sort: SortItem[]) => void;
  setFilter: (key: string, value: FilterValue | undefined) => void;
  clearFilters: () => void;
  /** A paging move from the answer on screen (its cursors, pages and row count). */
  movePage: (move: PagingMove, paging: GridPagingData) => void;
  setPageSize: (size: number) => void;
  setLayout: (layout: GridLayout) => void;
  /** Applies a saved view's choice (any part left out stays) and goes back to the first page. */
  apply: (choice: Partial<GridViewChoice>) => void;
  /** The active saved view (`view_id`, SPEC §4). */
  viewId: string | undefined;
  /** A whole grid state at the first page, as the saved view it is (or none). */
  setViewState: (state: GridViewState, viewId?: string) => void;
  /** The grid state stays; the saved view is no longer active. */
  leaveView: () => void;
};

const firstPage = (page: PageRequest): PageRequest =>
  page.kind === 'number'
    ? moveNumberPage(page, { type: 'sort-or-filter-changed' }, 1)
    : moveCursorPage(page, { type: 'sort-or-filter-changed' }, { before: null, after: null });

/** §2 grid state kept in the URL query, read and written through the domain's codec. */
export function useGridQueryState(options: GridQueryOptions): GridQueryState {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const search = searchParams.toString();
  const { grid, defaultSize, onWrite } = options;
  const definitions = useMemo(() => filterDefinitionsOf(grid), [grid]);
  const columns = useMemo(() => grid.columns.map((column) => column.param), [grid]);

  // The query a click writes is read once: for its list call at the click (onWrite), then for the render it causes.
  const read = useMemo(() => {
    let last: { query: string; state: GridQueryReading } | undefined;
    return (query: string) => {
      if (last?.query !== query) {
        const reading = readGridQuery(query, grid, columns, defaultSize);
        last = { query, state: last ? keepUnchanged(last.state, reading) : reading };
      }
      return last.state;
    };
  }, [grid, columns, defaultSize]);
  const state = useMemo(() => read(search), [read, search]);

  // A second change before the first has reached the URL (two filters set at once, a quick double click) builds on
  // the first, not on the render both were made from. `from` is the URL they were made from: once the rendered URL
  // is another, the written one has arrived (or was overtaken) and the render is the truth again.
  const rendered = useRef(search);
  rendered.current = search;
  const written = useRef<{ from: string; search: string } | null>(null);
  if (written.current && written.current.from !== search) written.current = null;
  const latest = useCallback(
    () => (written.current ? read(written.current.search) : read(rendered.current)),
    [read],
  );
  // React Router's setter is new at each address; read through a ref, the setters below stay the same functions
  // while the grid is on screen, and what they are given (the filter bar, the header cells) need not be drawn again.
  const setSearchParamsNow = useRef(setSearchParams);
  setSearchParamsNow.current = setSearchParams;
  const navigate = useCallback(
    (query: string, offset?: number) => {
      const params = new URLSearchParams(query);
      written.current = { from: written.current?.from ?? rendered.current, search: params.toString() };
      onWrite?.(read(params.toString()).serverQuery);
      setSearchParamsNow.current(
        params,
        offset === undefined ? undefined : { state: { gridRowOffset: offset } },
      );
    },
    [onWrite, read],
  );

  const rowOffset = rowOffsetOf(state.request.page, location.state);

  const write = useCallback(
    (request: GridListRequest, layout: GridLayout, offset: number | undefined) => {
      const { columns: _columns, ...rest } = request;
      const query = stringifyQuery({
        ...gridRequestToQueryObject(rest),
        ...layoutToQueryObject(columns, layout),
      });
      navigate(query, offset);
    },
    [navigate, columns],
  );

  const restart = useCallback(
    (next: Partial<GridListRequest>, nextLayout?: GridLayout) => {
      const { request, layout } = latest();
      write({ ...request, ...next, page: firstPage(request.page) }, nextLayout ?? layout, 0);
    },
    [latest, write],
  );

  const setSort = useCallback((sort: SortItem[]) => restart({ sort }), [restart]);

  const setFilter = useCallback(
    (key: string, value: FilterValue | undefined) => {
      const next: Record<string, FilterValue> = { ...latest().filters };
      if (value === undefined) delete next[key];
      else next[key] = value;
      restart({ filter: serializeFilters(definitions, next) });
    },
    [latest, definitions, restart],
  );

  const clearFilters = useCallback(() => restart({ filter: {} }), [restart]);

  const movePage = useCallback(
    (move: PagingMove, paging: GridPagingData) => {
      const { request, layout } = latest();
      const page =
        request.page.kind === 'number'
          ? moveNumberPage(request.page, move, paging.pages)
          : moveCursorPage(request.page, move, { before: paging.before, after: paging.after });
      write({ ...request, page }, layout, rowOffsetAfter(move, rowOffset, paging.count, request.page.size));
    },
    [latest, write, rowOffset],
  );

  const setPageSize = useCallback(
    (size: number) => {
      const { request, layout } = latest();
      const page =
        request.page.kind === 'number'
          ? moveNumberPage(request.page, { type: 'resize', size }, 1)
          : moveCursorPage(request.page, { type: 'resize', size }, { before: null, after: null });
      write({ ...request, page }, layout, 0);
    },
    [latest, write],
  );

  const setLayout = useCallback(
    (next: GridLayout) => write(latest().request, next, rowOffset),
    [latest, write, rowOffset],
  );

  const apply = useCallback(
    (choice: Partial<GridViewChoice>) =>
      restart(
        {
          ...(choice.sort ? { sort: choice.sort } : {}),
          ...(choice.filter ? { filter: choice.filter } : {}),
        },
        choice.layout,
      ),
    [restart],
  );

  const view = useMemo(
    () => ({ sort: state.sort, filter: state.request.filter, layout: state.layout }),
    [state],
  );

  const setViewState = useCallback(
    (next: GridViewState, viewId?: string) =>
      navigate(
        stringifyQuery({
          page: { size: String(latest().request.page.size) },
          ...viewStateQuery(next, columns, viewId),
        }),
      ),
    [latest, columns, navigate],
  );

  const leaveView = useCallback(() => {
    const { request, layout } = latest();
    const { viewId: _viewId, ...rest } = request;
    write(rest, layout, rowOffset);
  }, [latest, write, rowOffset]);

  return {
    ...state,
    view,
    rowOffset,
    setSort,
    setFilter,
    clearFilters,
    movePage,
    setPageSize,
    setLayout,
    apply,
    viewId: state.request.viewId,
    setViewState,
    leaveView,
  };
}
