import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyView,
  changeGridState,
  favoritesBulkUpdate,
  isFormUnchanged,
  isViewModified,
  newSavedViewAttributes,
  nextViewPosition,
  parseFilterValueText,
  reorderedPositions,
  type SavedView,
  type SavedViewResource,
  savedViewFromResource,
  sortViewsForDisplay,
} from './index';
import { stringifyFilterValue } from './saved-view';

/** §3 client form -> response attributes (the inverse of savedViewFromResource). */
const savedViewToResource = (view: SavedView): SavedViewResource => ({
  id: view.id,
  owner: view.owner,
  attributes: {
    grid_code: view.gridId,
    name: view.name,
    description: view.description,
    access_scope: view.scope,
    created_at: view.createdAt,
    updated_at: view.updatedAt,
    filters: Object.entries(view.filter).map(([key, value]) => ({ key, value: stringifyFilterValue(value) })),
    is_favorite: view.favorite,
    position: view.index,
    sort: view.sort.map(({ param, direction }) => ({ property: param, direction })),
    table_columns: view.columns.map(({ param, index, width, fixed }) => ({
      property: param,
      position: index,
      width,
      fixed,
    })),
  },
});

const resource: SavedViewResource = {
  id: 'v1',
  owner: 'u1',
  attributes: {
    grid_code: 'payments',
    name: 'Paid in USD',
    description: null,
    access_scope: 'private',
    created_at: '2024-01-01T00:00:00Z',
    updated_at: '2024-01-02T00:00:00Z',
    filters: [
      { key: 'status', value: '"paid"' },
      { key: 'created_at', value: '{"type":"is-after","gte":"100"}' },
    ],
    is_favorite: true,
    position: 3,
    sort: [{ property: 'created_at', direction: 'desc' }],
    table_columns: [
      { property: 'amount', fixed: false, width: 120, position: 1 },
      { property: 'id', fixed: true, width: null, position: 0 },
    ],
  },
};
const view = savedViewFromResource(resource);

describe('§3 saved view mapping', () => {
  it('§3 response attributes -> client form', () => {
    expect(view).toEqual({
      id: 'v1',
      gridId: 'payments',
      name: 'Paid in USD',
      description: null,
      scope: 'private',
      favorite: true,
      index: 3,
      owner: 'u1',
      createdAt: '2024-01-01T00:00:00Z',
      updatedAt: '2024-01-02T00:00:00Z',
      sort: [{ param: 'created_at', direction: 'desc' }],
      columns: [
        { param: 'amount', index: 1, width: 120, fixed: false },
        { param: 'id', index: 0, width: null, fixed: true },
      ],
      filter: { status: 'paid', created_at: { type: 'is-after', gte: '100' } },
    });
    expect(savedViewToResource(view)).toEqual(resource);
  });

  it('§7 stored filter values are JSON text; bare legacy text is kept', () => {
    expect(parseFilterValueText('plain')).toBe('plain');
    expect(parseFilterValueText('5')).toBe('5');
    expect(parseFilterValueText('{"gte":1}')).toEqual({ gte: '1' });
    expect(parseFilterValueText('[1]')).toBe('1');
  });

  it('§3 client form -> attributes -> client form is lossless (property)', () => {
    const text = fc.string({ maxLength: 8 });
    const viewArb: fc.Arbitrary<SavedView> = fc.record({
      id: text,
      gridId: text,
      name: text,
      description: fc.option(text),
      scope: text,
      favorite: fc.boolean(),
      index: fc.nat(),
      owner: fc.option(text),
      createdAt: text,
      updatedAt: text,
      sort: fc.array(fc.record({ param: text, direction: fc.constantFrom('asc' as const, 'desc' as const) })),
      columns: fc.array(
        fc.record({ param: text, index: fc.nat(), width: fc.option(fc.nat()), fixed: fc.boolean() }),
      ),
      filter: fc.dictionary(
        text.filter((k) => k !== '__proto__'),
        fc.oneof(
          text,
          fc.dictionary(
            text.filter((k) => k !== '__proto__'),
            text,
          ),
        ),
      ),
    });
    fc.assert(
      fc.property(viewArb, (candidate) => {
        expect(savedViewFromResource(savedViewToResource(candidate))).toEqual(candidate);
      }),
    );
  });
});

