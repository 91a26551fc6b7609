import { type DragEndEvent, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { arrayMove, sortableKeyboardCoordinates } from '@dnd-kit/sortable';

/**
 * Pointer (after 4 px) and keyboard moves of a sortable row, and the new order when a drag ends over another item.
 * Imported only by on-demand parts: dnd-kit never rides in a first load (decision 0086).
 */
export function useReorderDrag(order: ReadonlyArray<string>, onReorder: (order: string[]) => void) {
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
  return { sensors, onDragEnd };
}
