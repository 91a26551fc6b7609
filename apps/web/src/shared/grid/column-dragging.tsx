import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { type GridLayout, movableParams, moveColumn } from '@paygrid/domain/grid/layout/column-layout';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReorderContext } from '../dragging/reorder-context';
import { GridHeaderCell, type GridHeaderCellProps } from './grid-header-cell';

// Column dragging (SPEC §2 editing mode), an on-demand part of every grid page: dnd-kit arrives with it.

type ColumnDraggingProps = {
  /** The layout as drawn: its shown, unpinned columns are the ones that move. */
  drawn: GridLayout;
  /** The reader's layout, which a move changes. */
  layout: GridLayout;
  onLayoutChange: (layout: GridLayout) => void;
  nameOf: (id: string | number) => string;
  children: ReactNode;
};

/** Drag and keyboard moves of the headers, said aloud in the reader's language. */
export function ColumnDragging({ drawn, layout, onLayoutChange, nameOf, children }: ColumnDraggingProps) {
  const { t } = useTranslation();
  return (
    <ReorderContext
      items={movableParams(drawn)}
      onMove={(param, target) => onLayoutChange(moveColumn(layout, param, target))}
      instructions={t('grid.drag_instructions')}
      announcements={{
        onDragStart: ({ active }) => t('grid.drag_start', { column: nameOf(active.id) }),
        onDragOver: ({ active, over }) =>
          over ? t('grid.drag_over', { column: nameOf(active.id), target: nameOf(over.id) }) : undefined,
        onDragEnd: ({ active }) => t('grid.drag_end', { column: nameOf(active.id) }),
        onDragCancel: ({ active }) => t('grid.drag_cancel', { column: nameOf(active.id) }),
      }}
    >
      {children}
    </ReorderContext>
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