describe('§4 saved views', () => {
  it('§4 picking a view applies its sort, filter and columns', () => {
    expect(applyView(view)).toEqual({
      sort: [{ param: 'created_at', direction: 'desc' }],
      filter: { status: 'paid', created_at: { type: 'is-after', gte: '100' } },
      columns: [
        { param: 'id', width: null, fixed: true },
        { param: 'amount', width: 120, fixed: false },
      ],
    });
    expect(isViewModified(view, applyView(view))).toBe(false);
  });

  it('§4 a later change that differs from the active view clears it', () => {
    const state = applyView(view);
    expect(changeGridState(view, state).activeViewId).toBe('v1');
    expect(changeGridState(view, { ...state, sort: [] }).activeViewId).toBeUndefined();
    expect(changeGridState(view, { ...state, filter: { status: 'new' } }).activeViewId).toBeUndefined();
    expect(
      changeGridState(view, { ...state, columns: [...state.columns].reverse() }).activeViewId,
    ).toBeUndefined();
    expect(changeGridState(undefined, state).activeViewId).toBeUndefined();
  });

  it('§4 unset filter values and missing column defaults do not count as a change', () => {
    const plain = { ...view, columns: [{ param: 'id', index: 0, width: null, fixed: false }] };
    const state = { ...applyView(plain), filter: { ...applyView(plain).filter, empty: '', none: {} } };
    expect(isViewModified(plain, { ...state, columns: [{ param: 'id' }] })).toBe(false);
  });

  it('§4 a new view gets position one above the highest, or 0', () => {
    expect(nextViewPosition([])).toBe(0);
    expect(nextViewPosition([{ index: 2 }, { index: 7 }, { index: 0 }])).toBe(8);
    const attributes = newSavedViewAttributes({
      gridCode: 'payments',
      name: 'Mine',
      scope: 'private',
      state: applyView(view),
      existing: [{ index: 3 }],
    });
    expect(attributes).toMatchObject({ is_favorite: true, position: 4, grid_code: 'payments' });
    expect(attributes).not.toHaveProperty('description');
    expect(attributes.filters).toContainEqual({ key: 'status', value: '"paid"' });
    expect(attributes.table_columns[0]).toEqual({ property: 'id', position: 0, width: null, fixed: true });
    expect(
      newSavedViewAttributes({
        gridCode: 'g',
        name: 'n',
        scope: 's',
        description: 'd',
        state: { sort: [], filter: {}, columns: [{ param: 'a' }] },
        existing: [],
      }),
    ).toMatchObject({ description: 'd', position: 0, table_columns: [{ width: null, fixed: false }] });
  });

  it('§4 reordering gives the first listed view the highest position', () => {
    expect(reorderedPositions(['c', 'a', 'b'])).toEqual([
      { id: 'c', position: 2 },
      { id: 'a', position: 1 },
      { id: 'b', position: 0 },
    ]);
    expect(favoritesBulkUpdate('payments', ['a'])).toEqual({
      type: 'bulk-update',
      attributes: { grid_code: 'payments', favorites: [{ id: 'a', position: 0 }] },
    });
    expect(sortViewsForDisplay([{ index: 1 }, { index: 5 }]).map((v) => v.index)).toEqual([5, 1]);
  });

  it('§4 reorder then display keeps the listed order (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string(), { maxLength: 20 }), (ids) => {
        const positioned = reorderedPositions(ids).map(({ id, position }) => ({ id, index: position }));
        expect(sortViewsForDisplay(positioned).map((v) => v.id)).toEqual(ids);
      }),
    );
  });

  it('§4 a form counts as unchanged when deep-equal to its initial copy', () => {
    expect(isFormUnchanged({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(isFormUnchanged({ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] })).toBe(false);
    expect(isFormUnchanged({ a: 1 }, { b: 1 } as never)).toBe(false);
    expect(isFormUnchanged({ a: 1 }, { a: 1, b: 2 } as never)).toBe(false);
    expect(isFormUnchanged([1], { 0: 1 } as never)).toBe(false);
    expect(isFormUnchanged([1], [1, 2])).toBe(false);
    expect(isFormUnchanged(new Date(1), new Date(1))).toBe(true);
    expect(isFormUnchanged<unknown>(new Date(1), { a: 1 })).toBe(false);
    expect(isFormUnchanged<unknown>(null, {})).toBe(false);
    expect(isFormUnchanged(Number.NaN, Number.NaN)).toBe(true);
  });
});
