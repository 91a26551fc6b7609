import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  horizontalListSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
} from '@dnd-kit/sortable';
import type { ReactNode } from 'react';

type ReorderContextProps = {
  /** The ids that move, in order. */
  items: ReadonlyArray<string>;
  /** Every id in its order: what a move rearranges (the items, or more when some stay put). */
  order: ReadonlyArray<string>;
  onReorder: (order: string[]) => void;
  /** What a screen reader hears, in the reader's language. */
  instructions: string;
  announcements: Announcements;
  children: ReactNode;
};

/**
 * A row whose items move by pointer (after 4 px) and by keyboard, said aloud; a drag ending over another item gives
 * the new order. Imported only by on-demand parts: dnd-kit never rides in a first load (decision 0086).
 */
export function ReorderContext({
  items,
  order,
  onReorder,
  instructions,
  announcements,
  children,
}: ReorderContextProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = order.indexOf(String(active.id));
    const to = order.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onReorder(arrayMove([...order], from, to));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ screenReaderInstructions: { draggable: instructions }, announcements }}
    >
      <SortableContext items={[...items]} strategy={horizontalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
