import {
  type CheckedGridRequest,
  type FilterValue,
  type GridDeclaration,
  invertSort,
  type SortItem,
} from '@paygrid/domain';
import { matchesFilter } from '@paygrid/domain/grid/filter-oracle.test-support';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../test/database';
import type { GridSql } from './grid-sql';
import { keysetCondition, listGrid, readSize } from './list-grid';
import type { OrderKey } from './order-keys';

/** A grid with a filter of each of the eight types and a sort key of each type, over a table made here. */
const probeGrid: GridDeclaration = {
  code: 'probe',
  columns: [
    { param: 'label', labelKey: 'probe.label' },
    { param: 'amount', labelKey: 'probe.amount' },
  ],
  filters: [
    { key: 'search', type: 'search', labelKey: 'probe.search' },
    {
      key: 'kind',
      type: 'enumeration',
      labelKey: 'probe.kind',
      values: { kind: 'fixed', values: ['a', 'b', 'c'] },
    },
    {
      key: 'tags',
      type: 'multiple-enumeration',
      labelKey: 'probe.tags',
      values: { kind: 'fixed', values: ['red', 'green', 'blue'] },
    },
    { key: 'amount', type: 'number', labelKey: 'probe.amount' },
    { key: 'label', type: 'string', labelKey: 'probe.label' },
    { key: 'seen_at', type: 'unix-date', labelKey: 'probe.seen_at' },
    { key: 'active', type: 'boolean', labelKey: 'probe.active' },
    { key: 'big', type: 'toggle', labelKey: 'probe.big' },
  ],
  sorts: [
    { param: 'label', type: 'text' },
    { param: 'amount', type: 'integer' },
    { param: 'seen_at', type: 'timestamp' },
    { param: 'active', type: 'boolean' },
  ],
  defaultSort: [{ param: 'label', direction: 'asc' }],
  tieBreaker: { param: 'id', type: 'text' },
  paging: 'cursor',
};

type ProbeRow = {
  id: string;
  label: string;
  kind: string;
  tags: string[];
  amount: number;
  active: boolean;
  seen: number;
};

const probe = sql.identifier('grid_probe');
const column = (name: string) => sql`${probe}.${sql.identifier(name)}`;
const probeSql: GridSql<ProbeRow> = {
  declaration: probeGrid,
  from: sql`${probe}`,
  fields: {
    id: column('id'),
    label: column('label'),
    kind: column('kind'),
    tags: column('tags'),
    amount: column('amount'),
    active: column('active'),
    seen: sql`extract(epoch from ${column('seen_at')})::float8`,
  },
  sorts: {
    id: column('id'),
    label: column('label'),
    amount: column('amount'),
    seen_at: column('seen_at'),
    active: column('active'),
  },
  filters: {
    search: { searchColumns: [column('label')] },
    kind: { column: column('kind') },
    tags: { column: column('tags'), array: true },
    amount: { column: column('amount') },
    label: { column: column('label') },
    seen_at: { column: column('seen_at') },
    active: { column: column('active') },
    big: { condition: sql`${column('amount')} > 50` },
  },
  toRow: (record) => ({
    id: String(record.id),
    label: String(record.label),
    kind: String(record.kind),
    tags: record.tags as string[],
    amount: Number(record.amount),
    active: Boolean(record.active),
    seen: Number(record.seen),
  }),
};

const NOW = Date.parse('2026-03-30T09:00:00Z');
const ZONE = 'Europe/Kyiv';
const syllables = ['ka', 'ro', 'mi', 'lu', 'ta', 'ne', 'so'];
const rowArbitrary = (index: number) =>
  fc.record({
    id: fc.constant(`r${String(index).padStart(4, '0')}`),
    label: fc
      .array(fc.constantFrom(...syllables), { minLength: 1, maxLength: 3 })
      .chain((parts) => fc.constantFrom(parts.join(''), parts.join(' '))),
    kind: fc.constantFrom('a', 'b', 'c'),
    tags: fc.uniqueArray(fc.constantFrom('red', 'green', 'blue'), { maxLength: 3 }),
    amount: fc.integer({ min: 0, max: 100 }),
    active: fc.boolean(),
    // Whole seconds within 40 days before NOW, so presets and bounds both cut through the rows.
    seen: fc.integer({ min: 0, max: 40 * 86_400 }).map((ago) => Math.floor(NOW / 1000) - ago),
  });
