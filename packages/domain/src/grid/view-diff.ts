import { deepEqual } from '../shared/deep-equal';
import { serializeColumns } from './columns';
import type { FilterWire } from './filter-types';
import { serializeSort } from './sort';
import type { GridViewState } from './view-state';

/** The parts of a grid's state a saved view holds. */
export type ViewStatePart = 'sort' | 'filter' | 'columns';

const isSetWire = (value: FilterWire | undefined): boolean =>
  value !== undefined && (typeof value === 'string' ? value !== '' : Object.keys(value).length > 0);

/** Only set filter values count (§7): an emptied filter is the same as no filter. */
export const setFilterValues = (filter: Readonly<Record<string, FilterWire>>): Record<string, FilterWire> =>
  Object.fromEntries(Object.entries(filter).filter(([, value]) => isSetWire(value)));

const comparable = (state: GridViewState) => ({
  sort: state.sort.map(({ param, direction }) => ({ param, direction })),
  filter: setFilterValues(state.filter),
  columns: state.columns.map(({ param, width, fixed }) => ({
    param,
    width: width ?? null,
    fixed: fixed ?? false,
  })),
});

/**
 * §4 which parts of two grid states differ, deep-equal part by part (order of sort and columns counts; a
 * missing width or pin is the same as none; the order of filter keys does not count).
 */
export const viewStateDifferences = (a: GridViewState, b: GridViewState): ViewStatePart[] => {
  const left = comparable(a);
  const right = comparable(b);
  return (['sort', 'filter', 'columns'] as const).filter((part) => !deepEqual(left[part], right[part]));
};

/**
 * The URL query of a grid state (§2): `sort`, `filter` (only set values), the column order in `columns`,
 * the pinned ones in `pinned`, widths in `widths[param]`, and `view_id` when the state is a saved view's.
 * The column order is written only when it is not the grid's own order, so a default layout writes nothing.
 */
export const viewStateQuery = (
  state: GridViewState,
  knownColumns: ReadonlyArray<string>,
  viewId?: string,
): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  if (state.sort.length > 0) out.sort = serializeSort(state.sort);
  const filter = setFilterValues(state.filter);
  if (Object.keys(filter).length > 0) out.filter = filter;
  const order = state.columns.map((column) => column.param);
  if (order.length > 0 && order.join(',') !== knownColumns.join(',')) out.columns = serializeColumns(order);
  const pinned = state.columns.filter((column) => column.fixed === true).map((column) => column.param);
  if (pinned.length > 0) out.pinned = serializeColumns(pinned);
  // A column absent from a view's list is hidden (an empty list hides nothing).
  const hidden = order.length > 0 ? knownColumns.filter((param) => !order.includes(param)) : [];
  if (hidden.length > 0) out.hidden = serializeColumns(hidden);
  const widths = state.columns.flatMap(({ param, width }) =>
    typeof width === 'number' ? [[param, String(width)] as const] : [],
  );
  if (widths.length > 0) out.widths = Object.fromEntries(widths);
  if (viewId !== undefined) out.view_id = viewId;
  return out;
};
