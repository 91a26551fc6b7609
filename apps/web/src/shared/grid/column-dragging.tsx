import { closestCenter, DndContext } from '@dnd-kit/core';
import { horizontalListSortingStrategy, SortableContext, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useReorderDrag } from '../dragging/use-reorder-drag';
import { GridHeaderCell, type GridHeaderCellProps } from './grid-header-cell';

// Column dragging (SPEC §2 editing mode), an on-demand part of every grid page: dnd-kit arrives with it.

type ColumnDraggingProps = {
  /** The visible columns that are not pinned, in order: the ones that move. */
  movable: string[];
  /** Every column's param in the layout's order. */
  order: string[];
  onReorder: (order: string[]) => void;
  nameOf: (id: string | number) => string;
  children: ReactNode;
};

/** Drag and keyboard moves of the headers, said aloud in the reader's language. */
export function ColumnDragging({ movable, order, onReorder, nameOf, children }: ColumnDraggingProps) {
  const { t } = useTranslation();
  const { sensors, onDragEnd } = useReorderDrag(order, onReorder);
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('grid.drag_instructions') },
        announcements: {
          onDragStart: ({ active }) => t('grid.drag_start', { column: nameOf(active.id) }),
          onDragOver: ({ active, over }) =>
            over ? t('grid.drag_over', { column: nameOf(active.id), target: nameOf(over.id) }) : undefined,
          onDragEnd: ({ active }) => t('grid.drag_end', { column: nameOf(active.id) }),
          onDragCancel: ({ active }) => t('grid.drag_cancel', { column: nameOf(active.id) }),
        },
      }}
    >
      <SortableContext items={movable} strategy={horizontalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** A header that can be dragged: its cell moves, its grip starts the drag. */
export function SortableGridHeaderCell<Row>(props: GridHeaderCellProps<Row>) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: props.header.column.id, disabled: props.pinned || !props.editing });
  return (
    <GridHeaderCell
      {...props}
      drag={{
        cellRef: setNodeRef,
        handleRef: setActivatorNodeRef,
        handleProps: { ...attributes, ...listeners },
        style: { transform: CSS.Translate.toString(transform), transition },
        dragging: isDragging,
      }}
    />
  );
}
