import type { Row as TableRow } from '@tanstack/react-table';
import { type KeyboardEvent, type MouseEvent, memo } from 'react';
import classes from './data-grid.module.css';
import type { DataGridColumn } from './data-grid-column';
import { GridCell } from './grid-cell';
import { rowAttributes, tableClasses } from './table-classes';

/** Where a visible column's cells sit: their width, and their offset when pinned. */
export type CellPlacement = { param: string; width: number; stickyLeft: number | undefined };

type GridRowsProps<Row> = {
  rows: ReadonlyArray<TableRow<Row>>;
  placements: ReadonlyArray<CellPlacement>;
  byParam: ReadonlyMap<string, DataGridColumn<Row>>;
  /** A column's header id, which its cells name (`headers`), so a cell says which header it sits under. */
  headerId: (param: string) => string;
  /** Opens a row's detail; stable across renders, or the rows are drawn again each time. */
  onOpen: ((row: Row) => void) | undefined;
};

/** A click meant for a link or control inside the row is theirs, not the row's. */
const onControl = (target: EventTarget) =>
  target instanceof Element && target.closest('a, button, input, select, textarea, [role="button"]') !== null;

/**
 * The grid's rows, drawn again only when the rows, the columns' placement or their cells change: a sort or filter
 * click redraws the header and the toolbar at once and leaves the rows shown until the new answer replaces them
 * (issue 21: at 4× slower CPU, drawing twenty rows twice was most of the time from a sort click to the sorted rows).
 * Plain elements with Mantine's table classes: as Table.Tr and Table.Td they were some 260 components resolving
 * props and styles each, for a cell that needs one class.
 */
function GridRowsOf<Row>({ rows, placements, byParam, headerId, onOpen }: GridRowsProps<Row>) {
  const drawn = rows.map((row) => (
    <tr
      key={row.id}
      className={onOpen ? `${tableClasses.tr} ${classes.openable}` : tableClasses.tr}
      {...rowAttributes}
      {...(onOpen
        ? {
            tabIndex: 0,
            onClick: (event: MouseEvent) => {
              if (!onControl(event.target)) onOpen(row.original);
            },
            onKeyDown: (event: KeyboardEvent) => {
              if (event.key === 'Enter' && event.target === event.currentTarget) onOpen(row.original);
            },
          }
        : {})}
    >
      {placements.map(({ param, width, stickyLeft }) => (
        <td
          key={param}
          headers={headerId(param)}
          className={`${tableClasses.td} ${classes.cell}`}
          data-pinned={stickyLeft !== undefined ? true : undefined}
          style={stickyLeft !== undefined ? { position: 'sticky', left: stickyLeft, width } : { width }}
        >
          <GridCell column={byParam.get(param)} row={row.original} />
        </td>
      ))}
    </tr>
  ));
  return <>{drawn}</>;
}

export const GridRows = memo(GridRowsOf) as typeof GridRowsOf;
