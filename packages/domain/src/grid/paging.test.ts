import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CursorPageRequest,
  cursorPagingData,
  moveCursorPage,
  moveNumberPage,
  type NumberPageRequest,
  numberPagingData,
  type PagingMove,
  pageCount,
} from './index';
import { invertSort, type SortItem } from './sort';

/** §4 cursor sort is inverted when reversed: the order the server reads the last page in. */
const cursorSort = (sort: ReadonlyArray<SortItem>, reversed: boolean | undefined): SortItem[] =>
  reversed ? invertSort(sort) : [...sort];

const page = (number: number): NumberPageRequest => ({ kind: 'number', size: 20, number });
const cursors = { before: 'B', after: 'A' };

describe('§3 paging data', () => {
  it('§3 paging data holds count, total, pages, first, last, prev, next, before, after', () => {
    expect(numberPagingData({ total: 45, size: 20, number: 2, count: 20 })).toEqual({
      count: 20,
      total: 45,
      total_estimated: false,
      pages: 3,
      first: 1,
      last: 3,
      prev: 1,
      next: 3,
      before: null,
      after: null,
    });
    expect(numberPagingData({ total: 0, size: 20, number: 1, count: 0 })).toMatchObject({
      pages: 1,
      prev: null,
      next: null,
    });
    expect(cursorPagingData({ total: 5, size: 2, count: 2, before: 'b', after: null })).toMatchObject({
      pages: 3,
      before: 'b',
      after: null,
      next: null,
    });
  });

  it('§3 paging data invariants: 1 <= pages, prev < number < next (property)', () => {
    fc.assert(
      fc.property(
        fc.nat(10_000),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 1, max: 600 }),
        (total, size, n) => {
          const data = numberPagingData({ total, size, number: n, count: 0 });
          expect(data.pages).toBe(pageCount(total, size));
          expect(data.pages).toBeGreaterThanOrEqual(1);
          expect(data.pages * size).toBeGreaterThanOrEqual(total);
          if (data.next !== null) expect(data.next).toBe(n + 1);
          if (data.prev !== null) expect(data.prev).toBeLessThan(n);
          expect(data.next === null).toBe(n >= data.pages);
        },
      ),
    );
  });
});

describe('§4 number paging', () => {
  it('§4 number paging: first goes to page 1, prev one back never below 1', () => {
    expect(moveNumberPage(page(5), { type: 'first' }, 9).number).toBe(1);
    expect(moveNumberPage(page(5), { type: 'prev' }, 9).number).toBe(4);
    expect(moveNumberPage(page(1), { type: 'prev' }, 9).number).toBe(1);
  });

  it('§4 number paging: next goes up by one, and stays on the last page', () => {
    expect(moveNumberPage(page(5), { type: 'next' }, 9).number).toBe(6);
    expect(moveNumberPage(page(9), { type: 'next' }, 9).number).toBe(9);
  });

  it('§4 number paging: last goes to the total pages', () => {
    expect(moveNumberPage(page(2), { type: 'last' }, 9).number).toBe(9);
    expect(moveNumberPage(page(2), { type: 'last' }, 0).number).toBe(1);
  });

  it('§4 changing sort or filter jumps to the first page', () => {
    expect(moveNumberPage(page(7), { type: 'sort-or-filter-changed' }, 9).number).toBe(1);
    expect(moveNumberPage(page(7), { type: 'resize', size: 50 }, 9)).toEqual({
      kind: 'number',
      size: 50,
      number: 1,
    });
    expect(moveNumberPage(page(7), { type: 'go', number: 99 }, 9).number).toBe(9);
    expect(moveNumberPage(page(7), { type: 'go', number: 3.7 }, 9).number).toBe(3);
  });

  it('§4 number paging stays within 1..pages (property)', () => {
    const moveArb: fc.Arbitrary<PagingMove> = fc.oneof(
      fc.constantFrom<PagingMove>({ type: 'first' }, { type: 'prev' }, { type: 'next' }, { type: 'last' }),
      fc.integer({ min: -5, max: 50 }).map((number) => ({ type: 'go' as const, number })),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.array(moveArb, { maxLength: 30 }), (pages, moves) => {
        let state = page(1);
        for (const move of moves) {
          const before = state.number;
          state = moveNumberPage(state, move, pages);
          expect(state.number).toBeGreaterThanOrEqual(1);
          expect(state.number).toBeLessThanOrEqual(pages);
          if (move.type === 'next') expect(state.number).toBe(Math.min(before + 1, pages));
        }
      }),
    );
  });
});

