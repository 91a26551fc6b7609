import { serializeFilters } from '@paygrid/domain/grid/filter-codec';
import type { FilterState, FilterValue } from '@paygrid/domain/grid/filter-types';
import { filterDefinitionsOf, type GridDeclaration } from '@paygrid/domain/grid/grid-declaration';
import {
  type GridListRequest,
  gridRequestToQuery,
  gridRequestToQueryObject,
  parseQueryString,
  serverListRequest,
  stringifyQuery,
} from '@paygrid/domain/grid/list-request';
import type { GridPagingData } from '@paygrid/domain/grid/paging-data';
import { moveCursorPage, moveNumberPage, type PagingMove } from '@paygrid/domain/grid/paging-machines';
import { type SortItem, serializeSort } from '@paygrid/domain/grid/sort';
import { lenientGridRequest } from '@paygrid/domain/grid/strict-request';
import { viewStateQuery } from '@paygrid/domain/grid/view-diff';
import type { GridViewState } from '@paygrid/domain/grid/view-state';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type GridLayout, layoutFromQuery, layoutToQueryObject } from './grid-layout';

export type GridQueryOptions = {
  /** The grid's declaration (packages/domain): paging, filters, columns, sorts and default sort. */
  grid: GridDeclaration;
  /** The reader's page size (preferences), used when the query names none. */
  defaultSize?: number;
};

export type GridQueryState = {
  request: GridListRequest;
  /** The sort in force: the query's, or the grid's default. */
  sort: SortItem[];
  filters: FilterState;
  layout: GridLayout;
  /** What the URL named that the grid no longer knows (left out of the request). */
  dropped: string[];
  /** The same rows for `export.csv`: the filter, the sort shown and the columns in their order, no page. */
  exportQuery: string;
  /** The list request the server is sent (bracket query, §7). */
  serverQuery: string;
  setSort: (sort: SortItem[]) => void;
  setFilter: (key: string, value: FilterValue | undefined) => void;
  clearFilters: () => void;
  movePage: (move: PagingMove, paging: GridPagingData | undefined) => void;
  setLayout: (layout: GridLayout) => void;
  /** The active saved view (`view_id`, SPEC §4). */
  viewId: string | undefined;
  /** A whole grid state at the first page, as the saved view it is (or none). */
  setViewState: (state: GridViewState, viewId?: string) => void;
  /** The grid state stays; the saved view is no longer active. */
  leaveView: () => void;
};

/** §2 grid state kept in the URL query, read and written through the domain's codec. */
export function useGridQueryState(options: GridQueryOptions): GridQueryState {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const { grid, defaultSize } = options;
  const definitions = useMemo(() => filterDefinitionsOf(grid), [grid]);
  const columns = useMemo(() => grid.columns.map((column) => column.param), [grid]);

  const state = useMemo(() => {
    const raw = parseQueryString(search);
    // Lenient with old links and views: what the grid no longer declares is dropped (and said), never sent.
    const { request, filters, dropped } = lenientGridRequest(grid, raw, {
      ...(defaultSize !== undefined ? { defaultSize } : {}),
    });
    const sort = request.sort.length > 0 ? request.sort : [...grid.defaultSort];
    const layout = layoutFromQuery(columns, request.columns, raw);
    // `reversed` travels as the inverted sort (§4).
    // §7 list requests carry view_id and columns.
    const server = serverListRequest({
      page: request.page,
      sort,
      filter: request.filter,
      ...(request.viewId !== undefined ? { viewId: request.viewId } : {}),
      columns: layout.order,
    });
    const exportQuery = stringifyQuery({
      sort: serializeSort(sort),
      ...(Object.keys(request.filter).length > 0 ? { filter: request.filter } : {}),
      columns: layout.order.join(','),
    });
    return { request, sort, filters, layout, dropped, exportQuery, serverQuery: gridRequestToQuery(server) };
  }, [search, grid, defaultSize, columns]);

  const write = useCallback(
    (request: GridListRequest, layout: GridLayout) => {
      const { columns: _columns, ...rest } = request;
      const query = stringifyQuery({
        ...gridRequestToQueryObject(rest),
        ...layoutToQueryObject(columns, layout),
      });
      setSearchParams(new URLSearchParams(query));
    },
    [setSearchParams, columns],
  );

  const firstPage = useCallback(
    (request: GridListRequest) =>
      request.page.kind === 'number'
        ? moveNumberPage(request.page, { type: 'sort-or-filter-changed' }, 1)
        : moveCursorPage(request.page, { type: 'sort-or-filter-changed' }, { before: null, after: null }),
    [],
  );

  const { request, layout, filters } = state;

  const setSort = useCallback(
    (sort: SortItem[]) => write({ ...request, sort, page: firstPage(request) }, layout),
    [request, layout, write, firstPage],
  );

  const setFilter = useCallback(
    (key: string, value: FilterValue | undefined) => {
      const next: Record<string, FilterValue> = { ...filters };
      if (value === undefined) delete next[key];
      else next[key] = value;
      write({ ...request, filter: serializeFilters(definitions, next), page: firstPage(request) }, layout);
    },
    [filters, request, layout, definitions, write, firstPage],
  );

  const clearFilters = useCallback(
    () => write({ ...request, filter: {}, page: firstPage(request) }, layout),
    [request, layout, write, firstPage],
  );

  const movePage = useCallback(
    (move: PagingMove, pagingData: GridPagingData | undefined) => {
      const page =
        request.page.kind === 'number'
          ? moveNumberPage(request.page, move, pagingData?.pages ?? 1)
          : moveCursorPage(request.page, move, {
              before: pagingData?.before ?? null,
              after: pagingData?.after ?? null,
            });
      write({ ...request, page }, layout);
    },
    [request, layout, write],
  );

  const setLayout = useCallback((next: GridLayout) => write(request, next), [request, write]);

  const setViewState = useCallback(
    (next: GridViewState, viewId?: string) =>
      setSearchParams(
        new URLSearchParams(
          stringifyQuery({
            page: { size: String(request.page.size) },
            ...viewStateQuery(next, columns, viewId),
          }),
        ),
      ),
    [request.page.size, columns, setSearchParams],
  );

  const leaveView = useCallback(() => {
    const { viewId: _viewId, ...rest } = request;
    write(rest, layout);
  }, [request, layout, write]);

  return {
    ...state,
    setSort,
    setFilter,
    clearFilters,
    movePage,
    setLayout,
    viewId: request.viewId,
    setViewState,
    leaveView,
  };
}
