import fc from 'fast-check';
import { stringify } from 'qs';
import { describe, expect, it } from 'vitest';
import { parseQueryString } from './list-request';
import { stringifyQuery } from './query-string';

const qsStringify = (value: Record<string, unknown>) =>
  stringify(value, { encodeValuesOnly: true, skipNulls: true, arrayFormat: 'indices' });

/** What the browser writes: nested names and lists (at most 20 items, §9) of text, nothing empty. */
const { tree } = fc.letrec<{ tree: unknown }>((tie) => ({
  tree: fc.oneof(
    { depthSize: 'small', maxDepth: 4 },
    fc.string({ unit: 'grapheme', maxLength: 8 }),
    fc.array(tie('tree'), { minLength: 1, maxLength: 20 }),
    fc.dictionary(fc.stringMatching(/^[a-z_]{1,8}$/), tie('tree'), {
      minKeys: 1,
      maxKeys: 3,
      noNullPrototype: true,
    }),
  ),
}));
const gridState = fc.dictionary(fc.stringMatching(/^[a-z_]{1,8}$/), tree, {
  maxKeys: 4,
  noNullPrototype: true,
});

describe('§7 bracket query string written without qs', () => {
  it('§7 page, sort and filter in bracket format, values encoded, keys as they are', () => {
    expect(
      stringifyQuery({
        page: { size: '20', number: '2' },
        sort: '-created_at,id',
        filter: { status: ['active', 'blocked'], name: "O'Neil & (co)*!", empty: null, gone: undefined },
      }),
    ).toBe(
      'page[size]=20&page[number]=2&sort=-created_at%2Cid&filter[status][0]=active&filter[status][1]=blocked&filter[name]=O%27Neil%20%26%20%28co%29%2A%21',
    );
  });

  it('§7 writes what qs writes for any nested value (property)', () => {
    const leaf = fc.oneof(
      fc.string({ unit: 'grapheme' }),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.constant(undefined),
    );
    const { tree } = fc.letrec<{ tree: unknown }>((tie) => ({
      tree: fc.oneof(
        { depthSize: 'small' },
        leaf,
        fc.array(tie('tree'), { maxLength: 3 }),
        fc.dictionary(fc.stringMatching(/^[a-z_]{1,8}$/), tie('tree'), { maxKeys: 3 }),
      ),
    }));
    fc.assert(
      fc.property(fc.dictionary(fc.stringMatching(/^[a-z_]{1,8}$/), tree, { maxKeys: 4 }), (value) => {
        expect(stringifyQuery(value)).toBe(qsStringify(value));
      }),
      { numRuns: 500 },
    );
  });

  it('§2 reads page, sort, filter and view as the grid writes them', () => {
    expect(
      parseQueryString(
        '?page[size]=20&page[number]=2&sort=-created_at%2Cid&filter[status][0]=active&filter[status][1]=blocked&filter[amount][gte]=10&view_id=v1',
      ),
    ).toStrictEqual({
      page: { size: '20', number: '2' },
      sort: '-created_at,id',
      filter: { status: ['active', 'blocked'], amount: { gte: '10' } },
      view_id: 'v1',
    });
  });

  it('§2 what the grid writes reads back the same, with §9 limits (property)', () => {
    fc.assert(
      fc.property(gridState, (state) => {
        expect(parseQueryString(stringifyQuery(state))).toStrictEqual(state);
      }),
      { numRuns: 500 },
    );
  });
});
