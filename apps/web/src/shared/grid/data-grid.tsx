import { Center, Loader, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  displayedParams,
  type GridLayout,
  hideColumn,
  orderedParams,
  pinColumn,
  placeColumns,
  resizeColumn,
  unpinColumn,
  visibleParams,
} from '@paygrid/domain/grid/layout/column-layout';
import type { SortItem } from '@paygrid/domain/grid/sort';
import { busyCodeOf } from '@paygrid/domain/http/busy';
import {
  type ColumnDef,
  type ColumnSizingState,
  getCoreRowModel,
  type Updater,
  useReactTable,
} from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useCallback, useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { onDemand } from '../on-demand/on-demand';
import { useFocusKept } from '../on-demand/use-focus-kept';
import { BusyNotice } from '../ui/busy-notice';
import { DangerAlert } from '../ui/danger-alert';
import { headerGroups } from './column-groups';
import classes from './data-grid.module.css';
import type { DataGridColumn } from './data-grid-column';
import { gridErrorText } from './grid-error-text';
import { GridHeaderCell } from './grid-header-cell';
import { type CellPlacement, GridRows } from './grid-rows';
import { useFittedWidths } from './header-fit';
import { gridTableSpacing, rowAttributes, tableClasses } from './table-classes';

type DataGridProps<Row> = {
  /** The table's accessible name. */
  label: string;
  columns: ReadonlyArray<DataGridColumn<Row>>;
  rows: ReadonlyArray<Row>;
  rowId: (row: Row) => string;
  sort: ReadonlyArray<SortItem>;
  onSortChange: (sort: SortItem[]) => void;
  layout: GridLayout;
  onLayoutChange: (layout: GridLayout) => void;
  /** Column editing mode (SPEC §2): drag and width handles on every header. */
  editing?: boolean;
  /** A request is under way; the rows shown (dimmed) are the previous answer's. */
  loading: boolean;
  /** Nothing answered yet. */
  pending: boolean;
  error: unknown;
  /** Asks again: offered when the server answered busy (never retried by itself). */
  onRetry?: () => void;
  /** What an empty answer says (which filters to loosen). */
  emptyText?: string;
  /** Paging controls under the table. */
  footer?: ReactNode;
  /** A row's detail: a click on the row (outside its links and buttons) or Enter on the focused row opens it. */
  onRowOpen?: (row: Row) => void;
};

const DEFAULT_WIDTH = 160;

/** Dragging columns (dnd-kit) is wanted only in editing mode: it arrives then, or with the idle page's preload. */
const columnDragging = onDemand(() => import('./column-dragging'));

