import { Group, Text } from '@mantine/core';
import type { CursorPageRequest } from '@paygrid/domain/grid/list-request';
import type { PageCursors, PagingMove } from '@paygrid/domain/grid/paging-machines';
import { useTranslation } from 'react-i18next';
import { PagingButtons } from './paging-buttons';

type CursorPagingProps = {
  page: CursorPageRequest;
  cursors: PageCursors;
  total: number;
  /** The total is the server's estimate (more rows than it counts). */
  estimated?: boolean;
  onMove: (move: PagingMove) => void;
};

/** §4 cursor paging: next and prev follow the answer's cursors, swapped when paging from the end. */
export function CursorPaging({ page, cursors, total, estimated = false, onMove }: CursorPagingProps) {
  const { t } = useTranslation();
  const reversed = page.reversed === true;
  const forward = reversed ? cursors.before : cursors.after;
  const back = reversed ? cursors.after : cursors.before;
  const atLast = reversed && page.before === undefined && page.after === undefined;
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" data-testid="grid-total">
        {t(estimated ? 'grid.rows_estimated' : 'grid.rows', { count: total })}
      </Text>
      <PagingButtons
        canGoBack={back !== null}
        canGoForward={forward !== null}
        canGoLast={!atLast && forward !== null}
        onMove={onMove}
      />
    </Group>
  );
}
