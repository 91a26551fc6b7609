import { parseFilters, serializeFilters } from '@paygrid/domain/grid/filter-codec';
import type { FilterDefinition, FilterState, FilterValue } from '@paygrid/domain/grid/filter-types';
import {
  type GridListRequest,
  gridRequestFromQuery,
  gridRequestToQuery,
  gridRequestToQueryObject,
  parseQueryString,
  serverListRequest,
  stringifyQuery,
} from '@paygrid/domain/grid/list-request';
import type { GridPagingData } from '@paygrid/domain/grid/paging-data';
import { moveCursorPage, moveNumberPage, type PagingMove } from '@paygrid/domain/grid/paging-machines';
import type { SortItem } from '@paygrid/domain/grid/sort';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type GridLayout, layoutFromQuery, layoutToQueryObject } from './grid-layout';

export type GridQueryOptions = {
  paging: 'number' | 'cursor';
  filters: ReadonlyArray<FilterDefinition>;
  /** Every column param the grid can show, in the default order. */
  columns: ReadonlyArray<string>;
  /** The order the server uses when the query names none. */
  defaultSort: ReadonlyArray<SortItem>;
  /** The reader's page size (preferences), used when the query names none. */
  defaultSize?: number;
};

export type GridQueryState = {
  request: GridListRequest;
  /** The sort in force: the query's, or the grid's default. */
  sort: SortItem[];
  filters: FilterState;
  layout: GridLayout;
  /** The list request the server is sent (bracket query, §7). */
  serverQuery: string;
  setSort: (sort: SortItem[]) => void;
  setFilter: (key: string, value: FilterValue | undefined) => void;
  clearFilters: () => void;
  movePage: (move: PagingMove, paging: GridPagingData | undefined) => void;
  setLayout: (layout: GridLayout) => void;
};

/** §2 grid state kept in the URL query, read and written through the domain's codec. */
export function useGridQueryState(options: GridQueryOptions): GridQueryState {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const { paging, filters: definitions, columns, defaultSort, defaultSize } = options;

  const state = useMemo(() => {
    const raw = parseQueryString(search);
    const request = gridRequestFromQuery(raw, {
      paging,
      ...(defaultSize !== undefined ? { defaultSize } : {}),
    });
    const sort = request.sort.length > 0 ? request.sort : [...defaultSort];
    const filters = parseFilters(definitions, raw.filter);
    const layout = layoutFromQuery(columns, request.columns, raw);
    // The server sees only declared, valid filters; `reversed` travels as the inverted sort (§4).
    const server = serverListRequest({
      page: request.page,
      sort,
      filter: serializeFilters(definitions, filters),
    });
    return { request, sort, filters, layout, serverQuery: gridRequestToQuery(server) };
  }, [search, paging, defaultSize, defaultSort, definitions, columns]);

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

  return { ...state, setSort, setFilter, clearFilters, movePage, setLayout };
}
