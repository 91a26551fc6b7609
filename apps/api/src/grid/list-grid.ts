import { GRID_PAGE_SIZES } from '@paygrid/contracts/user/grid-page-sizes';
import {
  type CheckedGridRequest,
  cursorPagingData,
  fieldsOfColumns,
  type GridPagingData,
  numberPagingData,
  type SortValueType,
} from '@paygrid/domain';
import { and, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { literalLimit } from '../db/literal-limit';
import { queryRows } from '../db/rows';
import { cappedTotal } from './capped-total';
import { decodeCursor, encodeCursor } from './cursor';
import { filterCondition } from './filter-sql';
import type { GridSql } from './grid-sql';
import { invertKeys, type OrderKey, orderKeys, signatureOf } from './order-keys';
import { renderedPerKey } from './rendered-once';

export type GridAnswer<Row> = { data: Row[]; meta: { page: GridPagingData } };

export type GridListOptions = {
  timeZone: string;
  /** Narrows the rows first, e.g. to one organisation. */
  scope?: SQL | undefined;
  /** Resolves date presets; the clock when absent. */
  now?: number;
  /** The reader's interface language: sorts by a displayed name follow its alphabet. */
  locale?: string;
};

const CASTS: Record<SortValueType, SQL> = {
  text: sql`text`,
  integer: sql`bigint`,
  timestamp: sql`timestamptz`,
  boolean: sql`boolean`,
};
const typed = (key: OrderKey, value: unknown) => sql`cast(${value} as ${CASTS[key.type]})`;

/**
 * The row count a page's statement is written with (ADR 0081): any page size reads as the next of the console's own
 * sizes and the extra rows are dropped, so each grid keeps a few statements on a connection rather than one per size.
 * @internal Exported for tests only.
 */
export const readSize = (size: number): number => GRID_PAGE_SIZES.find((read) => read >= size) ?? size;

/**
 * Rows strictly after (or before) the cursor in the given order. When every key runs the same way it is one row
 * comparison, `(a, b) < ($1, $2)`, which PostgreSQL reads as a single index range (an OR over the keys is not, and
 * a page deep in a million rows scanned to it). The two are equal even where a key is null: the comparison stops at
 * the first unequal or null pair, as the OR does. Mixed directions keep the OR, bounded by the first key so the
 * index still seeks to the cursor.
 * @internal Exported for tests only.
 */
export function keysetCondition(keys: ReadonlyArray<OrderKey>, values: unknown[], forward: boolean): SQL {
  const ascending = keys.map((key) => (key.direction === 'asc') === forward);
  const beyond = (index: number, strict: boolean) => {
    const key = keys[index] as OrderKey;
    const value = typed(key, values[index]);
    if (ascending[index]) return strict ? sql`${key.sql} > ${value}` : sql`${key.sql} >= ${value}`;
    return strict ? sql`${key.sql} < ${value}` : sql`${key.sql} <= ${value}`;
  };
  if (ascending.every((way) => way === ascending[0])) {
    if (keys.length === 1) return beyond(0, true);
    const row = (items: SQL[]) => sql`(${sql.join(items, sql`, `)})`;
    const columns = row(keys.map((key) => sql`${key.sql}`));
    const cursor = row(keys.map((key, index) => typed(key, values[index])));
    return ascending[0] ? sql`${columns} > ${cursor}` : sql`${columns} < ${cursor}`;
  }
  const branches = keys.map((_, index) => {
    const equalBefore = keys
      .slice(0, index)
      .map((earlier, position) => sql`${earlier.sql} = ${typed(earlier, values[position])}`);
    return and(...equalBefore, beyond(index, true)) as SQL;
  });
  return and(beyond(0, false), or(...branches)) as SQL;
}

/**
 * The grid's fragments that never change between requests (select list, FROM, ORDER BY), rendered once each. A sort
 * fragment depends on the keys in their directions and, for keys ordered by a language, on that language.
 */
const rendered = renderedPerKey<GridSql<unknown>>();
const sortKeyOf = (keys: ReadonlyArray<OrderKey>, locale: string) => `${signatureOf(keys)}\u0000${locale}`;

export const orderBy = <Row>(grid: GridSql<Row>, keys: ReadonlyArray<OrderKey>, locale = ''): SQL =>
  rendered(grid, `order\u0000${sortKeyOf(keys, locale)}`, () =>
    sql.join(
      keys.map((key) => (key.direction === 'asc' ? sql`${key.sql} asc` : sql`${key.sql} desc`)),
      sql`, `,
    ),
  );

/** The select list: every field by its name, then the sort keys as __k0… */
export function selectList<Row>(grid: GridSql<Row>, keys: ReadonlyArray<OrderKey> = [], locale = ''): SQL {
  const fields = rendered(grid, 'fields', () =>
    sql.join(
      Object.entries(grid.fields).map(([name, expression]) => sql`${expression} as ${sql.identifier(name)}`),
      sql`, `,
    ),
  );
  if (keys.length === 0) return fields;
  const cursorKeys = rendered(grid, `keys\u0000${sortKeyOf(keys, locale)}`, () =>
    sql.join(
      keys.map((key, index) => sql`${cursorKey(key)} as ${sql.identifier(`__k${index}`)}`),
      sql`, `,
    ),
  );
  return sql`${fields}, ${cursorKeys}`;
}

export const fromOf = <Row>(grid: GridSql<Row>): SQL => rendered(grid, 'from', () => grid.from);

/** The WHERE of a request: the scope and every set filter. */
export const whereOf = <Row>(grid: GridSql<Row>, request: CheckedGridRequest, options: GridListOptions) =>
  and(
    options.scope,
    filterCondition(grid.declaration, grid.filters, request.filters, {
      timeZone: options.timeZone,
      now: options.now ?? Date.now(),
    }),
  );

/** A request's row count: exact up to the cap and estimated past it (the list's and the payments summary's). */
export async function gridTotal<Row>(
  db: Db,
  grid: GridSql<Row>,
  request: CheckedGridRequest,
  options: GridListOptions,
): Promise<{ total: number; estimated: boolean }> {
  return cappedTotal(db, fromOf(grid), whereOf(grid, request, options));
}

/** Keeps only the attributes of the chosen columns (§7 `columns`). */
function keepColumns<Row>(grid: GridSql<Row>, row: Row, columns: ReadonlyArray<string> | undefined): Row {
  if (!columns) return row;
  const fields = new Set(fieldsOfColumns(grid.declaration, columns));
  const resource = row as Row & { attributes?: Record<string, unknown> };
  if (!resource.attributes) return row;
  return {
    ...resource,
    attributes: Object.fromEntries(Object.entries(resource.attributes).filter(([name]) => fields.has(name))),
  };
}

/**
 * One page of a grid (SPEC §3, §4, §7): filters of the eight types, sort, number or cursor paging, and the
 * paging data with a capped total. The request has been checked against the grid's declaration.
 */
export async function listGrid<Row>(
  db: Db,
  grid: GridSql<Row>,
  request: CheckedGridRequest,
  options: GridListOptions,
): Promise<GridAnswer<Row>> {
  const where = whereOf(grid, request, options);
  const keys = orderKeys(grid.declaration, grid.sorts, request.sort, options.locale);
  // The total and the page are independent reads: asked together, a page waits for the slower, not for both.
  const locale = options.locale ?? '';
  const from = fromOf(grid);
  const counting = gridTotal(db, grid, request, options);
  counting.catch(() => {});
  const size = request.page.size;
  const toRow = (record: Record<string, unknown>) => keepColumns(grid, grid.toRow(record), request.columns);

  if (request.page.kind === 'number') {
    const number = request.page.number;
    const read = await queryRows(
      db,
      sql`select ${selectList(grid)} from ${from}${where ? sql` where ${where}` : sql``}
          order by ${orderBy(grid, keys, locale)} limit ${literalLimit(readSize(size))} offset ${(number - 1) * size}`,
    );
    const records = read.slice(0, size);
    const { total, estimated } = await counting;
    return {
      data: records.map(toRow),
      meta: { page: numberPagingData({ total, size, number, count: records.length, estimated }) },
    };
  }

  const { before, after, reversed } = request.page;
  // The last page (§4 `reversed`) is a walk back from the end: the same read as one from a `before` cursor.
  const backwards = before !== undefined || reversed === true;
  const cursor = before ?? after;
  const signature = signatureOf(keys);
  const condition = cursor
    ? keysetCondition(
        keys,
        decodeCursor(
          cursor,
          signature,
          keys.map((key) => key.type),
          backwards ? 'page[before]' : 'page[after]',
        ),
        !backwards,
      )
    : undefined;
  const all = and(where, condition);
  // Walking back from a cursor reads the inverted order, then turns the page round.
  const rows = await queryRows(
    db,
    sql`select ${selectList(grid, keys, locale)} from ${from}${all ? sql` where ${all}` : sql``}
        order by ${orderBy(grid, backwards ? invertKeys(keys) : keys, locale)} limit ${literalLimit(readSize(size) + 1)}`,
  );
  const { total, estimated } = await counting;
  const more = rows.length > size;
  const page = more ? rows.slice(0, size) : rows;
  if (backwards) page.reverse();
  const cursorOf = (row: Record<string, unknown> | undefined) =>
    row
      ? encodeCursor(
          signature,
          keys.map((key, index) => cursorValue(key, row[`__k${index}`])),
        )
      : null;
  const hasBefore = backwards ? more : cursor !== undefined;
  const hasAfter = backwards ? cursor !== undefined : more;
  return {
    data: page.map(toRow),
    meta: {
      page: cursorPagingData({
        total,
        size,
        count: page.length,
        before: hasBefore ? cursorOf(page[0]) : null,
        after: hasAfter ? cursorOf(page.at(-1)) : null,
        estimated,
      }),
    },
  };
}

/** A timestamp key travels as UTC text with microseconds: a JavaScript Date would cut it to ms and repeat rows. */
const cursorKey = (key: OrderKey): SQL =>
  key.type === 'timestamp'
    ? sql`to_char(${key.sql} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
    : sql`${key.sql}`;

/** A sort key's value as a cursor holds it (bigint keys arrive as text from postgres.js). */
const cursorValue = (key: OrderKey, value: unknown): unknown =>
  key.type === 'integer' ? Number(value) : value;
