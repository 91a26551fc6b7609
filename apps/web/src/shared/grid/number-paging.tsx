import { Group, Text } from '@mantine/core';
import type { PagingMove } from '@paygrid/domain/grid/paging-machines';
import { useTranslation } from 'react-i18next';
import { PageSizeSelect } from './page-size-select';
import { PagingButtons } from './paging-buttons';
import { useRowCount } from './row-count';

type NumberPagingProps = {
  page: number;
  pages: number;
  total: number;
  size: number;
  /** The total is the server's estimate (more rows than it counts). */
  estimated?: boolean;
  /** The answer on screen is an earlier URL's (a request is under way): moves wait for the new one. */
  waiting?: boolean;
  onMove: (move: PagingMove) => void;
  onSizeChange: (size: number) => void;
};

/** §4 number paging: "N rows", "Page X of Y", rows per page and the four moves. */
export function NumberPaging({
  page,
  pages,
  total,
  size,
  estimated = false,
  waiting = false,
  onMove,
  onSizeChange,
}: NumberPagingProps) {
  const { t } = useTranslation();
  const rowCount = useRowCount();
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" data-testid="grid-total">
        {rowCount(total, estimated)}
      </Text>
      <Group gap="sm" wrap="wrap">
        <Text size="sm" aria-live="polite" data-testid="grid-page">
          {t('grid.page_of', { page, pages })}
        </Text>
        <PageSizeSelect size={size} onChange={onSizeChange} />
        <PagingButtons
          canGoBack={!waiting && page > 1}
          canGoForward={!waiting && page < pages}
          canGoLast={!waiting && page < pages}
          onMove={onMove}
        />
      </Group>
    </Group>
  );
}
