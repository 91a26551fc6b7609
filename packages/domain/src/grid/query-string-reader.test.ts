import fc from 'fast-check';
import { parse } from 'qs';
import { describe, expect, it } from 'vitest';
import { QUERY_PARSE_OPTIONS } from './list-request';
import { stringifyQuery } from './query-string';
import { readQueryString } from './query-string-reader';

const qsParse = (query: string) => parse(query, QUERY_PARSE_OPTIONS);

/** A key as a URL may carry it: a name, then up to six bracket parts (one past §9's depth). */
const keyPart = fc.oneof(
  fc.constantFrom('[]', '[0]', '[1]', '[2]', '[19]', '[20]', '[25]', '[01]', '[-1]', '[ ]', '[]]', '[[a]'),
  fc.stringMatching(/^\[[a-z_.]{1,4}\]$/),
  fc.constantFrom('[toString]', '[__proto__]', '%5Bb%5D', '%5bc%5d', 'x', '[b'),
);
const keyName = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom('page', 'filter', 'sort', 'a', 'b') },
  { weight: 1, arbitrary: fc.constantFrom('', '0', '7', 'toString', '__proto__', 'a+b', 'a%20b', '%E0%A4') },
);
const key = fc
  .tuple(keyName, fc.array(keyPart, { maxLength: 6 }))
  .map(([name, parts]) => name + parts.join(''));
const value = fc.oneof(
  fc.constantFrom(
    '',
    'x',
    'y',
    'active',
    '-created_at,id',
    'a+b',
    '%20',
    '%E2%9C%93',
    '%E0%A4%A',
    '100%',
    '=',
    'a]=b',
  ),
  fc.string({ unit: 'grapheme', maxLength: 6 }).map(encodeURIComponent),
);
const parameter = fc.oneof(
  { weight: 8, arbitrary: fc.tuple(key, value).map(([name, text]) => `${name}=${text}`) },
  { weight: 1, arbitrary: key },
);
/** Bracket query strings within §9's limits: duplicates, clashes, empty parts and odd encodings included. */
const bracketQuery = fc
  .tuple(fc.boolean(), fc.array(parameter, { maxLength: 24 }))
  .map(([prefix, parameters]) => `${prefix ? '?' : ''}${parameters.join('&')}`);

/** Few keys, many parameters: values of one key meet, clash (text and object) and pass the array limit. */
const crowdedQuery = fc
  .array(
    fc.tuple(
      fc.constantFrom(
        'a',
        'a[]',
        'a[0]',
        'a[1]',
        'a[19]',
        'a[20]',
        'a[b]',
        'a[b][]',
        'a[b][c]',
        'a[0][b]',
        'a[][b]',
      ),
      fc.constantFrom('x', 'y', ''),
    ),
    { maxLength: 48 },
  )
  .map((parameters) => parameters.map(([name, text]) => `${name}=${text}`).join('&'));

/** Past the array limit on purpose: one list grown by many values, then met by text, an index or an object. */
const overfullQuery = fc
  .array(
    fc.oneof(
      { weight: 12, arbitrary: fc.constantFrom('a[]=x', 'a=x') },
      {
        weight: 1,
        arbitrary: fc.constantFrom('a[0]=y', 'a[25]=y', 'a[b]=y', 'a[]=', 'a[1][b]=y', 'a[][]=y'),
      },
    ),
    { minLength: 15, maxLength: 60 },
  )
  .map((parameters) => parameters.join('&'));

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

describe('§2 bracket query string read without qs', () => {
  it('§2 reads page, sort, filter and view as the grid writes them', () => {
    expect(
      readQueryString(
        '?page[size]=20&page[number]=2&sort=-created_at%2Cid&filter[status][0]=active&filter[status][1]=blocked&filter[amount][gte]=10&view_id=v1',
      ),
    ).toStrictEqual({
      page: { size: '20', number: '2' },
      sort: '-created_at,id',
      filter: { status: ['active', 'blocked'], amount: { gte: '10' } },
      view_id: 'v1',
    });
  });

  it('§9 query parsing limits: array limit 20, depth 5, parameter limit 1000, as qs', () => {
    const many = Array.from({ length: 30 }, (_, i) => `a[${i}]=x`).join('&');
    expect(Array.isArray(readQueryString(many).a)).toBe(false);
    expect(readQueryString(many)).toStrictEqual(qsParse(many));
    const deep = 'a[b][c][d][e][f][g][h]=1';
    expect(readQueryString(deep)).toStrictEqual(qsParse(deep));
    expect(JSON.stringify(readQueryString(deep))).toContain('[g][h]');
    const wide = Array.from({ length: 1200 }, (_, i) => `k${i}=1`).join('&');
    expect(Object.keys(readQueryString(wide))).toHaveLength(1000);
    const times = (count: number, parameter: string) =>
      Array.from({ length: count }, () => parameter).join('&');
    for (const past of [
      times(25, 'a=x'),
      `${times(20, 'a[]=x')}&a=y`,
      `${times(21, 'a[]=x')}&a[25]=y&a=z`,
      'a[b][c]=y&a[b]=x&a[b]x=z&a[b][5]=w&a[b]xx=v',
      'a[c]=w&a=x&a[5]=z&a[]=u',
    ]) {
      expect(readQueryString(past)).toStrictEqual(qsParse(past));
    }
  });

  it('§2 reads back whatever the grid writes (property)', () => {
    fc.assert(
      fc.property(gridState, (state) => {
        expect(readQueryString(stringifyQuery(state))).toStrictEqual(state);
      }),
      { numRuns: 500 },
    );
  });

  it('§2 reads any bracket query string as qs does, within §9 limits (property)', () => {
    fc.assert(
      fc.property(bracketQuery, (query) => {
        expect(readQueryString(query)).toStrictEqual(qsParse(query));
      }),
      { numRuns: 3000 },
    );
    fc.assert(
      fc.property(crowdedQuery, (query) => {
        expect(readQueryString(query)).toStrictEqual(qsParse(query));
      }),
      { numRuns: 3000 },
    );
  });

  it('§9 reads a list past the array limit as qs does (property)', () => {
    fc.assert(
      fc.property(overfullQuery, (query) => {
        expect(readQueryString(query)).toStrictEqual(qsParse(query));
      }),
      { numRuns: 1000 },
    );
  });
});
