import { asksFreeText } from '@paygrid/domain';
import type { Db } from '../db/client';
import { applySavedView } from './apply-view';
import { checkListQuery } from './check-query';
import type { GridSql } from './grid-sql';
import { inHeavyReadSlot } from './heavy-reads';
import type { ListCall } from './list-call';
import { type GridAnswer, type GridListOptions, listGrid } from './list-grid';

/** A grid list call: the query checked (422 otherwise), the saved view applied, one page answered. */
export async function answerGridList<Row>(
  db: Db,
  grid: GridSql<Row>,
  call: ListCall,
  options: Pick<GridListOptions, 'scope'> = {},
): Promise<GridAnswer<Row>> {
  const checked = checkListQuery(grid.declaration, call.query, { defaultSize: call.defaultSize });
  const request = checked.viewId
    ? applySavedView(grid.declaration, checked, await call.loadView(checked.viewId))
    : checked;
  const read = () =>
    listGrid(db, grid, request, { timeZone: call.timeZone, locale: call.locale, ...options });
  // A page without free text reads an index; a search or a string filter can read every row (issue 33).
  return asksFreeText(grid.declaration, request.filters) ? inHeavyReadSlot(call.takeHeavyRead, read) : read();
}
