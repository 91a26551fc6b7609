import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
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

const columnSets = fc.uniqueArray(
  fc.constantFrom('code', 'name', 'type', 'vendor', 'parent', 'symbol', 'id'),
  {
    minLength: 1,
    maxLength: 7,
  },
);

/** A step on a layout; a reload reads the layout back from the URL or from the saved columns. */
const apply = (known: string[], layout: GridLayout, move: Step): GridLayout => {
  const param = (at: number) => known[at % known.length] as string;
  switch (move.kind) {
    case 'reset':
      return defaultLayout(known);
    case 'reload-link': {
      const query = parseQueryString(stringifyQuery(layoutToQueryObject(known, layout)));
      const columns = typeof query.columns === 'string' ? query.columns.split(',') : undefined;
      return layoutFromQuery(known, columns, query);
    }
    case 'reload-saved':
      return layoutForGrid(known, layoutToViewColumns(layout));
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
      fc.property(columnSets, fc.array(step, { maxLength: 30 }), (known, steps) => {
        let reloaded = defaultLayout(known);
        let kept = defaultLayout(known);
        for (const move of steps) {
          reloaded = apply(known, reloaded, move);
          if (!isReload(move)) kept = apply(known, kept, move);
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
      fc.property(columnSets, fc.array(step, { maxLength: 20 }), fc.nat(20), (known, steps, at) => {
        const layout = steps.reduce((current, move) => apply(known, current, move), defaultLayout(known));
        const param = known[at % known.length] as string;
        if (layout.pinned.includes(param)) return;
        const unpinnedAgain = unpinColumn(pinColumn(layout, param), param);
        expect(displayedParams(unpinnedAgain)).toEqual(displayedParams(layout));
        expect(apply(known, layout, { kind: 'reset' })).toEqual(defaultLayout(known));
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
