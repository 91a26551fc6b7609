import type { Readable } from 'node:stream';
import { type CheckedGridRequest, parseQueryString, zonedDateTime } from '@paygrid/domain';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { Problem, problemItem } from '../http/problem';
import { applySavedView } from './apply-view';
import { checkListQuery } from './check-query';
import { exportGrid } from './export-grid';
import { takeExportSlot } from './export-slots';
import type { GridSql } from './grid-sql';
import type { ListCall } from './list-call';

export type GridExport = { fileName: string; csv: Readable };

/** What an export was, for the organisation's audit log: the grid, what it was filtered and sorted by, how many rows. */
type ExportedRows = {
  grid: string;
  filters: CheckedGridRequest['filters'];
  sort: CheckedGridRequest['sort'];
  viewId: string | null;
  rows: number;
};
export type ExportRecord = (exported: ExportedRows) => Promise<void>;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * An export's own statement time limit (issue 33): its first read sorts every matching row of the organisation,
 * a million payments in a few seconds, where a page of the console reads twenty. Twelve times the console's, and
 * never under a minute; none when the console has none.
 */
export const exportStatementTimeout = (consoleMs: number): number =>
  consoleMs === 0 ? 0 : Math.max(consoleMs * 12, 60_000);

/**
 * `GET /{grid}/export.csv`: the list request without paging (every matching row), checked like a list call;
 * one of the person's two export slots is held until the stream ends.
 */
export async function answerGridExport<Row>(
  db: Db,
  grid: GridSql<Row>,
  call: ListCall,
  options: { scope?: SQL; statementTimeoutMs?: number; recorded?: ExportRecord } = {},
): Promise<GridExport> {
  if (parseQueryString(call.query).page !== undefined)
    throw new Problem(422, 'An export holds every matching row: it takes no page.', [
      { ...problemItem(422, 'unknown_parameter', 'Invalid parameter'), source: { parameter: 'page' } },
    ]);
  const checked = checkListQuery(grid.declaration, call.query, { defaultSize: call.defaultSize });
  const request = checked.viewId
    ? applySavedView(grid.declaration, checked, await call.loadView(checked.viewId))
    : checked;
  const release = await takeExportSlot(db, call.userId);
  // An export reads every matching row: it is one of the organisation's expensive reads too (issue 33).
  const giveBackHeavyRead = await call.takeHeavyRead().catch(async (busy: unknown) => {
    await release();
    throw busy;
  });
  const today = zonedDateTime(Date.now(), call.timeZone);
  return {
    fileName: `${grid.declaration.code}-${today.year}-${pad(today.month)}-${pad(today.day)}.csv`,
    csv: exportGrid(db, grid, request, {
      timeZone: call.timeZone,
      locale: call.locale,
      scope: options.scope,
      statementTimeoutMs: options.statementTimeoutMs,
      ...(options.recorded && {
        spooled: (rows: number) =>
          options.recorded?.({
            grid: grid.declaration.code,
            filters: request.filters,
            sort: request.sort,
            viewId: request.viewId ?? null,
            rows,
          }) ?? Promise.resolve(),
      }),
      finished: async () => {
        await giveBackHeavyRead();
        await release();
      },
    }),
  };
}
