import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import type { CheckedGridRequest } from '@paygrid/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { CSV_BOM, csvLine } from './csv';
import type { CsvCell, GridSql } from './grid-sql';
import { fromOf, type GridListOptions, orderBy, selectList, whereOf } from './list-grid';
import { orderKeys } from './order-keys';
import { queryRows } from './rows';

/** Rows fetched from the cursor at a time: memory holds one batch, whatever the total. */
const BATCH = 250;

/** A column's cell: the grid's own CSV mapping, else the field named like the column. */
function cellOf<Row>(grid: GridSql<Row>, param: string): (record: Record<string, unknown>) => CsvCell {
  return grid.csv?.[param] ?? ((record) => record[param] as CsvCell);
}

/**
 * Every row matching the request's filters, in its sort, as CSV (`columns` in order, or every declared column),
 * streamed from a database cursor in batches with backpressure. `finished` runs however the stream ends.
 */
export function exportGrid<Row>(
  db: Db,
  grid: GridSql<Row>,
  request: CheckedGridRequest,
  options: GridListOptions & { finished?: () => Promise<void> },
): Readable {
  const out = new PassThrough();
  const params = request.columns ?? grid.declaration.columns.map((column) => column.param);
  const cells = params.map((param) => cellOf(grid, param));
  const where = whereOf(grid, request, options);
  const keys = orderKeys(grid.declaration, grid.sorts, request.sort, options.locale);
  const closed = new Promise<void>((resolve) => out.once('close', () => resolve()));
  const write = async (text: string) => {
    if (out.destroyed) throw new Error('export stream closed');
    if (!out.write(text)) await Promise.race([once(out, 'drain'), closed]);
  };
  const run = db.transaction(async (tx) => {
    const cursor = sql.identifier('grid_export');
    await tx.execute(
      sql`declare ${cursor} no scroll cursor for select ${selectList(grid)} from ${fromOf(grid)}${
        where ? sql` where ${where}` : sql``
      } order by ${orderBy(grid, keys, options.locale)}`,
    );
    await write(CSV_BOM + csvLine(params));
    for (;;) {
      const batch = await queryRows(tx, sql`fetch ${sql.raw(String(BATCH))} from ${cursor}`);
      if (batch.length === 0) break;
      await write(batch.map((record) => csvLine(cells.map((cell) => cell(record)))).join(''));
    }
    await tx.execute(sql`close ${cursor}`);
  });
  run
    .then(
      () => out.end(),
      (error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))),
    )
    .finally(() => options.finished?.().catch(() => {}));
  return out;
}
