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
  horizontalListSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
} from '@dnd-kit/sortable';
import type { ReactNode } from 'react';

type ReorderContextProps = {
  /** The ids that move, in order. */
  items: ReadonlyArray<string>;
  /** A drag of `id` ended over `target` (another item): the caller rearranges its own order. */
  onMove: (id: string, target: string) => void;
  /** What a screen reader hears, in the reader's language. */
  instructions: string;
  announcements: Announcements;
  children: ReactNode;
};

/**
 * A row whose items move by pointer (after 4 px) and by keyboard, said aloud; a drag ending over another item gives
 * where the item goes. Imported only by on-demand parts: dnd-kit never rides in a first load (decision 0086).
 */
export function ReorderContext({
  items,
  onMove,
  instructions,
  announcements,
  children,
}: ReorderContextProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
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
