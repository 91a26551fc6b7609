import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_GRID_PAGE_SIZE,
  type GridListRequest,
  gridRequestFromQuery,
  gridRequestToQuery,
  invertSort,
  parseColumns,
  parseQueryString,
  parseSort,
  type SortItem,
  serializeSort,
  serverListRequest,
} from './index';

const param = fc.stringMatching(/^[a-z][a-z_]{0,10}$/);
const sortArb = fc.array(fc.record({ param, direction: fc.constantFrom('asc' as const, 'desc' as const) }), {
  maxLength: 4,
});

describe('§7 sort', () => {
  it('§7 sort is comma-separated; a minus prefix means descending', () => {
    expect(parseSort('-created_at,name')).toEqual([
      { param: 'created_at', direction: 'desc' },
      { param: 'name', direction: 'asc' },
    ]);
    expect(parseSort(' , -,amount')).toEqual([{ param: 'amount', direction: 'asc' }]);
    expect(parseSort(undefined)).toEqual([]);
    expect(
      serializeSort([
        { param: 'a', direction: 'desc' },
        { param: 'b', direction: 'asc' },
      ]),
    ).toBe('-a,b');
  });

  it('§7 sort: parse(serialize(sort)) = sort (property)', () => {
    fc.assert(
      fc.property(sortArb, (sort) => {
        expect(parseSort(serializeSort(sort))).toEqual(sort);
      }),
    );
  });

  it('§4 inverting a sort twice gives it back (property)', () => {
    fc.assert(
      fc.property(sortArb, (sort: SortItem[]) => {
        expect(invertSort(invertSort(sort))).toEqual(sort);
      }),
    );
  });
});

describe('§3 table columns', () => {
  it('§3 columns: params in order, blanks and repeats dropped', () => {
    expect(parseColumns('a, b,,a')).toEqual(['a', 'b']);
    expect(parseColumns(undefined)).toEqual([]);
  });
});

describe('§7 grid list request <-> bracket query string', () => {
  it('§7 the request carries page, sort, filter, view_id and columns in bracket format', () => {
    const query = gridRequestToQuery({
      page: { kind: 'number', size: 20, number: 3 },
      sort: [{ param: 'created_at', direction: 'desc' }],
      filter: { status: 'paid', amount: { gte: '1', lte: '9' } },
      viewId: 'v1',
      columns: ['id', 'amount'],
    });
    expect(decodeURIComponent(query)).toBe(
      'page[size]=20&page[number]=3&sort=-created_at&filter[status]=paid&filter[amount][gte]=1&filter[amount][lte]=9&view_id=v1&columns=id,amount',
    );
  });

  it('§7 cursor pages carry before or after', () => {
    expect(
      decodeURIComponent(
        gridRequestToQuery({ page: { kind: 'cursor', size: 10, after: 'abc' }, sort: [], filter: {} }),
      ),
    ).toBe('page[size]=10&page[after]=abc');
    expect(
      gridRequestFromQuery('page[before]=x&page[after]=y&page[reversed]=1', { paging: 'cursor' }).page,
    ).toEqual({ kind: 'cursor', size: DEFAULT_GRID_PAGE_SIZE, before: 'x', reversed: true });
  });

  it('§9 defaults: page size 20, page 1; broken values fall back', () => {
    expect(gridRequestFromQuery('')).toEqual({
      page: { kind: 'number', size: 20, number: 1 },
      sort: [],
      filter: {},
    });
    expect(gridRequestFromQuery('?page[size]=0&page[number]=-2&sort[a]=1&view_id=').page).toEqual({
      kind: 'number',
      size: 20,
      number: 1,
    });
    expect(gridRequestFromQuery('page[size]=5000').page.size).toBe(100);
    expect(gridRequestFromQuery('page=1&filter=x').filter).toEqual({});
    expect(gridRequestFromQuery('filter[a]=&filter[b][gte]=&filter[c][x][y]=1&filter[d]=1').filter).toEqual({
      d: '1',
    });
    expect(
      gridRequestFromQuery({ page: { size: '7' } }, { paging: 'number', defaultSize: 50 }).page.size,
    ).toBe(7);
  });

  it('§9 query parsing limits: array limit 20, depth 5, parameter limit 1000', () => {
    const many = Array.from({ length: 30 }, (_, i) => `a[${i}]=x`).join('&');
    expect(Array.isArray(parseQueryString(many).a)).toBe(false);
    const deep = parseQueryString('a[b][c][d][e][f][g][h]=1');
    expect(JSON.stringify(deep)).toContain('[g][h]');
    const wide = Array.from({ length: 1200 }, (_, i) => `k${i}=1`).join('&');
    expect(Object.keys(parseQueryString(wide))).toHaveLength(1000);
  });

  it('§4 a reversed cursor page asks the server for the last page in the grid sort (ADR 0041)', () => {
    const request: GridListRequest = {
      page: { kind: 'cursor', size: 20, reversed: true },
      sort: [{ param: 'id', direction: 'asc' }],
      filter: {},
      columns: ['id'],
    };
    expect(gridRequestToQuery(serverListRequest(request, ['id']))).toBe(
      'page[size]=20&page[reversed]=1&sort=id&columns=id',
    );
  });

  it('§7 the server is asked the view and the shown columns, in the order given, and never widths or pins', () => {
    const request: GridListRequest = {
      page: { kind: 'number', size: 20, number: 2 },
      sort: [{ param: 'name', direction: 'desc' }],
      filter: { continent: 'EU' },
      viewId: '0b9e5a9c-3d43-4a5e-9c55-2a5b7b0b1c11',
      columns: ['code', 'name'],
    };
    expect(decodeURIComponent(gridRequestToQuery(serverListRequest(request, ['name', 'code'])))).toBe(
      'page[size]=20&page[number]=2&sort=-name&filter[continent]=EU&view_id=0b9e5a9c-3d43-4a5e-9c55-2a5b7b0b1c11&columns=name,code',
    );
    const { viewId: _none, ...withoutView } = request;
    expect(gridRequestToQuery(serverListRequest(withoutView, []))).not.toContain('view_id');
  });

  it('§7 request -> query string -> request round trip (property)', () => {
    const text = fc.stringMatching(/^[\w .,:-]{1,12}$/).filter((s) => s.trim() !== '' && !s.includes(','));
    const filterArb = fc.dictionary(
      param,
      fc.oneof(text, fc.dictionary(fc.constantFrom('gte', 'lte', 'lt', 'type'), text, { minKeys: 1 })),
    );
    const pageArb = fc.oneof(
      fc.record({
        kind: fc.constant('number' as const),
        size: fc.integer({ min: 1, max: 100 }),
        number: fc.integer({ min: 1, max: 1e6 }),
      }),
      fc.record(
        {
          kind: fc.constant('cursor' as const),
          size: fc.integer({ min: 1, max: 100 }),
          after: text,
          reversed: fc.constant(true),
        },
        { requiredKeys: ['kind', 'size'] },
      ),
    );
    const requestArb = fc.record(
      {
        page: pageArb,
        sort: sortArb,
        filter: filterArb,
        viewId: text,
        columns: fc.uniqueArray(param, { maxLength: 5 }),
      },
      { requiredKeys: ['page', 'sort', 'filter'] },
    );
    fc.assert(
      fc.property(requestArb, (request) => {
        const back = gridRequestFromQuery(gridRequestToQuery(request as GridListRequest), {
          paging: request.page.kind,
        });
        expect(back).toEqual(request);
      }),
    );
  });
});
