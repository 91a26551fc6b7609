import { describe, expect, it } from 'vitest';
import { layoutForGrid, layoutToViewColumns, viewColumnsToLayout } from './view-columns';

describe('layout <-> saved column entries', () => {
  it('keeps order, widths and pins both ways', () => {
    const layout = { order: ['type', 'code', 'name'], pinned: ['type'], hidden: [], widths: { code: 140 } };
    const columns = layoutToViewColumns(layout);
    expect(columns).toEqual([
      { param: 'type', width: null, fixed: true },
      { param: 'code', width: 140, fixed: false },
      { param: 'name', width: null, fixed: false },
    ]);
    expect(viewColumnsToLayout(columns)).toEqual(layout);
  });

  it('lists pinned columns first, in the order they were pinned', () => {
    const layout = { order: ['code', 'name', 'type'], pinned: ['type', 'name'], hidden: [], widths: {} };
    expect(layoutToViewColumns(layout).map((column) => column.param)).toEqual(['type', 'name', 'code']);
    expect(viewColumnsToLayout(layoutToViewColumns(layout)).pinned).toEqual(['type', 'name']);
  });

  it('fits saved entries to the grid: unknown columns out, new ones appended', () => {
    expect(
      layoutForGrid(
        ['code', 'name', 'type'],
        [
          { param: 'gone', width: 90, fixed: true },
          { param: 'type', width: 100, fixed: true },
        ],
      ),
    ).toEqual({
      order: ['type', 'code', 'name'],
      pinned: ['type'],
      hidden: ['code', 'name'],
      widths: { type: 100 },
    });
  });

  it('leaves hidden columns out of the entries and hides what the entries leave out', () => {
    const layout = { order: ['code', 'name', 'type'], pinned: [], hidden: ['name'], widths: {} };
    const columns = layoutToViewColumns(layout);
    expect(columns.map((column) => column.param)).toEqual(['code', 'type']);
    expect(layoutForGrid(['code', 'name', 'type'], columns)).toMatchObject({
      order: ['code', 'type', 'name'],
      hidden: ['name'],
    });
  });
});