const rows: ProbeRow[] = Array.from(
  { length: 240 },
  (_, index) => fc.sample(rowArbitrary(index), { numRuns: 1, seed: index })[0] as ProbeRow,
);

const filterArbitrary: fc.Arbitrary<Record<string, FilterValue>> = fc.record(
  {
    search: fc.constantFrom(...syllables, 'ka ro', 'MI', 'a'),
    kind: fc.constantFrom('a', 'b', 'c'),
    tags: fc.uniqueArray(fc.constantFrom('red', 'green', 'blue'), { minLength: 1, maxLength: 2 }),
    amount: fc.oneof(
      fc.integer({ min: 0, max: 100 }).map((eq) => ({ eq: String(eq) })),
      fc.record(
        {
          gte: fc.integer({ min: 0, max: 100 }).map(String),
          lte: fc.integer({ min: 0, max: 100 }).map(String),
        },
        { requiredKeys: [] },
      ),
    ),
    label: fc.constantFrom('ka', 'o m', 'lu', 'E'),
    seen_at: fc.oneof(
      fc
        .constantFrom(
          'today',
          'yesterday',
          'last-7-days',
          'last-30-days',
          'this-month',
          'last-month',
          'older-than-30-days',
        )
        .map((preset) => ({ type: 'between' as const, preset })),
      fc
        .integer({ min: 1, max: 40 })
        .map((days) => ({ type: 'is-after' as const, gte: Math.floor(NOW / 1000) - days * 86_400 })),
      fc
        .integer({ min: 1, max: 40 })
        .map((days) => ({ type: 'is-equal-to' as const, gte: Math.floor(NOW / 1000) - days * 86_400 })),
    ),
    active: fc.boolean(),
    big: fc.constant(true),
  },
  { requiredKeys: [] },
) as fc.Arbitrary<Record<string, FilterValue>>;

const sortArbitrary: fc.Arbitrary<SortItem[]> = fc
  .uniqueArray(fc.constantFrom('label', 'amount', 'seen_at', 'active'), { maxLength: 2 })
  .chain((params) =>
    fc.tuple(
      ...params.map((param) =>
        fc.constantFrom('asc', 'desc').map((direction) => ({ param, direction }) as SortItem),
      ),
    ),
  );

/** The plain-TypeScript reference: the domain's filter meanings, then the same order the SQL uses. */
function reference(filters: Record<string, FilterValue>, sort: SortItem[]): string[] {
  const context = { timeZone: ZONE, now: NOW };
  const fieldOf = (row: ProbeRow, key: string): unknown => {
    switch (key) {
      case 'search':
        return [row.label];
      case 'seen_at':
        return row.seen;
      case 'big':
        return row.amount > 50;
      default:
        return row[key as keyof ProbeRow];
    }
  };
  const kept = rows.filter((row) =>
    Object.entries(filters).every(([key, value]) => {
      const type = probeGrid.filters.find((filter) => filter.key === key)?.type ?? 'string';
      if (key === 'tags') return row.tags.some((tag) => (value as string[]).includes(tag));
      return matchesFilter(type, value as never, fieldOf(row, key), context);
    }),
  );
  const keys = [...(sort.length > 0 ? sort : probeGrid.defaultSort)];
  keys.push({ param: 'id', direction: keys[0]?.direction ?? 'asc' });
  const sortValue = (row: ProbeRow, param: string): string | number =>
    param === 'seen_at'
      ? row.seen
      : param === 'active'
        ? Number(row.active)
        : (row[param as keyof ProbeRow] as string | number);
  return kept
    .sort((left, right) => {
      for (const key of keys) {
        const a = sortValue(left, key.param);
        const b = sortValue(right, key.param);
        if (a !== b) return (a < b ? -1 : 1) * (key.direction === 'asc' ? 1 : -1);
      }
      return 0;
    })
    .map((row) => row.id);
}

let database: TestDatabase;
const request = (
  filters: Record<string, FilterValue>,
  sort: SortItem[],
  size: number,
  cursor: { after?: string; before?: string } = {},
): CheckedGridRequest => ({
  page: { kind: 'cursor', size, ...cursor },
  sort,
  filters,
});
const list = (checked: CheckedGridRequest) =>
  listGrid(database.db, probeSql, checked, { timeZone: ZONE, now: NOW });

