import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Group, Menu, Table, UnstyledButton } from '@mantine/core';
import {
  IconArrowsSort,
  IconDotsVertical,
  IconGripVertical,
  IconPin,
  IconPinnedOff,
  IconSortAscending,
  IconSortDescending,
} from '@tabler/icons-react';
import type { Header } from '@tanstack/react-table';
import type { CSSProperties, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './data-grid.module.css';

type GridHeaderCellProps<Row> = {
  header: Header<Row, unknown>;
  label: string;
  sortable: boolean;
  direction: 'asc' | 'desc' | undefined;
  pinned: boolean;
  style: CSSProperties;
  onSort: () => void;
  onTogglePin: () => void;
  onResizeBy: (delta: number) => void;
};

const RESIZE_STEP = 16;

/** A column header: sort button, reorder handle (dnd-kit, keyboard too), column menu and resize handle. */
export function GridHeaderCell<Row>({
  header,
  label,
  sortable,
  direction,
  pinned,
  style,
  onSort,
  onTogglePin,
  onResizeBy,
}: GridHeaderCellProps<Row>) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: header.column.id, disabled: pinned });
  const SortIcon =
    direction === 'asc' ? IconSortAscending : direction === 'desc' ? IconSortDescending : IconArrowsSort;
  const width = header.getSize();

  const onResizeKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      onResizeBy(event.key === 'ArrowLeft' ? -RESIZE_STEP : RESIZE_STEP);
    }
  };

  return (
    <Table.Th
      ref={setNodeRef}
      className={classes.headerCell}
      data-pinned={pinned || undefined}
      aria-sort={
        sortable
          ? direction === 'asc'
            ? 'ascending'
            : direction === 'desc'
              ? 'descending'
              : 'none'
          : undefined
      }
      style={{
        ...style,
        width,
        transform: CSS.Translate.toString(transform),
        transition,
        zIndex: isDragging ? 4 : style.zIndex,
      }}
    >
      <Group gap={2} wrap="nowrap" justify="space-between">
        <Group gap={2} wrap="nowrap" miw={0}>
          {pinned ? null : (
            <ActionIcon
              ref={setActivatorNodeRef}
              variant="subtle"
              color="gray"
              size="xs"
              aria-label={t('grid.move_column', { column: label })}
              {...attributes}
              {...listeners}
            >
              <IconGripVertical size={14} aria-hidden />
            </ActionIcon>
          )}
          {sortable ? (
            <UnstyledButton className={classes.sortButton} onClick={onSort}>
              <span>{label}</span>
              <SortIcon size={14} aria-hidden />
            </UnstyledButton>
          ) : (
            <span className={classes.headerLabel}>{label}</span>
          )}
        </Group>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="xs"
              aria-label={t('grid.column_menu', { column: label })}
            >
              <IconDotsVertical size={14} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              leftSection={
                pinned ? <IconPinnedOff size={14} aria-hidden /> : <IconPin size={14} aria-hidden />
              }
              onClick={onTogglePin}
            >
              {pinned ? t('grid.unpin') : t('grid.pin')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      {/* biome-ignore lint/a11y/useSemanticElements: an <hr> cannot take pointer drags or arrow keys. */}
      <div
        role="separator"
        aria-orientation="vertical"
        aria-label={t('grid.resize_column', { column: label })}
        aria-valuenow={width}
        aria-valuemin={60}
        aria-valuemax={800}
        tabIndex={0}
        className={classes.resizeHandle}
        data-resizing={header.column.getIsResizing() || undefined}
        onMouseDown={header.getResizeHandler()}
        onTouchStart={header.getResizeHandler()}
        onKeyDown={onResizeKey}
      />
    </Table.Th>
  );
}
