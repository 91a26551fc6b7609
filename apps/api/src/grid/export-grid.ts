import { createReadStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { CheckedGridRequest } from '@paygrid/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/rows';
import { PRIVATE_FILE } from '../shared/private-files';
import { CSV_BOM, csvLine } from './csv';
import type { CsvCell, CsvContext, GridSql } from './grid-sql';
import { fromOf, type GridListOptions, orderBy, selectList, whereOf } from './list-grid';
import { orderKeys } from './order-keys';

/** Rows fetched from the cursor at a time: memory holds one batch, whatever the total. */
const BATCH = 250;

/** A column's cell: the grid's own CSV mapping, else the field named like the column. */
function cellOf<Row>(
  grid: GridSql<Row>,
  param: string,
  context: CsvContext,
): (record: Record<string, unknown>) => CsvCell {
  const cell = grid.csv?.[param];
  return cell ? (record) => cell(record, context) : (record) => record[param] as CsvCell;
}

/**
 * The file's columns, which are also its headers: the request's `columns` in order (every declared column without
 * it), each followed by its companions (`csvCompanions`) that the file does not hold already, so an amount never
 * leaves without its currency.
 * @internal Exported for tests only.
 */
export function exportedColumns<Row>(
  grid: GridSql<Row>,
  request: Pick<CheckedGridRequest, 'columns'>,
): string[] {
  const chosen = request.columns ?? grid.declaration.columns.map((column) => column.param);
  const exported: string[] = [];
  for (const param of chosen) {
    if (!exported.includes(param)) exported.push(param);
    for (const companion of grid.csvCompanions?.[param] ?? [])
      if (!chosen.includes(companion) && !exported.includes(companion)) exported.push(companion);
  }
  return exported;
}

/**
 * Every row matching the request's filters, in its sort, as CSV (`exportedColumns`: `columns` in order, or every
 * declared column, with the companions an amount needs). Cells depending on the reader's zone get `timeZone`.
 * The rows are read from a database cursor in batches into a temporary file as fast as the database gives them,
 * then the file is sent at the reader's pace. Sent straight from the cursor, a slow or stalled download held the
 * cursor's transaction open: on the embedded database (one connection) every other request of every user waited
 * for it, and on PostgreSQL each such download kept a pooled connection. Memory holds one batch either way.
 * `finished` runs however the stream ends.
 */
export function exportGrid<Row>(
  db: Db,
  grid: GridSql<Row>,
  request: CheckedGridRequest,
  options: GridListOptions & {
    finished?: () => Promise<void>;
    /** Runs once every row is in the file, before a byte of it is sent: an export that cannot be recorded fails. */
    spooled?: (rows: number) => Promise<void>;
    statementTimeoutMs?: number | undefined;
  },
): Readable {
  const out = new PassThrough();
  const params = exportedColumns(grid, request);
  const cells = params.map((param) => cellOf(grid, param, { timeZone: options.timeZone }));
  const where = whereOf(grid, request, options);
  const keys = orderKeys(grid.declaration, grid.sorts, request.sort, options.locale);
  const spoolTo = (file: string): Promise<number> =>
    db.transaction(async (tx) => {
      const spool = await open(file, 'w', PRIVATE_FILE);
      let rows = 0;
      try {
        // Its own limit, in place of the console's, for this transaction alone (issue 33).
        if (options.statementTimeoutMs !== undefined)
          await tx.execute(
            sql`set local statement_timeout = ${sql.raw(String(Math.trunc(options.statementTimeoutMs)))}`,
          );
        const cursor = sql.identifier('grid_export');
        await tx.execute(
          sql`declare ${cursor} no scroll cursor for select ${selectList(grid)} from ${fromOf(grid)}${
            where ? sql` where ${where}` : sql``
          } order by ${orderBy(grid, keys, options.locale)}`,
        );
        await spool.write(csvLine(params));
        for (;;) {
          // A download given up while the rows are still read stops the read.
          if (out.destroyed) throw new Error('export stream closed');
          const batch = await queryRows(tx, sql`fetch ${sql.raw(String(BATCH))} from ${cursor}`);
          if (batch.length === 0) break;
          rows += batch.length;
          await spool.write(batch.map((record) => csvLine(cells.map((cell) => cell(record)))).join(''));
        }
        await tx.execute(sql`close ${cursor}`);
        return rows;
      } finally {
        await spool.close();
      }
    });
  const run = async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'paygrid-export-'));
    try {
      const file = path.join(dir, `${grid.declaration.code}.csv`);
      const rows = await spoolTo(file);
      await options.spooled?.(rows);
      // Not ended by the pipeline: the end waits for `finished`, so a next export asked for the moment this one is
      // received finds its slot given back.
      await pipeline(createReadStream(file), out, { end: false });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };
  // The byte-order mark goes at once: with it the response's headers leave, and the browser's download starts while
  // the rows are read.
  out.write(CSV_BOM);
  void (async () => {
    let failure: Error | undefined;
    try {
      await run();
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error));
    }
    await options.finished?.().catch(() => {});
    if (failure) out.destroy(failure);
    else out.end();
  })();
  return out;
}
