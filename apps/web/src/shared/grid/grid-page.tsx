import { Group, Stack } from '@mantine/core';
import type { GridDeclaration } from '@paygrid/domain/grid/grid-declaration';
import type { QueryKey } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../ui/page-heading';
import { ColumnEditingToggle, useColumnEditing } from './column-editing-toggle';
import { ColumnsControl } from './columns-control';
import { DataGrid } from './data-grid';
import { declaredColumns, filterLabelKey, useDeclaredText } from './declared-columns';
import { DroppedSettingsNotice } from './dropped-settings-notice';
import { ExportCsvLink } from './export-csv-link';
import { FilterBar } from './filters/filter-bar';
import { GridPaging } from './grid-paging';
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
  /** The filter widgets, inside the FilterBar; they read and set the grid state. */
  filters?: (grid: GridQueryState) => ReactNode;
  /** Above the filters: the saved-views bar mounts here (`grid.view` and `grid.apply`). */
  toolbar?: (grid: GridQueryState) => ReactNode;
};

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
  filters,
  toolbar,
}: GridPageProps<Row, Key>) {
  const { t } = useTranslation();
  const text = useDeclaredText();
  const grid = useGridQueryState({
    grid: declaration,
    ...(defaultSize !== undefined ? { defaultSize } : {}),
  });
  const list = useGridList(listQuery, grid.serverQuery);
  const [editing, setEditing] = useColumnEditing(declaration.code);
  const columns = useMemo(() => declaredColumns(declaration, text, cells), [declaration, text, cells]);

  const setFilters = Object.keys(grid.filters);
  const emptyText =
    setFilters.length > 0
      ? t('grid.empty_loosen', {
          filters: setFilters.map((key) => text(filterLabelKey(declaration, key))).join(', '),
        })
      : t('grid.empty_all');

  return (
    <Stack gap="md">
      <PageHeading title={title} {...(intro !== undefined ? { intro } : {})} />
      <DroppedSettingsNotice dropped={grid.dropped} />
      {toolbar?.(grid)}
      {filters ? (
        <FilterBar anySet={setFilters.length > 0} onClear={grid.clearFilters}>
          {filters(grid)}
        </FilterBar>
      ) : null}
      <Group gap="xs" justify="flex-end" wrap="wrap">
        <ColumnsControl columns={columns} layout={grid.layout} onLayoutChange={grid.setLayout} />
        <ColumnEditingToggle editing={editing} onChange={setEditing} />
        {exportPath ? <ExportCsvLink path={exportPath} query={grid.exportQuery} /> : null}
      </Group>
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
        emptyText={emptyText}
        footer={<GridPaging grid={grid} list={list} />}
      />
    </Stack>
  );
}
