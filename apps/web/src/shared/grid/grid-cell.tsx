import type { DataGridColumn } from './data-grid-column';

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** One cell's content: the page's renderer, with the column's prefix before a value (SPEC §3). */
export function GridCell<Row>({ column, row }: { column: DataGridColumn<Row> | undefined; row: Row }) {
  if (!column) return null;
  const value = column.cell(row);
  if (!column.prefix || isEmpty(value)) return <>{value}</>;
  return (
    <>
      {column.prefix} {value}
    </>
  );
}
