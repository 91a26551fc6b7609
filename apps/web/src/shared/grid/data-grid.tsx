import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  horizontalListSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
} from '@dnd-kit/sortable';
import { Center, Loader, Stack, Table, Text } from '@mantine/core';
import type { SortItem } from '@paygrid/domain/grid/sort';
import {
  type ColumnDef,
  type ColumnSizingState,
  getCoreRowModel,
  type Updater,
  useReactTable,
} from '@tanstack/react-table';
import type { CSSProperties, ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestFailureAlert } from '../ui/request-failure-alert';
import classes from './data-grid.module.css';
import type { DataGridColumn } from './data-grid-column';
import { GridHeaderCell } from './grid-header-cell';
import { clampColumnWidth, type GridLayout } from './grid-layout';

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
  /** A request is under way; the rows shown are the previous answer's. */
  loading: boolean;
  /** Nothing answered yet. */
  pending: boolean;
  error: unknown;
  /** Paging controls under the table. */
  footer?: ReactNode;
};

const DEFAULT_WIDTH = 160;

/** The dense data grid of every dashboard page: sort, resize, pin and reorder columns; state is the caller's. */
export function DataGrid<Row>({
  label,
  columns,
  rows,
  rowId,
  sort,
  onSortChange,
  layout,
  onLayoutChange,
  loading,
  pending,
  error,
  footer,
}: DataGridProps<Row>) {
  const { t } = useTranslation();
  const byParam = useMemo(() => new Map(columns.map((column) => [column.param, column])), [columns]);
  const definitions = useMemo<ColumnDef<Row>[]>(
    () =>
      columns.map((column) => ({
        id: column.param,
        header: column.label,
        size: column.width ?? DEFAULT_WIDTH,
        minSize: 60,
        maxSize: 800,
        cell: (context) => column.cell(context.row.original),
      })),
    [columns],
  );

  const setSizing = (updater: Updater<ColumnSizingState>) => {
    const next = typeof updater === 'function' ? updater(layout.widths) : updater;
    const widths = Object.fromEntries(
      Object.entries(next).map(([param, width]) => [param, clampColumnWidth(width)]),
    );
    onLayoutChange({ ...layout, widths });
  };

  const table = useReactTable({
    data: rows as Row[],
    columns: definitions,
    getRowId: rowId,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    columnResizeMode: 'onEnd',
    state: {
      sorting: sort.map((item) => ({ id: item.param, desc: item.direction === 'desc' })),
      columnOrder: layout.order,
      columnPinning: { left: layout.pinned },
      columnSizing: layout.widths,
    },
    onColumnSizingChange: setSizing,
  });

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const movable = layout.order.filter((param) => !layout.pinned.includes(param));

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = layout.order.indexOf(String(active.id));
    const to = layout.order.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onLayoutChange({ ...layout, order: arrayMove(layout.order, from, to) });
  };

  const toggleSort = (param: string) => {
    const current = sort[0]?.param === param ? sort[0].direction : undefined;
    onSortChange([{ param, direction: current === 'asc' ? 'desc' : 'asc' }]);
  };

  const togglePin = (param: string) => {
    const pinned = layout.pinned.includes(param)
      ? layout.pinned.filter((item) => item !== param)
      : [...layout.pinned, param];
    onLayoutChange({ ...layout, pinned });
  };

  const resizeBy = (param: string, delta: number) => {
    const width = table.getColumn(param)?.getSize() ?? DEFAULT_WIDTH;
    onLayoutChange({ ...layout, widths: { ...layout.widths, [param]: clampColumnWidth(width + delta) } });
  };

  const pinnedStyle = (param: string): CSSProperties => {
    const column = table.getColumn(param);
    if (!column?.getIsPinned()) return {};
    return { position: 'sticky', left: column.getStart('left') };
  };

  const nameOf = (id: string | number) => byParam.get(String(id))?.label ?? String(id);
  const visibleColumns = table.getVisibleLeafColumns().length;

  return (
    <Stack gap="xs">
      {error ? <RequestFailureAlert error={error} fallbackTitleKey="grid.load_failed" /> : null}
      <div className={classes.scroll}>
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            screenReaderInstructions: { draggable: t('grid.drag_instructions') },
            announcements: {
              onDragStart: ({ active }) => t('grid.drag_start', { column: nameOf(active.id) }),
              onDragOver: ({ active, over }) =>
                over
                  ? t('grid.drag_over', { column: nameOf(active.id), target: nameOf(over.id) })
                  : undefined,
              onDragEnd: ({ active }) => t('grid.drag_end', { column: nameOf(active.id) }),
              onDragCancel: ({ active }) => t('grid.drag_cancel', { column: nameOf(active.id) }),
            },
          }}
        >
          <Table
            className={`${classes.table} ${loading ? classes.busy : ''}`}
            verticalSpacing={4}
            horizontalSpacing="xs"
            fz="sm"
            highlightOnHover
            aria-label={label}
            aria-busy={loading || pending}
            style={{ width: table.getTotalSize(), minWidth: '100%' }}
          >
            <Table.Thead>
              {table.getHeaderGroups().map((group) => (
                <Table.Tr key={group.id}>
                  <SortableContext items={movable} strategy={horizontalListSortingStrategy}>
                    {group.headers.map((header) => {
                      const param = header.column.id;
                      const column = byParam.get(param);
                      return (
                        <GridHeaderCell
                          key={header.id}
                          header={header}
                          label={column?.label ?? param}
                          sortable={column?.sortable === true}
                          direction={sort[0]?.param === param ? sort[0].direction : undefined}
                          pinned={header.column.getIsPinned() === 'left'}
                          style={pinnedStyle(param)}
                          onSort={() => toggleSort(param)}
                          onTogglePin={() => togglePin(param)}
                          onResizeBy={(delta) => resizeBy(param, delta)}
                        />
                      );
                    })}
                  </SortableContext>
                </Table.Tr>
              ))}
            </Table.Thead>
            <Table.Tbody>
              {table.getRowModel().rows.map((row) => (
                <Table.Tr key={row.id}>
                  {row.getVisibleCells().map((cell) => (
                    <Table.Td
                      key={cell.id}
                      className={classes.cell}
                      data-pinned={cell.column.getIsPinned() ? true : undefined}
                      style={{ ...pinnedStyle(cell.column.id), width: cell.column.getSize() }}
                    >
                      {byParam.get(cell.column.id)?.cell(row.original)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
              {rows.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={visibleColumns}>
                    <Center py="xl">
                      {pending ? (
                        <Loader size="sm" aria-label={t('grid.loading')} />
                      ) : (
                        <Text c="dimmed">{error ? t('grid.load_failed') : t('grid.empty')}</Text>
                      )}
                    </Center>
                  </Table.Td>
                </Table.Tr>
              ) : null}
            </Table.Tbody>
          </Table>
        </DndContext>
      </div>
      {footer}
    </Stack>
  );
}
