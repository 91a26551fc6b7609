import { Group, Stack } from '@mantine/core';
import type { GridDeclaration } from '@paygrid/domain/grid/grid-declaration';
import type { GridPagingData } from '@paygrid/domain/grid/paging-data';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../ui/page-heading';
import { ColumnEditingToggle, useColumnEditing } from './column-editing-toggle';
import { ColumnsControl } from './columns-control';
import { DataGrid } from './data-grid';
import type { DataGridColumn } from './data-grid-column';
import { declaredColumns, filterLabelKey, useDeclaredText } from './declared-columns';
import { DroppedSettingsNotice } from './dropped-settings-notice';
import { ExportCsvLink } from './export-csv-link';
import { DeclaredFilters, type FilterWidgetProps } from './filters/declared-filters';
import type { FilterOption } from './filters/filter-option';
import { GridPaging, type GridTotal } from './grid-paging';
import { useGridToolbar } from './grid-toolbar-slot';
import { type GridListQuery, useGridList } from './use-grid-list';
import { type GridQueryState, useGridQueryState } from './use-grid-query-state';

export type GridPageProps<Row, Key extends QueryKey = QueryKey> = {
  /** The grid's declaration (packages/domain): columns, filters, sorts, paging kind. */
  grid: GridDeclaration;
  title: string;
  intro?: string;
  /** The table's accessible name. */
  tableLabel: string;
  /** The feature's list call (features/<x>/api): query options for a server query string. */
  listQuery: GridListQuery<Row, Key>;
  /** One renderer per declared column param; a column without one shows nothing. */
  cells: Readonly<Record<string, (row: Row) => ReactNode>>;
  rowId: (row: Row) => string;
  /** The list path whose `/export.csv` the Export button downloads (e.g. `/currencies`); no button without. */
  exportPath?: string;
  /** The reader's page size (preferences `data_grid_items_count`). */
  defaultSize?: number;
  /** A page's own choices for an enumeration filter, in place of the declared ones (keep the object stable). */
  filterOptions?: Readonly<Record<string, ReadonlyArray<FilterOption>>>;
  /** A page's own widget for a filter, in place of its declared type's. */
  filterWidgets?: Readonly<Record<string, (props: FilterWidgetProps) => ReactNode>>;
  /** Between the column controls and the table: figures over the current filter (their own call). */
  summary?: (grid: GridQueryState) => ReactNode;
  /**
   * The footer's total from the page's own figures (a hook, the same on every render): the payments page gives its
   * summary's count, so the summary and the footer say one figure (issue 32). The list's total until it answers.
   */
  useTotal?: (grid: GridQueryState) => GridTotal | undefined;
  /** After the grid: what opens over it (a row's detail drawer). */
  children?: ReactNode;
  /** Columns the page adds after the declared ones (row actions). */
  extraColumns?: ReadonlyArray<DataGridColumn<Row>>;
  /** A section heading instead of the page heading, for a grid that is one part of a page; given the paging. */
  heading?: (paging: GridPagingData | undefined) => ReactNode;
  /** A row's detail, opened by a click on the row or Enter on it (besides any link in it). */
  onRowOpen?: (row: Row) => void;
};

const noTotal = (): undefined => undefined;

/** Every grid page: a declaration on one shell (heading, toolbar, filters, column controls, table, paging). */
export function GridPage<Row, Key extends QueryKey>({
  grid: declaration,
  title,
  intro,
  tableLabel,
  listQuery,
  cells,
  rowId,
  exportPath,
  defaultSize,
  filterOptions,
  filterWidgets,
  summary,
  useTotal = noTotal,
  children,
  extraColumns,
  heading,
  onRowOpen,
}: GridPageProps<Row, Key>) {
  const { t } = useTranslation();
  const text = useDeclaredText();
  const queryClient = useQueryClient();
  const startList = useCallback(
    (serverQuery: string) => void queryClient.prefetchQuery(listQuery(serverQuery)),
    [queryClient, listQuery],
  );
  const grid = useGridQueryState({
    grid: declaration,
    ...(defaultSize !== undefined ? { defaultSize } : {}),
    onWrite: startList,
  });
  const list = useGridList(listQuery, grid.serverQuery);
  const total = useTotal(grid);
  const [editing, setEditing] = useColumnEditing(declaration.code);
  const Toolbar = useGridToolbar();
  const columns = useMemo(
    () => [...declaredColumns(declaration, text, cells), ...(extraColumns ?? [])],
    [declaration, text, cells, extraColumns],
  );

  const setFilters = Object.keys(grid.filters);
  const emptyText =
    setFilters.length > 0
      ? t('grid.empty_loosen', {
          filters: setFilters.map((key) => text(filterLabelKey(declaration, key))).join(', '),
        })
      : t('grid.empty_all');

  return (
    <Stack gap="md">
      {heading ? (
        heading(list.paging)
      ) : (
        <PageHeading title={title} {...(intro !== undefined ? { intro } : {})} />
      )}
      <DroppedSettingsNotice dropped={grid.dropped} />
      {Toolbar ? (
        <Toolbar grid={declaration} state={grid} editing={{ on: editing, set: setEditing }} />
      ) : null}
      {declaration.filters.length > 0 ? (
        <DeclaredFilters
          grid={declaration}
          filters={grid.filters}
          onChange={grid.setFilter}
          onClear={grid.clearFilters}
          {...(filterOptions ? { options: filterOptions } : {})}
          {...(filterWidgets ? { widgets: filterWidgets } : {})}
        />
      ) : null}
      <Group gap="xs" justify="flex-end" wrap="wrap">
        <ColumnsControl columns={columns} layout={grid.layout} onLayoutChange={grid.setLayout} />
        <ColumnEditingToggle editing={editing} onChange={setEditing} />
        {exportPath ? <ExportCsvLink path={exportPath} query={grid.exportQuery} /> : null}
      </Group>
      {summary?.(grid)}
      <DataGrid
        label={tableLabel}
        columns={columns}
        rows={list.rows}
        rowId={rowId}
        sort={grid.sort}
        onSortChange={grid.setSort}
        layout={grid.layout}
        onLayoutChange={grid.setLayout}
        editing={editing}
        loading={list.loading}
        pending={list.pending}
        error={list.error}
        onRetry={list.retry}
        emptyText={emptyText}
        footer={<GridPaging grid={grid} list={list} {...(total ? { total } : {})} />}
        {...(onRowOpen ? { onRowOpen } : {})}
      />
      {children}
    </Stack>
  );
}
