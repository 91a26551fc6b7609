import { currenciesGrid } from '@paygrid/domain/grid/grids/currencies-grid';
import { describe, expect, it } from 'vitest';
import { type GridQueryReading, keepUnchanged, readGridQuery } from './grid-query-reading';

const columns = currenciesGrid.columns.map((column) => column.param);
const read = (query: string) => readGridQuery(query, currenciesGrid, columns, undefined);
/** Reads the queries one after another, as the grid's hook does while the reader clicks. */
function readInTurn(...queries: string[]): GridQueryReading[] {
  const readings: GridQueryReading[] = [];
  for (const query of queries) {
    const last = readings.at(-1);
    readings.push(last ? keepUnchanged(last, read(query)) : read(query));
  }
  return readings;
}

describe('the grid query read in turn: what a click leaves as it was stays the same object', () => {
  it('a sort keeps the filters and the layout (the filter bar and the header cells are not drawn again)', () => {
    const [before, after] = readInTurn(
      'filter[type]=fiat&hidden=vendor&sort=code',
      'filter[type]=fiat&hidden=vendor&sort=-code',
    );
    expect(after?.sort).toEqual([{ param: 'code', direction: 'desc' }]);
    expect(after?.filters).toBe(before?.filters);
    expect(after?.layout).toBe(before?.layout);
  });

  it('a filter changed gives new filters and keeps the layout; a column hidden gives a new layout', () => {
    const [first, filtered, hidden] = readInTurn(
      'filter[type]=fiat',
      'filter[type]=crypto',
      'filter[type]=crypto&hidden=vendor',
    );
    expect(filtered?.filters).not.toBe(first?.filters);
    expect(filtered?.filters).toEqual({ type: ['crypto'] });
    expect(filtered?.layout).toBe(first?.layout);
    expect(hidden?.filters).toBe(filtered?.filters);
    expect(hidden?.layout).not.toBe(filtered?.layout);
    expect(hidden?.layout.hidden).toEqual(['vendor']);
  });

  it('changes nothing else: the kept reading equals a fresh one', () => {
    const [, kept] = readInTurn('filter[type]=fiat&sort=code', 'filter[type]=fiat&sort=name&page[size]=50');
    expect(kept).toEqual(read('filter[type]=fiat&sort=name&page[size]=50'));
  });
});

describe('the grid query read with the declaration’s fixed columns (SPEC §3)', () => {
  it('the fixed Code is pinned, shown and first whatever the link says', () => {
    const { layout, serverQuery } = read('columns=name,code&hidden=code,vendor&pinned=type');
    expect(layout.fixed).toEqual(['code']);
    expect(layout.order.slice(0, 2)).toEqual(['code', 'name']);
    expect(layout.pinned).toEqual(['code', 'type']);
    expect(layout.hidden).toEqual(['vendor']);
    expect(decodeURIComponent(serverQuery)).toMatch(/columns=code,/);
  });
});