describe('§4 cursor paging', () => {
  const start: CursorPageRequest = { kind: 'cursor', size: 20 };

  it('§4 cursor paging: next follows after, prev follows before', () => {
    expect(moveCursorPage(start, { type: 'next' }, cursors)).toEqual({
      kind: 'cursor',
      size: 20,
      after: 'A',
    });
    expect(moveCursorPage(start, { type: 'prev' }, cursors)).toEqual({
      kind: 'cursor',
      size: 20,
      before: 'B',
    });
  });

  it('§4 from the last page (answered in the grid order, ADR 0041) prev follows before and ends reversed', () => {
    const reversed: CursorPageRequest = { ...start, reversed: true };
    expect(moveCursorPage(reversed, { type: 'prev' }, { before: 'B', after: null })).toEqual({
      ...start,
      before: 'B',
    });
    expect(moveCursorPage(reversed, { type: 'next' }, { before: 'B', after: null })).toBe(reversed);
  });

  it('§4 cursor paging: last sets reversed and clears cursors; first clears them', () => {
    expect(moveCursorPage({ ...start, after: 'x' }, { type: 'last' }, cursors)).toEqual({
      ...start,
      reversed: true,
    });
    expect(moveCursorPage({ ...start, before: 'x', reversed: true }, { type: 'first' }, cursors)).toEqual(
      start,
    );
    expect(moveCursorPage({ ...start, after: 'x' }, { type: 'sort-or-filter-changed' }, cursors)).toEqual(
      start,
    );
    expect(moveCursorPage({ ...start, after: 'x' }, { type: 'resize', size: 5 }, cursors)).toEqual({
      kind: 'cursor',
      size: 5,
    });
  });

  it('§4 cursor paging: no cursor to follow stays put', () => {
    const at = { ...start, after: 'x' };
    expect(moveCursorPage(at, { type: 'next' }, { before: 'b', after: null })).toBe(at);
  });

  it('§4 cursor sort is inverted when reversed', () => {
    const sort = [{ param: 'id', direction: 'asc' as const }];
    expect(cursorSort(sort, true)).toEqual([{ param: 'id', direction: 'desc' }]);
    expect(cursorSort(sort, false)).toEqual(sort);
  });

  it('§4 cursor paging never holds both cursors, and last/first clear them (property)', () => {
    const moveArb = fc.constantFrom<PagingMove>(
      { type: 'first' },
      { type: 'prev' },
      { type: 'next' },
      { type: 'last' },
      { type: 'sort-or-filter-changed' },
    );
    const cursorArb = fc.record({ before: fc.option(fc.string()), after: fc.option(fc.string()) });
    fc.assert(
      fc.property(fc.array(fc.tuple(moveArb, cursorArb), { maxLength: 20 }), (steps) => {
        let state: CursorPageRequest = start;
        for (const [move, current] of steps) {
          state = moveCursorPage(state, move, current);
          expect(state.before !== undefined && state.after !== undefined).toBe(false);
          // A reversed page is the last one: it never also names a cursor.
          expect(state.reversed === true && (state.before ?? state.after) !== undefined).toBe(false);
          if (move.type === 'last') expect(state).toEqual({ ...start, reversed: true });
          if (move.type === 'first') expect(state).toEqual(start);
        }
      }),
    );
  });
});
