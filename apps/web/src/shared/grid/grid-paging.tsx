import { CursorPaging } from './cursor-paging';
import { NumberPaging } from './number-paging';
import type { GridList } from './use-grid-list';
import type { GridQueryState } from './use-grid-query-state';

type GridPagingProps<Row> = { grid: GridQueryState; list: GridList<Row> };

/** The pager the grid's paging kind asks for, fed by the answer on screen. */
export function GridPaging<Row>({ grid, list }: GridPagingProps<Row>) {
  const paging = list.paging;
  if (!paging) return null;
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
