import { Table, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { Header } from '@tanstack/react-table';
import classes from './data-grid.module.css';

type GridHeaderCellProps<Row> = {
  header: Header<Row, unknown>;
  label: string;
  sortable: boolean;
  direction: 'asc' | 'desc' | undefined;
  onSort: () => void;
};

/** A column header: a sort button on sortable columns. */
export function GridHeaderCell<Row>({
  header,
  label,
  sortable,
  direction,
  onSort,
}: GridHeaderCellProps<Row>) {
  const SortIcon =
    direction === 'asc' ? IconSortAscending : direction === 'desc' ? IconSortDescending : IconArrowsSort;
  return (
    <Table.Th
      className={classes.headerCell}
      aria-sort={
        sortable
          ? direction === 'asc'
            ? 'ascending'
            : direction === 'desc'
              ? 'descending'
              : 'none'
          : undefined
      }
      style={{ width: header.getSize() }}
    >
      {sortable ? (
        <UnstyledButton className={classes.sortButton} onClick={onSort}>
          <span>{label}</span>
          <SortIcon size={14} aria-hidden />
        </UnstyledButton>
      ) : (
        <span className={classes.headerLabel}>{label}</span>
      )}
    </Table.Th>
  );
}
