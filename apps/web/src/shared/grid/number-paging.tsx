import { Group, Text } from '@mantine/core';
import type { PagingMove } from '@paygrid/domain/grid/paging-machines';
import { useTranslation } from 'react-i18next';
import { PagingButtons } from './paging-buttons';

type NumberPagingProps = {
  page: number;
  pages: number;
  total: number;
  /** The total is the server's estimate (more rows than it counts). */
  estimated?: boolean;
  onMove: (move: PagingMove) => void;
};

/** §4 number paging: "N rows", "Page X of Y" and the four moves. */
export function NumberPaging({ page, pages, total, estimated = false, onMove }: NumberPagingProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" data-testid="grid-total">
        {t(estimated ? 'grid.rows_estimated' : 'grid.rows', { count: total })}
      </Text>
      <Group gap="sm">
        <Text size="sm" aria-live="polite" data-testid="grid-page">
          {t('grid.page_of', { page, pages })}
        </Text>
        <PagingButtons
          canGoBack={page > 1}
          canGoForward={page < pages}
          canGoLast={page < pages}
          onMove={onMove}
        />
      </Group>
    </Group>
  );
}
