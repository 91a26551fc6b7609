import type { CursorPageRequest, NumberPageRequest } from './list-request';

/** §4 moves of the paging controls; changing sort or filter goes back to the first page. */
export type PagingMove =
  | { type: 'first' }
  | { type: 'prev' }
  | { type: 'next' }
  | { type: 'last' }
  | { type: 'go'; number: number }
  | { type: 'resize'; size: number }
  | { type: 'sort-or-filter-changed' };

/**
 * §4 number paging: starts at 1; first -> 1; prev one back, never below 1; next +1 unless already last;
 * last -> total pages; go is clamped; resize and any sort or filter change go to page 1.
 */
export const moveNumberPage = (
  page: NumberPageRequest,
  move: PagingMove,
  pages: number,
): NumberPageRequest => {
  const lastPage = Math.max(1, Math.floor(pages));
  const at = (number: number): NumberPageRequest => ({
    ...page,
    number: Math.min(Math.max(1, number), lastPage),
  });
  switch (move.type) {
    case 'first':
    case 'sort-or-filter-changed':
      return { ...page, number: 1 };
    case 'prev':
      return at(page.number - 1);
    case 'next':
      return page.number >= lastPage ? page : at(page.number + 1);
    case 'last':
      return { ...page, number: lastPage };
    case 'go':
      return at(Math.floor(move.number));
    case 'resize':
      return { ...page, size: move.size, number: 1 };
  }
};

/** Cursors of the current answer (GridPagingData.before/after). */
export type PageCursors = { before: string | null; after: string | null };

const firstCursorPage = (page: CursorPageRequest, size = page.size): CursorPageRequest => ({
  kind: 'cursor',
  size,
});

/**
 * §4 cursor paging: next follows `after`, prev follows `before`; last sets reversed and clears cursors; first
 * clears them; sort or filter change = first. The server answers every page (the last one too) in the grid's
 * own order with its cursors in that order, so next and prev never swap and a followed cursor ends `reversed`
 * (ADR 0041). A move without a cursor to follow stays put.
 */
export const moveCursorPage = (
  page: CursorPageRequest,
  move: PagingMove,
  cursors: PageCursors,
): CursorPageRequest => {
  const follow = (direction: 'before' | 'after'): CursorPageRequest => {
    const cursor = cursors[direction];
    return cursor === null ? page : { kind: 'cursor', size: page.size, [direction]: cursor };
  };
  switch (move.type) {
    case 'next':
      return follow('after');
    case 'prev':
      return follow('before');
    case 'last':
      return { kind: 'cursor', size: page.size, reversed: true };
    case 'resize':
      return firstCursorPage(page, move.size);
    default:
      return firstCursorPage(page);
  }
};