beforeAll(async () => {
  database = await freshDatabase();
  await database.db.execute(sql`create table grid_probe (id text primary key, label text not null, kind text not null,
    tags text[] not null, amount integer not null, active boolean not null, seen_at timestamptz not null)`);
  for (const row of rows)
    await database.db.execute(sql`insert into grid_probe values (${row.id}, ${row.label}, ${row.kind},
      ${`{${row.tags.join(',')}}`}::text[], ${row.amount}, ${row.active}, to_timestamp(${row.seen}))`);
  await database.db.execute(
    sql`create table grid_probe_big as select g as n from generate_series(1, 12000) g`,
  );
  await database.db.execute(sql`analyze grid_probe_big`);
});
afterAll(() => database.close());

describe('the grid engine equals a plain-TypeScript reference over the same rows', () => {
  it('for every filter type and sort, walking forward with after cursors', async () => {
    await fc.assert(
      fc.asyncProperty(
        filterArbitrary,
        sortArbitrary,
        fc.integer({ min: 7, max: 60 }),
        async (filters, sort, size) => {
          const expected = reference(filters, sort);
          const seen: string[] = [];
          let after: string | undefined;
          let answer = await list(request(filters, sort, size));
          expect(answer.meta.page.total).toBe(expected.length);
          expect(answer.meta.page.total_estimated).toBe(false);
          for (;;) {
            seen.push(...answer.data.map((row) => row.id));
            after = answer.meta.page.after ?? undefined;
            if (!after) break;
            answer = await list(request(filters, sort, size, { after }));
          }
          expect(seen).toEqual(expected);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('walking back from the last page (the inverted sort) with before cursors gives every row once, in order', async () => {
    await fc.assert(
      fc.asyncProperty(
        filterArbitrary,
        sortArbitrary,
        fc.integer({ min: 5, max: 40 }),
        async (filters, sort, size) => {
          const expected = reference(filters, sort);
          // The client asks for the last page with the inverted sort, then follows `before`… in that order.
          const inverted = invertSort(sort.length > 0 ? sort : probeGrid.defaultSort);
          const pages: string[][] = [];
          let answer = await list(request(filters, inverted, size));
          pages.push(answer.data.map((row) => row.id));
          while (answer.meta.page.after) {
            const next = await list(request(filters, inverted, size, { after: answer.meta.page.after }));
            pages.push(next.data.map((row) => row.id));
            answer = next;
          }
          expect(pages.flat().reverse()).toEqual(expected);
        },
      ),
      { numRuns: 15 },
    );
  });

  it('before cursors walk back exactly over the pages after cursors walked', async () => {
    const sort: SortItem[] = [
      { param: 'seen_at', direction: 'desc' },
      { param: 'active', direction: 'asc' },
    ];
    const pages: Array<Awaited<ReturnType<typeof list>>> = [await list(request({}, sort, 17))];
    while (pages.at(-1)?.meta.page.after)
      pages.push(await list(request({}, sort, 17, { after: pages.at(-1)?.meta.page.after ?? '' })));
    for (let index = pages.length - 1; index > 0; index -= 1) {
      const before = pages[index]?.meta.page.before ?? '';
      const back = await list(request({}, sort, 17, { before }));
      expect(back.data.map((row) => row.id)).toEqual(pages[index - 1]?.data.map((row) => row.id));
    }
    expect(pages.flatMap((page) => page.data.map((row) => row.id))).toEqual(reference({}, sort));
  });

  // active has two values and amount about a hundred: most pages end inside a run of equal keys.
  it.each([
    ['asc', 'asc'],
    ['desc', 'desc'],
    ['asc', 'desc'],
    ['desc', 'asc'],
  ] as const)(
    'walks runs of tied keys (active %s, amount %s) both ways without losing or repeating a row',
    async (first, second) => {
      const sort: SortItem[] = [
        { param: 'active', direction: first },
        { param: 'amount', direction: second },
      ];
      const pages: Array<Awaited<ReturnType<typeof list>>> = [await list(request({}, sort, 9))];
      while (pages.at(-1)?.meta.page.after)
        pages.push(await list(request({}, sort, 9, { after: pages.at(-1)?.meta.page.after ?? '' })));
      expect(pages.flatMap((page) => page.data.map((row) => row.id))).toEqual(reference({}, sort));
      for (let index = pages.length - 1; index > 0; index -= 1) {
        const back = await list(request({}, sort, 9, { before: pages[index]?.meta.page.before ?? '' }));
        expect(back.data.map((row) => row.id)).toEqual(pages[index - 1]?.data.map((row) => row.id));
      }
    },
  );
});

describe('the keyset condition', () => {
  const dialect = new PgDialect();
  const key = (param: string, direction: 'asc' | 'desc'): OrderKey => ({
    param,
    type: param === 'amount' ? 'integer' : 'text',
    sql: column(param),
    direction,
  });
  const text = (keys: OrderKey[], forward: boolean) =>
    dialect.sqlToQuery(keysetCondition(keys, ['x', 'y'], forward)).sql;

  it('is one row comparison when every key runs the same way, so an index serves it as one range', () => {
    expect(text([key('amount', 'desc'), key('id', 'desc')], true)).toBe(
      '("grid_probe"."amount", "grid_probe"."id") < (cast($1 as bigint), cast($2 as text))',
    );
    // Walking back reads the other way.
    expect(text([key('amount', 'desc'), key('id', 'desc')], false)).toContain(') > (');
  });

  it('over mixed directions is the OR of the keys, bounded by the first key', () => {
    expect(text([key('amount', 'asc'), key('id', 'desc')], true)).toBe(
      '("grid_probe"."amount" >= cast($1 as bigint) and ("grid_probe"."amount" > cast($2 as bigint) or ("grid_probe"."amount" = cast($3 as bigint) and "grid_probe"."id" < cast($4 as text))))',
    );
  });
});

describe('capped totals', () => {
  const bigSql: GridSql<{ n: number }> = {
    declaration: {
      ...probeGrid,
      code: 'big',
      filters: [{ key: 'amount', type: 'number', labelKey: 'x' }],
      sorts: [],
      defaultSort: [],
      tieBreaker: { param: 'n', type: 'integer' },
    },
    from: sql`grid_probe_big`,
    fields: { n: sql`n` },
    sorts: { n: sql`n` },
    filters: { amount: { column: sql`n` } },
    toRow: (record) => ({ n: Number(record.n) }),
  };
  const big = (filters: Record<string, FilterValue>) =>
    listGrid(
      database.db,
      bigSql,
      { page: { kind: 'cursor', size: 10 }, sort: [], filters },
      { timeZone: ZONE },
    );

  it('beyond 10,001 rows the total is the planner’s estimate, and says so', async () => {
    const answer = await big({});
    expect(answer.meta.page.total_estimated).toBe(true);
    expect(answer.meta.page.total).toBeGreaterThanOrEqual(10_001);
    expect(answer.meta.page.total).toBeLessThan(20_000);
  });

  it('at or under the cap the total is exact', async () => {
    expect((await big({ amount: { lte: '10000' } })).meta.page).toMatchObject({
      total: 10_000,
      total_estimated: false,
    });
    expect((await big({ amount: { lte: '10001' } })).meta.page.total_estimated).toBe(true);
  });

  it('an estimate ten times the cap is answered without counting a row', async () => {
    await database.db.execute(
      sql`create table grid_probe_huge as select g as n from generate_series(1, 150000) g`,
    );
    await database.db.execute(sql`analyze grid_probe_huge`);
    const ran: string[] = [];
    const watched = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property !== 'execute') return Reflect.get(target, property, receiver);
        return (query: Parameters<typeof target.execute>[0]) => {
          ran.push(new PgDialect().sqlToQuery(query as SQL).sql);
          return target.execute(query);
        };
      },
    });
    const answer = await listGrid(
      watched,
      { ...bigSql, from: sql`grid_probe_huge` },
      { page: { kind: 'cursor', size: 10 }, sort: [], filters: {} },
      { timeZone: ZONE },
    );
    expect(answer.meta.page).toMatchObject({ total_estimated: true });
    expect(answer.meta.page.total).toBeGreaterThan(100_010);
    expect(ran.some((text) => text.includes('count('))).toBe(false);
    // Narrowed below ten times the cap, the rows are counted again.
    ran.length = 0;
    await listGrid(
      watched,
      { ...bigSql, from: sql`grid_probe_huge` },
      { page: { kind: 'cursor', size: 10 }, sort: [], filters: { amount: { lte: '5000' } } },
      { timeZone: ZONE },
    );
    expect(ran.some((text) => text.includes('count('))).toBe(true);
  });
});

describe('readSize (ADR 0081)', () => {
  it('reads a page size as the next of 10, 20, 50 and 100, never fewer rows than asked', () => {
    expect([1, 10, 11, 20, 21, 50, 51, 100].map(readSize)).toEqual([10, 10, 20, 20, 50, 50, 100, 100]);
    for (let size = 1; size <= 100; size += 1) expect(readSize(size)).toBeGreaterThanOrEqual(size);
  });
});
