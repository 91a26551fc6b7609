import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GridColumn } from '../columns';
import { fixedColumnsOf } from '../grid-declaration';
import { countriesGrid } from '../grids/countries-grid';
import { currenciesGrid } from '../grids/currencies-grid';
import { membersGrid } from '../grids/members-grid';
import { paymentsGrid } from '../grids/payments-grid';
import { parseQueryString, stringifyQuery } from '../list-request';
import {
  defaultLayout,
  displayedParams,
  type GridLayout,
  hideColumn,
  moveColumn,
  pinColumn,
  placeColumns,
  resizeColumn,
  showColumn,
  unpinColumn,
  visibleParams,
} from './column-layout';
import { layoutFromQuery, layoutToQueryObject } from './layout-query';
import { layoutForGrid, layoutToViewColumns } from './saved-layout';

const declaredWidth = (param: string) => 100 + param.length;

/** What a reader can do to the columns, and the two ways a layout is read back (a reload). */
type Step =
  | { kind: 'pin' | 'unpin' | 'hide' | 'show'; at: number }
  | { kind: 'move'; at: number; to: number }
  | { kind: 'resize'; at: number; width: number }
  | { kind: 'reset' }
  | { kind: 'reload-link' | 'reload-saved' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constantFrom('pin', 'unpin', 'hide', 'show'), at: fc.nat(20) }),
  fc.record({ kind: fc.constant('move'), at: fc.nat(20), to: fc.nat(20) }),
  fc.record({ kind: fc.constant('resize'), at: fc.nat(20), width: fc.integer({ min: 0, max: 1200 }) }),
  fc.record({ kind: fc.constant('reset') }),
  fc.record({ kind: fc.constantFrom('reload-link', 'reload-saved') }),
) as fc.Arbitrary<Step>;

const names = ['code', 'name', 'type', 'vendor', 'parent', 'symbol', 'id'] as const;

/** A grid's columns in declared order, and the ones it declares `fixed` (SPEC §3; none, some or all). */
type DeclaredColumns = { known: string[]; fixed: string[] };

const columnSets: fc.Arbitrary<DeclaredColumns> = fc
  .uniqueArray(fc.constantFrom(...names), { minLength: 1, maxLength: 7 })
  .chain((known) => fc.record({ known: fc.constant(known), fixed: fc.subarray(known) }));

/** A step on a layout; a reload reads the layout back from the URL or from the saved columns. */
const apply = ({ known, fixed }: DeclaredColumns, layout: GridLayout, move: Step): GridLayout => {
  const param = (at: number) => known[at % known.length] as string;
  switch (move.kind) {
    case 'reset':
      return defaultLayout(known, fixed);
    case 'reload-link': {
      const query = parseQueryString(stringifyQuery(layoutToQueryObject(known, layout)));
      const columns = typeof query.columns === 'string' ? query.columns.split(',') : undefined;
      return layoutFromQuery(known, columns, query, fixed);
    }
    case 'reload-saved':
      return layoutForGrid(known, layoutToViewColumns(layout), fixed);
    case 'pin':
      return pinColumn(layout, param(move.at));
    case 'unpin':
      return unpinColumn(layout, param(move.at));
    case 'hide':
      return hideColumn(layout, param(move.at));
    case 'show':
      return showColumn(layout, param(move.at));
    case 'move':
      return moveColumn(layout, param(move.at), param(move.to));
    case 'resize':
      return resizeColumn(layout, param(move.at), move.width);
  }
};

const isReload = (move: Step) => move.kind === 'reload-link' || move.kind === 'reload-saved';

