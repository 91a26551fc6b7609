import { ActionIcon, Group } from '@mantine/core';
import type { PagingMove } from '@paygrid/domain/grid/paging-machines';
import { IconChevronLeft, IconChevronRight, IconChevronsLeft, IconChevronsRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type PagingButtonsProps = {
  /** "First" can be asked for while not already there; `canGoBack` when absent. */
  canGoFirst?: boolean;
  canGoBack: boolean;
  canGoForward: boolean;
  /** "Last" can be asked for while not already there. */
  canGoLast: boolean;
  onMove: (move: PagingMove) => void;
};

/** First, previous, next and last page. */
export function PagingButtons({
  canGoFirst,
  canGoBack,
  canGoForward,
  canGoLast,
  onMove,
}: PagingButtonsProps) {
  const { t } = useTranslation();
  const buttons = [
    { move: 'first', label: t('grid.first_page'), icon: IconChevronsLeft, enabled: canGoFirst ?? canGoBack },
    { move: 'prev', label: t('grid.previous_page'), icon: IconChevronLeft, enabled: canGoBack },
    { move: 'next', label: t('grid.next_page'), icon: IconChevronRight, enabled: canGoForward },
    { move: 'last', label: t('grid.last_page'), icon: IconChevronsRight, enabled: canGoLast },
  ] as const;
  return (
    <Group gap={4} wrap="nowrap">
      {buttons.map(({ move, label, icon: Icon, enabled }) => (
        <ActionIcon
          key={move}
          variant="default"
          size="md"
          aria-label={label}
          disabled={!enabled}
          onClick={() => onMove({ type: move })}
        >
          <Icon size={16} aria-hidden />
        </ActionIcon>
      ))}
    </Group>
  );
}
