import {
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
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Group } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type SortablePick = { id: string; name: string; movable: boolean };

type SortablePicksProps<Item extends SortablePick> = {
  /** The list's accessible name. */
  label: string;
  items: ReadonlyArray<Item>;
  /** Every id in the new order, first listed first. */
  onReorder: (ids: string[]) => void;
  renderPick: (item: Item) => ReactNode;
};

function SortableItem<Item extends SortablePick>({
  item,
  renderPick,
}: {
  item: Item;
  renderPick: (item: Item) => ReactNode;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: item.id, disabled: !item.movable });
  return (
    <Group
      ref={setNodeRef}
      role="listitem"
      gap={0}
      wrap="nowrap"
      style={{ transform: CSS.Translate.toString(transform), transition, zIndex: isDragging ? 2 : undefined }}
    >
      {item.movable ? (
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={t('saved_views.move', { name: item.name })}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={14} aria-hidden />
        </ActionIcon>
      ) : null}
      {renderPick(item)}
    </Group>
  );
}

/** A row of saved picks that can be reordered by drag and by keyboard, said aloud in the reader's language. */
export function SortablePicks<Item extends SortablePick>({
  label,
  items,
  onReorder,
  renderPick,
}: SortablePicksProps<Item>) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((item) => item.id);
  const nameOf = (id: string | number) => items.find((item) => item.id === String(id))?.name ?? String(id);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onReorder(arrayMove(ids, from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('saved_views.drag_instructions') },
        announcements: {
          onDragStart: ({ active }) => t('saved_views.drag_start', { name: nameOf(active.id) }),
          onDragOver: ({ active, over }) =>
            over
              ? t('saved_views.drag_over', { name: nameOf(active.id), target: nameOf(over.id) })
              : undefined,
          onDragEnd: ({ active, over }) =>
            over
              ? t('saved_views.drag_end', { name: nameOf(active.id), target: nameOf(over.id) })
              : t('saved_views.drag_cancel', { name: nameOf(active.id) }),
          onDragCancel: ({ active }) => t('saved_views.drag_cancel', { name: nameOf(active.id) }),
        },
      }}
    >
      <SortableContext items={ids} strategy={horizontalListSortingStrategy}>
        <Group role="list" aria-label={label} gap="xs" wrap="wrap">
          {items.map((item) => (
            <SortableItem key={item.id} item={item} renderPick={renderPick} />
          ))}
        </Group>
      </SortableContext>
    </DndContext>
  );
}
