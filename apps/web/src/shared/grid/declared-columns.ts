import type { GridDeclaration } from '@paygrid/domain/grid/grid-declaration';
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataGridColumn } from './data-grid-column';

/** The DataGrid columns of a declared grid: labels, groups, prefixes, widths and sortability from the declaration, cells from the page. */
export function declaredColumns<Row>(
  grid: GridDeclaration,
  translate: (key: string) => string,
  cells: Readonly<Record<string, (row: Row) => ReactNode>>,
): DataGridColumn<Row>[] {
  const sortable = new Set([...grid.sorts.map((sort) => sort.param), grid.tieBreaker.param]);
  return grid.columns.map((column) => ({
    param: column.param,
    label: translate(column.labelKey),
    ...(column.groupLabelKey !== undefined ? { groupLabel: translate(column.groupLabelKey) } : {}),
    ...(column.prefix !== undefined ? { prefix: column.prefix } : {}),
    sortable: sortable.has(column.param),
    ...(column.width !== undefined ? { width: column.width } : {}),
    cell: cells[column.param] ?? (() => null),
  }));
}

/** A declared filter's label key. */
export const filterLabelKey = (grid: GridDeclaration, key: string): string =>
  grid.filters.find((filter) => filter.key === key)?.labelKey ?? key;

/** Declarations name labels by i18n key; en.json and uk.json hold every one (declared-labels.test.ts checks). */
export function useDeclaredText(): (key: string) => string {
  const { t } = useTranslation();
  return useCallback((key: string) => String(t(key as never)), [t]);
}