/** The dense data grid of every grid page: sort, resize, pin, hide and reorder columns; state is the caller's. */
export function DataGrid<Row>({
  label,
  columns,
  rows,
  rowId,
  sort,
  onSortChange,
  layout,
  onLayoutChange,
  editing = false,
  loading,
  pending,
  error,
  onRetry,
  emptyText,
  footer,
  onRowOpen,
}: DataGridProps<Row>) {
  const { t } = useTranslation();
  // At phone width the table scrolls sideways; its first column stays in view unless the reader pinned others.
  const narrow = useMediaQuery('(max-width: 40em)') === true;
  const tableId = useId();
  const headerId = useCallback((param: string) => `${tableId}-${param}`, [tableId]);
  const byParam = useMemo(() => new Map(columns.map((column) => [column.param, column])), [columns]);
  // A column is never narrower by default than its header's whole label in the reader's language.
  const fitted = useFittedWidths(columns, DEFAULT_WIDTH);
  const defaultWidth = useCallback((param: string) => fitted.get(param) ?? DEFAULT_WIDTH, [fitted]);
  // The page's own columns (row actions) follow the declared ones, in the layout as the grid gained them.
  const allParams = useMemo(() => columns.map((column) => column.param), [columns]);
  const full = useMemo(
    () => ({ ...layout, order: orderedParams(allParams, layout.order) }),
    [layout, allParams],
  );
  const visible = visibleParams(full);
  const firstVisible = visible[0];
  // What is drawn: the reader's layout, with the first column kept in view at phone width unless they pinned some.
  const drawn = useMemo(
    () =>
      full.pinned.length > 0 || !narrow || firstVisible === undefined ? full : pinColumn(full, firstVisible),
    [full, narrow, firstVisible],
  );
  const definitions = useMemo<ColumnDef<Row>[]>(
    () =>
      columns.map((column) => ({
        id: column.param,
        header: column.label,
        size: defaultWidth(column.param),
        minSize: 60,
        maxSize: 800,
        cell: (context) => column.cell(context.row.original),
      })),
    [columns, defaultWidth],
  );
  // The header row and every body row are drawn from this one list (packages/domain's column layout): a header
  // and its cells cannot disagree (issue 32: pinning once put codes under "Type").
  const placementKey = JSON.stringify([displayedParams(drawn), drawn.pinned, drawn.widths]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: placementKey is what the placements are made of.
  const placements = useMemo<CellPlacement[]>(
    () => placeColumns(drawn, defaultWidth),
    [placementKey, defaultWidth],
  );

  const setSizing = (updater: Updater<ColumnSizingState>) => {
    const next = typeof updater === 'function' ? updater(layout.widths) : updater;
    onLayoutChange(
      Object.entries(next).reduce((current, [param, width]) => resizeColumn(current, param, width), layout),
    );
  };

  const table = useReactTable({
    data: rows as Row[],
    columns: definitions,
    getRowId: rowId,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    // The server pages the rows. Without it the table resets its own page index whenever the rows change: a state
    // of its own, set after the rows arrive, that drew every header cell once more.
    manualPagination: true,
    columnResizeMode: 'onEnd',
    state: {
      sorting: sort.map((item) => ({ id: item.param, desc: item.direction === 'desc' })),
      columnOrder: placements.map((placement) => placement.param),
      columnPinning: { left: drawn.pinned },
      columnSizing: layout.widths,
      columnVisibility: Object.fromEntries(layout.hidden.map((param) => [param, false])),
    },
    onColumnSizingChange: setSizing,
  });

  const dragging = columnDragging.useLoaded();
  useEffect(() => {
    if (editing) columnDragging.load().catch(() => undefined);
  }, [editing]);
  const drag = editing ? dragging : undefined;
  const HeaderCell = drag ? drag.SortableGridHeaderCell : GridHeaderCell;
  // Editing mode on or off draws the table anew (inside dnd-kit's context or not): the focus stays where it was.
  const focusKept = useFocusKept<HTMLDivElement>(drag);

  // The header cells' handlers, the same functions at every render (the cells are memoised): they read the
  // state of the latest render.
  const latest = useRef({ sort, layout, table, onSortChange, onLayoutChange });
  latest.current = { sort, layout, table, onSortChange, onLayoutChange };
  const headerHandlers = useMemo(
    () => ({
      onSort: (param: string, direction?: 'asc' | 'desc') => {
        const { sort: now, onSortChange: change } = latest.current;
        const current = now[0]?.param === param ? now[0].direction : undefined;
        change([{ param, direction: direction ?? (current === 'asc' ? 'desc' : 'asc') }]);
      },
      onTogglePin: (param: string) => {
        const { layout: now, onLayoutChange: change } = latest.current;
        change(now.pinned.includes(param) ? unpinColumn(now, param) : pinColumn(now, param));
      },
      onHide: (param: string) => {
        const { layout: now, onLayoutChange: change } = latest.current;
        change(hideColumn(now, param));
      },
      onResizeBy: (param: string, delta: number) => {
        const { layout: now, table: grid, onLayoutChange: change } = latest.current;
        const width = grid.getColumn(param)?.getSize() ?? DEFAULT_WIDTH;
        change(resizeColumn(now, param, width + delta));
      },
    }),
    [],
  );

  // The page's handler may be a new function each render: the rows keep one that calls the latest.
  const latestOnRowOpen = useRef(onRowOpen);
  latestOnRowOpen.current = onRowOpen;
  const openRow = useCallback((row: Row) => latestOnRowOpen.current?.(row), []);

  const nameOf = (id: string | number) => byParam.get(String(id))?.label ?? String(id);
  const groups = headerGroups(
    placements.map(({ param }) => ({ param, groupLabel: byParam.get(param)?.groupLabel })),
  );
  const drawnWidth = placements.reduce((sum, placement) => sum + placement.width, 0);
  const headers = new Map(table.getLeafHeaders().map((header) => [header.column.id, header]));
  const busy = busyCodeOf(error);
  const errorText = error && !busy ? (gridErrorText(error) ?? t('grid.load_failed_retry')) : undefined;

  const tableElement = (
    <table
      className={`${tableClasses.table} ${classes.table} ${loading ? classes.busy : ''}`}
      aria-label={label}
      aria-busy={loading || pending}
      style={{ ...gridTableSpacing, width: drawnWidth, minWidth: '100%' }}
    >
      {/* A fixed table takes its widths from its first row, which is the group row when columns are grouped (its
          spans have none): the columns say their widths themselves. */}
      <colgroup>
        {placements.map(({ param, width }) => (
          <col key={param} style={{ width }} />
        ))}
      </colgroup>
      <thead className={tableClasses.thead}>
        {groups.length > 0 ? (
          <tr className={`${tableClasses.tr} ${classes.groupRow}`} {...rowAttributes}>
            {groups.map((group) =>
              group.label ? (
                <th
                  key={group.key}
                  colSpan={group.span}
                  scope="colgroup"
                  className={`${tableClasses.th} ${classes.groupCell}`}
                >
                  {group.label}
                </th>
              ) : (
                <td key={group.key} colSpan={group.span} className={tableClasses.td} />
              ),
            )}
          </tr>
        ) : null}
        <tr className={tableClasses.tr} {...rowAttributes}>
          {placements.map(({ param, width, stickyLeft }) => {
            const header = headers.get(param);
            if (!header) return null;
            const column = byParam.get(param);
            return (
              <HeaderCell
                key={param}
                header={header}
                id={headerId(param)}
                label={column?.label ?? param}
                sortable={column?.sortable === true}
                direction={sort[0]?.param === param ? sort[0].direction : undefined}
                pinned={stickyLeft !== undefined}
                pinnedByLayout={stickyLeft !== undefined && !full.pinned.includes(param)}
                fixed={full.fixed.includes(param)}
                editing={editing}
                canHide={visible.length > 1}
                width={width}
                resizing={header.column.getIsResizing()}
                stickyLeft={stickyLeft}
                {...headerHandlers}
              />
            );
          })}
        </tr>
      </thead>
      <tbody className={tableClasses.tbody}>
        <GridRows
          rows={table.getRowModel().rows}
          placements={placements}
          byParam={byParam}
          headerId={headerId}
          onOpen={onRowOpen ? openRow : undefined}
        />
        {rows.length === 0 ? (
          <tr className={tableClasses.tr} {...rowAttributes}>
            <td className={tableClasses.td} colSpan={placements.length}>
              <Center py="xl" className={classes.emptyMessage}>
                {pending ? (
                  <Loader size="sm" aria-label={t('grid.loading')} />
                ) : (
                  <Text c="dimmed" ta="center">
                    {error ? t('grid.load_failed') : (emptyText ?? t('grid.empty'))}
                  </Text>
                )}
              </Center>
            </td>
          </tr>
        ) : null}
      </tbody>
    </table>
  );

  return (
    <Stack gap="xs">
      {busy ? <BusyNotice code={busy} onRetry={onRetry} /> : null}
      {errorText ? <DangerAlert title={t('grid.load_failed')}>{errorText}</DangerAlert> : null}
      <div className={classes.scroll} {...focusKept}>
        {drag ? (
          <drag.ColumnDragging drawn={drawn} layout={layout} onLayoutChange={onLayoutChange} nameOf={nameOf}>
            {tableElement}
          </drag.ColumnDragging>
        ) : (
          tableElement
        )}
      </div>
      {footer}
    </Stack>
  );
}
