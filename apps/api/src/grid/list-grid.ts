import {
  cursorPagingData,
  type GridListRequest,
  type GridPagingData,
  numberPagingData,
  parseFilters,
  type SortItem,
} from '@paygrid/domain';
import { and, asc, desc, getTableColumns, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { Problem, problemItem } from '../http/problem';
import { filterCondition } from './filter-sql';
import type { GridDefinition, GridSortColumn } from './grid-definition';

export type GridAnswer<Row> = { data: Row[]; meta: { page: GridPagingData } };

type OrderKey = { column: GridSortColumn; direction: 'asc' | 'desc' };

/** The requested sort limited to the grid's sortable columns (unknown ones are dropped), then the tie-breaker. */
function orderKeys<Row>(grid: GridDefinition<Row>, sort: ReadonlyArray<SortItem>): OrderKey[] {
  const requested = sort.length > 0 ? sort : grid.defaultSort;
  const keys: OrderKey[] = [];
  for (const item of requested) {
    const column = grid.sortColumns.find((candidate) => candidate.param === item.param);
    if (column && !keys.some((key) => key.column.param === column.param))
      keys.push({ column, direction: item.direction });
  }
  if (!keys.some((key) => key.column.param === grid.tieBreaker.param)) {
    keys.push({ column: grid.tieBreaker, direction: keys[0]?.direction ?? 'asc' });
  }
  return keys;
}

const badCursor = () =>
  new Problem(422, 'The page cursor is not valid for this list.', [
    { ...problemItem(422, 'invalid_cursor', 'Invalid value'), source: { parameter: 'page' } },
  ]);

/** A cursor is the sort-key values of one row, opaque to the client. */
const encodeCursor = (values: unknown[]) => Buffer.from(JSON.stringify(values)).toString('base64url');
function decodeCursor(cursor: string, length: number): unknown[] {
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(values) && values.length === length) return values;
  } catch {}
  throw badCursor();
}

/** Rows strictly after (or before) the cursor in the given order: a keyset condition over mixed directions. */
function keysetCondition(keys: OrderKey[], values: unknown[], forward: boolean): SQL {
  const branches = keys.map((key, index) => {
    const ascending = (key.direction === 'asc') === forward;
    const equalBefore = keys
      .slice(0, index)
      .map((earlier, position) => sql`${earlier.column.sql} = ${values[position]}`);
    const beyond = ascending
      ? sql`${key.column.sql} > ${values[index]}`
      : sql`${key.column.sql} < ${values[index]}`;
    return and(...equalBefore, beyond) as SQL;
  });
  return or(...branches) as SQL;
}

/**
 * One page of a grid (SPEC §3, §4, §7): filters of the eight types, sort, number or cursor paging,
 * and the paging data. `scope` narrows the rows first, e.g. to one organisation.
 */
export async function listGrid<Row>(
  db: Db,
  grid: GridDefinition<Row>,
  request: GridListRequest,
  options: { timeZone: string; scope?: SQL },
): Promise<GridAnswer<Row>> {
  const state = parseFilters(grid.filters, request.filter);
  const where = and(options.scope, filterCondition(grid.filters, state, options.timeZone));
  const keys = orderKeys(grid, request.sort);
  const totalRows = await db.select({ total: sql<string>`count(*)` }).from(grid.table).where(where);
  const total = Number(totalRows[0]?.total ?? 0);
  const size = request.page.size;

  if (request.page.kind === 'number') {
    const number = request.page.number;
    const records = await db
      .select()
      .from(grid.table)
      .where(where)
      .orderBy(
        ...keys.map((key) =>
          key.direction === 'asc' ? asc(key.column.sql as never) : desc(key.column.sql as never),
        ),
      )
      .limit(size)
      .offset((number - 1) * size);
    return {
      data: records.map((record) => grid.toRow(record as Record<string, unknown>)),
      meta: { page: numberPagingData({ total, size, number, count: records.length }) },
    };
  }

  const { before, after } = request.page;
  const backwards = before !== undefined;
  const cursor = before ?? after;
  // Walking back from a cursor reads the inverted order, then turns the page round.
  const walkKeys = backwards
    ? keys.map((key) => ({
        ...key,
        direction: key.direction === 'asc' ? ('desc' as const) : ('asc' as const),
      }))
    : keys;
  const condition = cursor ? keysetCondition(keys, decodeCursor(cursor, keys.length), !backwards) : undefined;
  const selection = Object.fromEntries(keys.map((key, index) => [`__k${index}`, key.column.sql]));
  const fetched = await db
    .select({ ...getTableColumns(grid.table), ...selection } as never)
    .from(grid.table)
    .where(and(where, condition))
    .orderBy(
      ...walkKeys.map((key) =>
        key.direction === 'asc' ? asc(key.column.sql as never) : desc(key.column.sql as never),
      ),
    )
    .limit(size + 1);
  const rows = fetched as Array<Record<string, unknown>>;
  const more = rows.length > size;
  const page = more ? rows.slice(0, size) : rows;
  if (backwards) page.reverse();
  const cursorOf = (row: Record<string, unknown> | undefined) =>
    row ? encodeCursor(keys.map((_, index) => row[`__k${index}`])) : null;
  const hasBefore = backwards ? more : cursor !== undefined;
  const hasAfter = backwards ? true : more;
  return {
    data: page.map((row) => grid.toRow(row)),
    meta: {
      page: cursorPagingData({
        total,
        size,
        count: page.length,
        before: hasBefore ? cursorOf(page[0]) : null,
        after: hasAfter ? cursorOf(page.at(-1)) : null,
      }),
    },
  };
}
