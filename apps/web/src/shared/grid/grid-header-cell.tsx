import { ActionIcon, UnstyledButton } from '@mantine/core';
import {
  IconArrowsSort,
  IconDotsVertical,
  IconEyeOff,
  IconGripVertical,
  IconPin,
  IconPinnedOff,
  IconSortAscending,
  IconSortDescending,
} from '@tabler/icons-react';
import type { Header } from '@tanstack/react-table';
import { type CSSProperties, type KeyboardEvent, memo } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionMenu, type ActionMenuEntry } from '../ui/action-menu';
import classes from './data-grid.module.css';
import { tableClasses } from './table-classes';

/** What column dragging (an on-demand part, ./column-dragging) gives a header in editing mode. */
type HeaderDrag = {
  cellRef: (node: HTMLElement | null) => void;
  handleRef: (node: HTMLElement | null) => void;
  handleProps: object;
  style: CSSProperties;
  dragging: boolean;
};

export type GridHeaderCellProps<Row> = {
  header: Header<Row, unknown>;
  /** The header's element id: its column's cells name it in `headers`. */
  id: string;
  label: string;
  sortable: boolean;
  direction: 'asc' | 'desc' | undefined;
  pinned: boolean;
  /** Kept in view by the phone layout, not by the reader: nothing to unpin (unpinning it would change nothing). */
  pinnedByLayout: boolean;
  /** Declared fixed (SPEC §3): always pinned and shown, so its menu offers neither unpinning nor hiding. */
  fixed: boolean;
  /** Column editing mode (SPEC §2): drag and width handles show only then. */
  editing: boolean;
  /** The last visible column cannot be hidden. */
  canHide: boolean;
  width: number;
  /** Being resized by a drag of its handle. */
  resizing: boolean;
  /** Where a pinned column sticks, from the table's left edge. */
  stickyLeft: number | undefined;
  // The handlers name the column: the same functions for every header and every render, so a header whose own
  // props are unchanged is not drawn again (a sort redraws the two headers whose arrows change).
  onSort: (param: string, direction?: 'asc' | 'desc') => void;
  onTogglePin: (param: string) => void;
  onHide: (param: string) => void;
  onResizeBy: (param: string, delta: number) => void;
  /** Given once column dragging has arrived, in editing mode. */
  drag?: HeaderDrag;
};

const RESIZE_STEP = 16;

const ariaSort = (sortable: boolean, direction: 'asc' | 'desc' | undefined) =>
  sortable ? (direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none') : undefined;

/** A column header: its label (a sort button when sortable) and column menu; handles in editing mode. */
function GridHeaderCellOf<Row>({
  header,
  id,
  label,
  sortable,
  direction,
  pinned,
  pinnedByLayout,
  fixed,
  editing,
  canHide,
  width,
  resizing,
  stickyLeft,
  onSort,
  onTogglePin,
  onHide,
  onResizeBy,
  drag,
}: GridHeaderCellProps<Row>) {
  const { t } = useTranslation();
  const param = header.column.id;
  const SortIcon =
    direction === 'asc' ? IconSortAscending : direction === 'desc' ? IconSortDescending : IconArrowsSort;
  const menuEntries: ActionMenuEntry[] = [
    ...(sortable
      ? ([
          {
            kind: 'item',
            key: 'asc',
            label: t('grid.sort_ascending'),
            icon: <IconSortAscending size={14} aria-hidden />,
            onClick: () => onSort(param, 'asc'),
          },
          {
            kind: 'item',
            key: 'desc',
            label: t('grid.sort_descending'),
            icon: <IconSortDescending size={14} aria-hidden />,
            onClick: () => onSort(param, 'desc'),
          },
          { kind: 'divider', key: 'sorting' },
        ] as const)
      : []),
    ...(pinnedByLayout || fixed
      ? []
      : [
          {
            kind: 'item' as const,
            key: 'pin',
            label: pinned ? t('grid.unpin') : t('grid.pin'),
            icon: pinned ? <IconPinnedOff size={14} aria-hidden /> : <IconPin size={14} aria-hidden />,
            onClick: () => onTogglePin(param),
          },
        ]),
    ...(fixed
      ? []
      : [
          {
            kind: 'item' as const,
            key: 'hide',
            label: t('grid.hide_column'),
            icon: <IconEyeOff size={14} aria-hidden />,
            disabled: !canHide,
            onClick: () => onHide(param),
          },
        ]),
  ];

  const onResizeKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      onResizeBy(param, event.key === 'ArrowLeft' ? -RESIZE_STEP : RESIZE_STEP);
    }
  };

  return (
    <th
      id={id}
      ref={drag?.cellRef}
      className={`${tableClasses.th} ${classes.headerCell}`}
      data-pinned={pinned || undefined}
      data-editing={editing || undefined}
      aria-sort={ariaSort(sortable, direction)}
      style={{
        ...(stickyLeft !== undefined ? { position: 'sticky', left: stickyLeft } : {}),
        width,
        ...drag?.style,
        ...(drag?.dragging ? { zIndex: 4 } : {}),
      }}
    >
      <div className={classes.headerContent}>
        {editing && !pinned && drag ? (
          <ActionIcon
            ref={drag.handleRef}
            className={classes.headerIcon}
            variant="subtle"
            color="gray"
            size="xs"
            aria-label={t('grid.move_column', { column: label })}
            {...drag.handleProps}
          >
            <IconGripVertical size={14} aria-hidden />
          </ActionIcon>
        ) : null}
        {sortable ? (
          <UnstyledButton className={classes.sortButton} onClick={() => onSort(param)}>
            <span className={classes.headerLabel}>{label}</span>
            {direction || editing ? <SortIcon className={classes.headerIcon} size={14} aria-hidden /> : null}
          </UnstyledButton>
        ) : (
          <span className={classes.headerLabel}>{label}</span>
        )}
        <ActionMenu
          trigger={
            <ActionIcon
              className={`${classes.headerIcon} ${classes.menuButton}`}
              variant="subtle"
              color="gray"
              size="xs"
              aria-label={t('grid.column_menu', { column: label })}
            >
              <IconDotsVertical size={14} aria-hidden />
            </ActionIcon>
          }
          entries={menuEntries}
        />
      </div>
      {editing ? (
        // biome-ignore lint/a11y/useSemanticElements: an <hr> cannot take pointer drags or arrow keys.
        <div
          role="separator"
          aria-orientation="vertical"
          aria-label={t('grid.resize_column', { column: label })}
          aria-valuenow={width}
          aria-valuemin={60}
          aria-valuemax={800}
          tabIndex={0}
          className={classes.resizeHandle}
          data-resizing={resizing || undefined}
          onMouseDown={header.getResizeHandler()}
          onTouchStart={header.getResizeHandler()}
          onKeyDown={onResizeKey}
        />
      ) : null}
    </th>
  );
}

export const GridHeaderCell = memo(GridHeaderCellOf) as typeof GridHeaderCellOf;
