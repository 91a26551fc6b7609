import { arrayMove, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReorderContext } from '~/shared/dragging/reorder-context';

import { PickGrip, type SortablePick, type SortablePicksProps } from './sortable-picks';

// Reordering saved picks by drag and by keyboard, an on-demand part of the saved views bar: dnd-kit arrives with it.

function SortableItem<Item extends SortablePick>({
  item,
  renderPick,
}: {
  item: Item;
  renderPick: (item: Item) => ReactNode;
}) {
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
        <PickGrip ref={setActivatorNodeRef} item={item} {...attributes} {...listeners} />
      ) : null}
      {renderPick(item)}
    </Group>
  );
}

/** A row of saved picks that can be reordered by drag and by keyboard, said aloud in the reader's language. */
export function DraggableSortablePicks<Item extends SortablePick>({
  label,
  items,
  onReorder,
  renderPick,
}: SortablePicksProps<Item>) {
  const { t } = useTranslation();
  const ids = items.map((item) => item.id);
  const nameOf = (id: string | number) => items.find((item) => item.id === String(id))?.name ?? String(id);

  return (
    <ReorderContext
      items={ids}
      onMove={(id, target) => onReorder(arrayMove(ids, ids.indexOf(id), ids.indexOf(target)))}
      instructions={t('saved_views.drag_instructions')}
      announcements={{
        onDragStart: ({ active }) => t('saved_views.drag_start', { name: nameOf(active.id) }),
        onDragOver: ({ active, over }) =>
          over ? t('saved_views.drag_over', { name: nameOf(active.id), target: nameOf(over.id) }) : undefined,
        onDragEnd: ({ active, over }) =>
          over
            ? t('saved_views.drag_end', { name: nameOf(active.id), target: nameOf(over.id) })
            : t('saved_views.drag_cancel', { name: nameOf(active.id) }),
        onDragCancel: ({ active }) => t('saved_views.drag_cancel', { name: nameOf(active.id) }),
      }}
    >
      <Group role="list" aria-label={label} gap="xs" wrap="wrap">
        {items.map((item) => (
          <SortableItem key={item.id} item={item} renderPick={renderPick} />
        ))}
      </Group>
    </ReorderContext>
  );
}
