import { CursorPaging } from './cursor-paging';
import { NumberPaging } from './number-paging';
import type { GridList } from './use-grid-list';
import type { GridQueryState } from './use-grid-query-state';

/** A grid's row count, and whether it is an estimate. */
export type GridTotal = { total: number; estimated: boolean };

type GridPagingProps<Row> = {
  grid: GridQueryState;
  list: GridList<Row>;
  /** The page's own figure for the filter, said in place of the list's (GridPage `useTotal`). */
  total?: GridTotal;
};

/** The pager the grid's paging kind asks for, fed by the answer on screen. */
export function GridPaging<Row>({ grid, list, total: own }: GridPagingProps<Row>) {
  const answered = list.paging;
  if (!answered) return null;
  const paging = own ? { ...answered, total: own.total, total_estimated: own.estimated } : answered;
  const page = grid.request.page;
  const onMove = (move: Parameters<typeof grid.movePage>[0]) => grid.movePage(move, paging);
  if (page.kind === 'number')
    return (
      <NumberPaging
        page={Math.min(page.number, paging.pages)}
        pages={paging.pages}
        total={paging.total}
        size={page.size}
        estimated={paging.total_estimated}
        waiting={list.waiting}
        onMove={onMove}
        onSizeChange={grid.setPageSize}
      />
    );
  return (
    <CursorPaging
      page={page}
      cursors={{ before: paging.before, after: paging.after }}
      total={paging.total}
      count={paging.count}
      rowOffset={grid.rowOffset}
      estimated={paging.total_estimated}
      waiting={list.waiting}
      onMove={onMove}
      onSizeChange={grid.setPageSize}
    />
  );
}
