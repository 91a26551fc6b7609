import { Center, Loader, Stack, Table, Text } from '@mantine/core';
import type { SortItem } from '@paygrid/domain/grid/sort';
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestFailureAlert } from '../ui/request-failure-alert';
import classes from './data-grid.module.css';
import type { DataGridColumn } from './data-grid-column';
import { GridHeaderCell } from './grid-header-cell';
import type { GridLayout } from './grid-layout';

type DataGridProps<Row> = {
  /** The table's accessible name. */
  label: string;
  columns: ReadonlyArray<DataGridColumn<Row>>;
  rows: ReadonlyArray<Row>;
  rowId: (row: Row) => string;
  sort: ReadonlyArray<SortItem>;
  onSortChange: (sort: SortItem[]) => void;
  layout: GridLayout;
  /** A request is under way; the rows shown are the previous answer's. */
  loading: boolean;
  /** Nothing answered yet. */
  pending: boolean;
  error: unknown;
  /** Paging controls under the table. */
  footer?: ReactNode;
};

const DEFAULT_WIDTH = 160;

/** The dense data grid of every dashboard page: rows, sortable headers, loading, empty and error states. */
export function DataGrid<Row>({
  label,
  columns,
  rows,
  rowId,
  sort,
  onSortChange,
  layout,
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
        cell: (context) => column.cell(context.row.original),
      })),
    [columns],
  );

  const table = useReactTable({
    data: rows as Row[],
    columns: definitions,
    getRowId: rowId,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    state: {
      sorting: sort.map((item) => ({ id: item.param, desc: item.direction === 'desc' })),
      columnOrder: layout.order,
    },
  });

  const toggleSort = (param: string) => {
    const current = sort[0]?.param === param ? sort[0].direction : undefined;
    onSortChange([{ param, direction: current === 'asc' ? 'desc' : 'asc' }]);
  };

  const visibleColumns = table.getVisibleLeafColumns().length;

  return (
    <Stack gap="xs">
      {error ? <RequestFailureAlert error={error} fallbackTitleKey="grid.load_failed" /> : null}
      <div className={classes.scroll}>
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
                      onSort={() => toggleSort(param)}
                    />
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody>
            {table.getRowModel().rows.map((row) => (
              <Table.Tr key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <Table.Td key={cell.id} className={classes.cell} style={{ width: cell.column.getSize() }}>
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
      </div>
      {footer}
    </Stack>
  );
}
