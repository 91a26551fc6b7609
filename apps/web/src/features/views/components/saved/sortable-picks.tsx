import { ActionIcon, Group } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { onDemand } from '~/shared/on-demand/on-demand';
import { useFocusKept } from '~/shared/on-demand/use-focus-kept';

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
 * A row of saved picks that can be reordered. Dragging (dnd-kit) arrives when a grip is first pointed at (not on a
 * very slow connection) or focused, or with the idle page's preload; the element that had the focus keeps it.
 */
export function SortablePicks<Item extends SortablePick>(props: SortablePicksProps<Item>) {
  const Draggable = dragging.useLoaded();
  const focusKept = useFocusKept<HTMLDivElement>(Draggable);

  // The container stays in place when the list is drawn anew with dragging.
  return (
    <div style={{ display: 'contents' }} {...focusKept}>
      {Draggable ? (
        <Draggable {...props} />
      ) : (
        <Group role="list" aria-label={props.label} gap="xs" wrap="wrap">
          {props.items.map((item) => (
            <Group key={item.id} role="listitem" gap={0} wrap="nowrap">
              {item.movable ? (
                <PickGrip
                  item={item}
                  onPointerEnter={dragging.prefetch}
                  onFocus={() => dragging.load().catch(() => undefined)}
                />
              ) : null}
              {props.renderPick(item)}
            </Group>
          ))}
        </Group>
      )}
    </div>
  );
}
