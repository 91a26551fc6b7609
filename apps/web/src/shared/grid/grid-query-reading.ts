import { fixedColumnsOf, type GridDeclaration } from '@paygrid/domain/grid/grid-declaration';
import { visibleParams } from '@paygrid/domain/grid/layout/column-layout';
import { layoutFromQuery } from '@paygrid/domain/grid/layout/layout-query';
import {
  gridRequestToQuery,
  parseQueryString,
  serverListRequest,
  stringifyQuery,
} from '@paygrid/domain/grid/list-request';
import { serializeSort } from '@paygrid/domain/grid/sort';
import { lenientGridRequest } from '@paygrid/domain/grid/strict-request';

export type GridQueryReading = ReturnType<typeof readGridQuery>;

/** The grid's state as a query string names it (lenient with old links: what the grid no longer declares is dropped). */
export function readGridQuery(
  search: string,
  grid: GridDeclaration,
  columns: string[],
  defaultSize: number | undefined,
) {
  const raw = parseQueryString(search);
  const { request, filters, dropped } = lenientGridRequest(grid, raw, {
    ...(defaultSize !== undefined ? { defaultSize } : {}),
  });
  const sort = request.sort.length > 0 ? request.sort : [...grid.defaultSort];
  const layout = layoutFromQuery(columns, request.columns, raw, fixedColumnsOf(grid));
  const filtered = Object.keys(request.filter).length > 0;
  const exportQuery = stringifyQuery({
    sort: serializeSort(sort),
    ...(filtered ? { filter: request.filter } : {}),
    columns: visibleParams(layout).join(','),
  });
  // The server is asked for the shown columns in declared order: moving one is the browser's business alone.
  const shown = new Set(visibleParams(layout));
  const serverQuery = gridRequestToQuery(
    serverListRequest(
      { ...request, sort },
      columns.filter((param) => shown.has(param)),
    ),
  );
  const filterQuery = filtered ? stringifyQuery({ filter: request.filter }) : '';
  return { request, sort, filters, layout, dropped, exportQuery, serverQuery, filterQuery };
}

/**
 * The next reading, with the last one's filters and layout where they are the same: a sort or a page change leaves
 * those objects as they were, so what is drawn from them alone (the filter bar, the header cells) is not drawn again.
 */
export function keepUnchanged(last: GridQueryReading, next: GridQueryReading): GridQueryReading {
  const filters = last.filterQuery === next.filterQuery ? last.filters : next.filters;
  const layout = JSON.stringify(last.layout) === JSON.stringify(next.layout) ? last.layout : next.layout;
  return filters === next.filters && layout === next.layout ? next : { ...next, filters, layout };
}
