import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currenciesGrid } from './grids/currencies-grid';
import {
  type GridViewState,
  parseQueryString,
  type SavedView,
  stringifyQuery,
  viewStateAttributes,
  viewStateDifferences,
  viewStateQuery,
} from './index';
import { lenientGridRequest } from './strict-request';
import { applyView } from './view-state';

/**
 * §4 what picking a view puts in the URL: its id as `view_id`, its sort, filters and columns, and no page (the
 * list starts again at the first page). A relative date filter stays its `preset`, so it moves with the calendar.
 */
const pickedViewQuery = (view: SavedView, knownColumns: ReadonlyArray<string>): Record<string, unknown> =>
  viewStateQuery(applyView(view), knownColumns, view.id);

const known = ['code', 'name', 'type', 'exponent'];
const state: GridViewState = {
  sort: [{ param: 'exponent', direction: 'desc' }],
  filter: { type: 'crypto,fiat', search: 'bit' },
  columns: [
    { param: 'type', width: null, fixed: true },
    { param: 'code', width: 140, fixed: false },
    { param: 'name' },
    { param: 'exponent' },
  ],
};

describe('§4 the view diff', () => {
  it('a deep-equal state differs in nothing, whatever the filter key order and missing defaults', () => {
    const same: GridViewState = {
      sort: [{ param: 'exponent', direction: 'desc' }],
      filter: { search: 'bit', type: 'crypto,fiat', vendor: '' },
      columns: [
        { param: 'type', fixed: true },
        { param: 'code', width: 140 },
        { param: 'name', width: null, fixed: false },
        { param: 'exponent' },
      ],
    };
    expect(viewStateDifferences(state, same)).toEqual([]);
  });

  it('names each part that differs', () => {
    expect(viewStateDifferences(state, { ...state, sort: [] })).toEqual(['sort']);
    expect(viewStateDifferences(state, { ...state, filter: { type: 'crypto' } })).toEqual(['filter']);
    expect(viewStateDifferences(state, { ...state, columns: [...state.columns].reverse() })).toEqual([
      'columns',
    ]);
    const unpinned = state.columns.map((column) => ({ ...column, fixed: false }));
    expect(viewStateDifferences(state, { sort: [], filter: {}, columns: unpinned })).toEqual([
      'sort',
      'filter',
      'columns',
    ]);
    const narrower = state.columns.map((column) => ({ ...column, width: 90 }));
    expect(viewStateDifferences(state, { ...state, columns: narrower })).toEqual(['columns']);
    // A hidden column is one absent from the list.
    expect(viewStateDifferences(state, { ...state, columns: state.columns.slice(1) })).toEqual(['columns']);
  });

  it('is symmetric and empty exactly when the states are equal (property)', () => {
    const column = fc.record({
      param: fc.constantFrom(...known),
      width: fc.option(fc.integer({ min: 20, max: 400 })),
      fixed: fc.boolean(),
    });
    const stateArb = fc.record({
      sort: fc.array(
        fc.record({
          param: fc.constantFrom(...known),
          direction: fc.constantFrom('asc' as const, 'desc' as const),
        }),
        { maxLength: 2 },
      ),
      filter: fc.dictionary(
        fc.constantFrom('type', 'search', 'vendor'),
        fc.string({ minLength: 1, maxLength: 4 }),
      ),
      columns: fc.array(column, { maxLength: 4 }),
    });
    fc.assert(
      fc.property(stateArb, stateArb, (a, b) => {
        expect(viewStateDifferences(a, b)).toEqual(viewStateDifferences(b, a));
        expect(viewStateDifferences(a, JSON.parse(JSON.stringify(a)) as GridViewState)).toEqual([]);
      }),
    );
  });
});

const view: SavedView = {
  id: '0b9e7c52-3c55-4b8f-a0e3-6f1f3b2f8a11',
  gridId: 'currencies',
  name: 'Crypto by exponent',
  description: null,
  scope: 'organization',
  favorite: true,
  index: 2,
  owner: 'u1',
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
  sort: [{ param: 'exponent', direction: 'desc' }],
  columns: [
    { param: 'code', index: 1, width: 140, fixed: false },
    { param: 'type', index: 0, width: null, fixed: true },
    { param: 'name', index: 2, width: null, fixed: false },
    { param: 'exponent', index: 3, width: null, fixed: false },
  ],
  filter: { type: 'crypto', search: 'bit', created: { preset: 'last-7-days' }, vendor: '' },
};

describe('§4 what picking a view puts in the URL', () => {
  it('its id, sort, set filters, column order, pins and widths, and no page', () => {
    expect(pickedViewQuery(view, known)).toEqual({
      view_id: view.id,
      sort: '-exponent',
      filter: { type: 'crypto', search: 'bit', created: { preset: 'last-7-days' } },
      columns: 'type,code,name,exponent',
      pinned: 'type',
      widths: { code: '140' },
    });
  });

  it('a relative date filter stays its preset: no dates are frozen into the URL', () => {
    const query = stringifyQuery(pickedViewQuery(view, known));
    expect(decodeURIComponent(query)).toContain('filter[created][preset]=last-7-days');
    expect(query).not.toMatch(/gte|lt%5D|\[lt\]/);
  });

  it('a view in the grid own column order writes no columns; a state without a view writes no view_id', () => {
    const plain = { ...state, columns: known.map((param) => ({ param })) };
    expect(viewStateQuery(plain, known)).toEqual({ sort: '-exponent', filter: state.filter });
  });

  it('the URL it writes reads back, through the grid codec, as the same request and view', () => {
    const currencyView: SavedView = { ...view, filter: { type: 'crypto', search: 'bit' } };
    const known = currenciesGrid.columns.map((column) => column.param);
    const query = stringifyQuery(pickedViewQuery(currencyView, known));
    const { request } = lenientGridRequest(currenciesGrid, parseQueryString(query));
    expect(request.viewId).toBe(view.id);
    expect(request.sort).toEqual(view.sort);
    expect(request.filter).toEqual({ type: 'crypto', search: 'bit' });
    expect(request.columns).toEqual(['type', 'code', 'name', 'exponent']);
  });
});

describe('§7 the attributes "Save changes" sends', () => {
  it('sort, columns with their positions, and only set filters, stringified', () => {
    expect(viewStateAttributes({ ...state, filter: { ...state.filter, vendor: '' } })).toEqual({
      sort: [{ property: 'exponent', direction: 'desc' }],
      table_columns: [
        { property: 'type', position: 0, width: null, fixed: true },
        { property: 'code', position: 1, width: 140, fixed: false },
        { property: 'name', position: 2, width: null, fixed: false },
        { property: 'exponent', position: 3, width: null, fixed: false },
      ],
      filters: [
        { key: 'type', value: '"crypto,fiat"' },
        { key: 'search', value: '"bit"' },
      ],
    });
  });
});
