import { describe, expect, it } from 'vitest';
import { defaultLayout } from './column-layout';
import { layoutForGrid, layoutToViewColumns } from './saved-layout';

const known = ['code', 'name', 'type'];

describe("§4 layout <-> saved column entries (a saved view, the reader's saved columns)", () => {
  it('keeps order, widths and pins both ways', () => {
    const layout = {
      order: ['type', 'code', 'name'],
      fixed: [],
      pinned: ['type'],
      hidden: [],
      widths: { code: 140 },
    };
    const columns = layoutToViewColumns(layout);
    expect(columns).toEqual([
      { param: 'type', width: null, fixed: true },
      { param: 'code', width: 140, fixed: false },
      { param: 'name', width: null, fixed: false },
    ]);
    expect(layoutForGrid(known, columns)).toEqual(layout);
  });

  it('keeps a pinned column at its place in the order, so it unpins to where it was', () => {
    const layout = {
      order: ['code', 'name', 'type'],
      fixed: [],
      pinned: ['name', 'type'],
      hidden: [],
      widths: {},
    };
    expect(layoutToViewColumns(layout).map((column) => column.param)).toEqual(['code', 'name', 'type']);
    expect(layoutForGrid(known, layoutToViewColumns(layout))).toEqual(layout);
  });

  it('fits saved entries to the grid: unknown columns out, new ones appended', () => {
    expect(
      layoutForGrid(known, [
        { param: 'gone', width: 90, fixed: true },
        { param: 'type', width: 100, fixed: true },
      ]),
    ).toEqual({
      order: ['type', 'code', 'name'],
      fixed: [],
      pinned: ['type'],
      hidden: ['code', 'name'],
      widths: { type: 100 },
    });
  });

  it('leaves hidden columns out of the entries and hides what the entries leave out', () => {
    const layout = { order: ['code', 'name', 'type'], fixed: [], pinned: [], hidden: ['name'], widths: {} };
    const columns = layoutToViewColumns(layout);
    expect(columns.map((column) => column.param)).toEqual(['code', 'type']);
    expect(layoutForGrid(known, columns)).toMatchObject({
      order: ['code', 'type', 'name'],
      hidden: ['name'],
    });
  });

  it('a declared fixed column is saved pinned, and read back pinned, shown and first from a layout saved before', () => {
    expect(layoutToViewColumns(defaultLayout(known, ['code']))).toEqual([
      { param: 'code', width: null, fixed: true },
      { param: 'name', width: null, fixed: false },
      { param: 'type', width: null, fixed: false },
    ]);
    // Saved before Code was fixed: after Name, unpinned.
    expect(
      layoutForGrid(
        known,
        [
          { param: 'name', width: 200, fixed: true },
          { param: 'code', width: 90, fixed: false },
        ],
        ['code'],
      ),
    ).toEqual({
      order: ['code', 'name', 'type'],
      fixed: ['code'],
      pinned: ['code', 'name'],
      hidden: ['type'],
      widths: { name: 200, code: 90 },
    });
    // Saved hidden (left out): shown again.
    expect(layoutForGrid(known, [{ param: 'name', width: null, fixed: false }], ['code'])).toMatchObject({
      order: ['code', 'name', 'type'],
      pinned: ['code'],
      hidden: ['type'],
    });
  });
});
