import type { GridPagingData } from '@paygrid/domain/grid/paging-data';
import { keepPreviousData, type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';

/** A grid list answer (§3): the rows and the paging data. */
type GridListAnswer<Row> = { data: Row[]; meta: { page: GridPagingData } };

/** A feature's list call for a grid: query options for the server query the grid state writes. */
export type GridListQuery<Row, Key extends QueryKey = QueryKey> = (
  query: string,
) => UseQueryOptions<GridListAnswer<Row>, Error, GridListAnswer<Row>, Key>;

export type GridList<Row> = {
  /** Rows exactly as the server answered them: never reordered here (ADR 0041). */
  rows: ReadonlyArray<Row>;
  paging: GridPagingData | undefined;
  /** The rows are an earlier URL's answer, kept dimmed while this one loads; paging waits for the new one. */
  waiting: boolean;
  loading: boolean;
  pending: boolean;
  error: Error | null;
  /** Asks the server again (the reader's own "Try again": a busy answer is never retried by itself). */
  retry: () => void;
};

/** The one hook that reads a grid page: the server's answer to the URL's request, the last one kept while loading. */
export function useGridList<Row, Key extends QueryKey>(
  listQuery: GridListQuery<Row, Key>,
  serverQuery: string,
): GridList<Row> {
  const list = useQuery({ ...listQuery(serverQuery), placeholderData: keepPreviousData });
  return {
    rows: list.data?.data ?? [],
    paging: list.data?.meta.page,
    waiting: list.isPlaceholderData,
    loading: list.isFetching,
    pending: list.isPending,
    error: list.error,
    retry: () => void list.refetch(),
  };
}