describe('§2 the column layout: one model the header row and the body rows are drawn from', () => {
  it('any sequence of pin, unpin, hide, show, move, resize and reset draws the same columns with or without reloads between the steps', () => {
    fc.assert(
      fc.property(columnSets, fc.array(step, { maxLength: 30 }), (grid, steps) => {
        let reloaded = defaultLayout(grid.known, grid.fixed);
        let kept = defaultLayout(grid.known, grid.fixed);
        for (const move of steps) {
          reloaded = apply(grid, reloaded, move);
          if (!isReload(move)) kept = apply(grid, kept, move);
          const placed = placeColumns(reloaded, declaredWidth);
          expect(placed).toEqual(placeColumns(kept, declaredWidth));

          // Every shown column once; pinned ones first, sticking side by side from the left edge.
          const shown = visibleParams(reloaded);
          expect(placed.map((column) => column.param).sort()).toEqual([...shown].sort());
          expect(shown.length).toBeGreaterThan(0);
          const pinnedCount = placed.filter((column) => column.stickyLeft !== undefined).length;
          expect(placed.slice(0, pinnedCount).every((column) => reloaded.pinned.includes(column.param))).toBe(
            true,
          );
          expect(placed.slice(pinnedCount).every((column) => column.stickyLeft === undefined)).toBe(true);
          let left = 0;
          for (const column of placed.slice(0, pinnedCount)) {
            expect(column.stickyLeft).toBe(left);
            left += column.width;
          }
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('unpinning returns a column to its place, and a reset gives the declared layout', () => {
    fc.assert(
      fc.property(columnSets, fc.array(step, { maxLength: 20 }), fc.nat(20), (grid, steps, at) => {
        const { known, fixed } = grid;
        const layout = steps.reduce(
          (current, move) => apply(grid, current, move),
          defaultLayout(known, fixed),
        );
        const param = known[at % known.length] as string;
        if (layout.pinned.includes(param)) return;
        const unpinnedAgain = unpinColumn(pinColumn(layout, param), param);
        expect(displayedParams(unpinnedAgain)).toEqual(displayedParams(layout));
        expect(apply(grid, layout, { kind: 'reset' })).toEqual(defaultLayout(known, fixed));
      }),
      { numRuns: 1000 },
    );
  });

  it('pinned columns read in the order of the layout; a pinned column cannot be moved, nor the last shown one hidden', () => {
    const known = ['code', 'name', 'type'];
    const pinned = pinColumn(pinColumn(defaultLayout(known), 'type'), 'code');
    expect(displayedParams(pinned)).toEqual(['code', 'type', 'name']);
    expect(moveColumn(pinned, 'code', 'name')).toBe(pinned);
    const alone = hideColumn(hideColumn(defaultLayout(known), 'code'), 'name');
    expect(hideColumn(alone, 'type')).toBe(alone);
    expect(placeColumns(pinned, () => 100)).toEqual([
      { param: 'code', width: 100, stickyLeft: 0 },
      { param: 'type', width: 100, stickyLeft: 100 },
      { param: 'name', width: 100, stickyLeft: undefined },
    ]);
  });

  it('a moved column lands where the header it was dragged over was', () => {
    const known = ['a', 'b', 'c', 'd'];
    expect(moveColumn(defaultLayout(known), 'a', 'c').order).toEqual(['b', 'c', 'a', 'd']);
    expect(moveColumn(defaultLayout(known), 'd', 'b').order).toEqual(['a', 'd', 'b', 'c']);
  });
});

/** Any query a link may carry: known and unknown params, repeated, in any order, in any of the layout's keys. */
const anyQuery = fc.record(
  {
    columns: fc.array(fc.constantFrom(...names, 'gone')).map((params) => params.join(',')),
    pinned: fc.array(fc.constantFrom(...names, 'gone')).map((params) => params.join(',')),
    hidden: fc.array(fc.constantFrom(...names, 'gone')).map((params) => params.join(',')),
    widths: fc.dictionary(fc.constantFrom(...names, 'gone'), fc.integer({ min: 0, max: 9999 }).map(String)),
  },
  { requiredKeys: [] },
);

/** Any saved columns, among them ones saved before a column was fixed (unpinned, moved, left out). */
const anySavedColumns: fc.Arbitrary<GridColumn[]> = fc.array(
  fc.record({
    param: fc.constantFrom(...names, 'gone'),
    width: fc.option(fc.integer({ min: 60, max: 800 })),
    fixed: fc.boolean(),
  }),
  { maxLength: 8 },
);

/** A layout as the grid first reads it: from a link, or from saved columns. */
const anyStart = fc.oneof(
  anyQuery.map((raw) => ({ kind: 'link' as const, raw })),
  anySavedColumns.map((columns) => ({ kind: 'saved' as const, columns })),
);

describe('§3 a declared fixed column stays fixed', () => {
  it('from any link or saved columns, after any steps, every fixed column is pinned, shown and drawn first, in declared order', () => {
    fc.assert(
      fc.property(columnSets, anyStart, fc.array(step, { maxLength: 30 }), (grid, start, steps) => {
        const { known, fixed } = grid;
        let layout =
          start.kind === 'link'
            ? layoutFromQuery(known, start.raw.columns?.split(','), start.raw, fixed)
            : layoutForGrid(known, start.columns, fixed);
        for (const move of [undefined, ...steps]) {
          if (move) layout = apply(grid, layout, move);
          expect(layout.fixed).toEqual(fixed);
          expect(fixed.every((param) => layout.pinned.includes(param))).toBe(true);
          expect(fixed.some((param) => layout.hidden.includes(param))).toBe(false);
          const placed = placeColumns(layout, declaredWidth);
          expect(placed.slice(0, fixed.length).map((column) => column.param)).toEqual(fixed);
          expect(placed.slice(0, fixed.length).every((column) => column.stickyLeft !== undefined)).toBe(true);
          // Saved with the flag; in a link, no pin of theirs is written (the grid pins them itself).
          const saved = layoutToViewColumns(layout).filter((column) => fixed.includes(column.param));
          expect(saved.map((column) => [column.param, column.fixed])).toEqual(
            fixed.map((param) => [param, true]),
          );
          const pinnedInLink = String(layoutToQueryObject(known, layout).pinned ?? '').split(',');
          expect(fixed.some((param) => pinnedInLink.includes(param))).toBe(false);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('the default layout pins them, leading the order in declared order, and writes nothing to the URL', () => {
    const known = ['code', 'name', 'type'];
    expect(defaultLayout(known, ['type', 'code'])).toEqual({
      order: ['code', 'type', 'name'],
      fixed: ['code', 'type'],
      pinned: ['code', 'type'],
      hidden: [],
      widths: {},
    });
    expect(layoutToQueryObject(known, defaultLayout(known, ['type']))).toEqual({});
    expect(defaultLayout(known, ['gone'])).toEqual(defaultLayout(known));
  });

  it('cannot be unpinned, hidden or moved; other columns pin after it and move behind it', () => {
    const known = ['code', 'name', 'type'];
    const layout = defaultLayout(known, ['code']);
    expect(unpinColumn(layout, 'code')).toBe(layout);
    expect(hideColumn(layout, 'code')).toBe(layout);
    expect(moveColumn(layout, 'code', 'type')).toBe(layout);
    const pinned = pinColumn(layout, 'type');
    expect(displayedParams(pinned)).toEqual(['code', 'type', 'name']);
    expect(displayedParams(unpinColumn(pinned, 'type'))).toEqual(['code', 'name', 'type']);
    expect(moveColumn(layout, 'type', 'name').order).toEqual(['code', 'type', 'name']);
    // The last column besides it can be hidden: the fixed one is still shown.
    expect(visibleParams(hideColumn(hideColumn(layout, 'name'), 'type'))).toEqual(['code']);
    expect(resizeColumn(layout, 'code', 200).widths).toEqual({ code: 200 });
  });

  it('the declared grids fix their identifying column', () => {
    expect(
      [countriesGrid, currenciesGrid, membersGrid, paymentsGrid].map((grid) => fixedColumnsOf(grid)),
    ).toEqual([['name'], ['code'], ['name'], ['id']]);
  });
});
