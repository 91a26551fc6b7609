import type { PageRequest } from '@paygrid/domain/grid/list-request';
import type { PagingMove } from '@paygrid/domain/grid/paging-machines';

/**
 * Rows before the cursor page shown. The first page is at 0; a page reached by walking from it carries its
 * offset in the history entry's state. After "last", or from a shared link, it is unknown (ADR 0041).
 */
export const rowOffsetOf = (page: PageRequest, historyState: unknown): number | undefined => {
  if (page.kind === 'number') return (page.number - 1) * page.size;
  if (page.reversed) return undefined;
  if (page.before === undefined && page.after === undefined) return 0;
  const offset = (historyState as { gridRowOffset?: unknown } | null)?.gridRowOffset;
  return typeof offset === 'number' && Number.isInteger(offset) && offset >= 0 ? offset : undefined;
};

/** The offset after a paging move from a page at `offset` that shows `count` rows of `size`. */
export const rowOffsetAfter = (
  move: PagingMove,
  offset: number | undefined,
  count: number,
  size: number,
): number | undefined => {
  switch (move.type) {
    case 'next':
      return offset === undefined ? undefined : offset + count;
    case 'prev':
      return offset === undefined ? undefined : Math.max(0, offset - size);
    case 'last':
    case 'go':
      return undefined;
    default:
      return 0;
  }
};
