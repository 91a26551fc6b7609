import { ActionIcon, Group } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { type ReactNode, type Ref, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { onDemand } from '~/shared/on-demand/on-demand';
import { onVerySlowConnection } from '~/shared/on-demand/slow-connection';

export type SortablePick = { id: string; name: string; movable: boolean };

export type SortablePicksProps<Item extends SortablePick> = {
  /** The list's accessible name. */
  label: string;
  items: ReadonlyArray<Item>;
  /** Every id in the new order, first listed first. */
  onReorder: (ids: string[]) => void;
  renderPick: (item: Item) => ReactNode;
};

const dragging = onDemand(() =>
  import('./sortable-picks-dragging').then((module) => module.DraggableSortablePicks),
);

type PickGripProps = { item: SortablePick; ref?: Ref<HTMLButtonElement> } & Record<string, unknown>;

/** The handle that moves a pick. */
export function PickGrip({ item, ref, ...handle }: PickGripProps) {
  const { t } = useTranslation();
  return (
    <ActionIcon
      ref={ref}
      variant="subtle"
      color="gray"
      size="sm"
      aria-label={t('saved_views.move', { name: item.name })}
      data-pick-grip={item.id}
      {...handle}
    >
      <IconGripVertical size={14} aria-hidden />
    </ActionIcon>
  );
}

/**
 * A row of saved picks that can be reordered. Dragging (dnd-kit) arrives when a grip is first pointed at or focused,
 * or with the idle page's preload; the grip that had focus keeps it when it does.
 */
export function SortablePicks<Item extends SortablePick>(props: SortablePicksProps<Item>) {
  const Draggable = dragging.useLoaded();
  const focusedGrip = useRef<string | undefined>(undefined);
  useLayoutEffect(() => {
    // Only when the swap took the focus away: a reader who has moved on keeps their place.
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (!Draggable || focusedGrip.current === undefined || !lost) return;
    document.querySelector<HTMLElement>(`[data-pick-grip="${CSS.escape(focusedGrip.current)}"]`)?.focus();
  }, [Draggable]);
  if (Draggable) return <Draggable {...props} />;

  const prefetch = () => {
    if (!onVerySlowConnection()) dragging.load().catch(() => undefined);
  };
  return (
    <Group role="list" aria-label={props.label} gap="xs" wrap="wrap">
      {props.items.map((item) => (
        <Group key={item.id} role="listitem" gap={0} wrap="nowrap">
          {item.movable ? (
            <PickGrip
              item={item}
              onPointerEnter={prefetch}
              onFocus={() => {
                focusedGrip.current = item.id;
                dragging.load().catch(() => undefined);
              }}
            />
          ) : null}
          {props.renderPick(item)}
        </Group>
      ))}
    </Group>
  );
}
