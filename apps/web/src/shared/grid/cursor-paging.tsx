import { Group, Text } from '@mantine/core';
import type { CursorPageRequest } from '@paygrid/domain/grid/list-request';
import type { PageCursors, PagingMove } from '@paygrid/domain/grid/paging-machines';
import { useTranslation } from 'react-i18next';
import { PageSizeSelect } from './page-size-select';
import { PagingButtons } from './paging-buttons';
import { useRowCount, useRowNumber } from './row-count';

type CursorPagingProps = {
  page: CursorPageRequest;
  cursors: PageCursors;
  total: number;
  /** Rows on the page shown. */
  count: number;
  /** Rows before the page shown, when known (walking from the first page). */
  rowOffset: number | undefined;
  /** The total is the server's estimate (more rows than it counts). */
  estimated?: boolean;
  /** The answer on screen is an earlier URL's (a request is under way): moves wait for the new one. */
  waiting?: boolean;
  onMove: (move: PagingMove) => void;
  onSizeChange: (size: number) => void;
};

/** §4 cursor paging: "Rows 41–60 of 1,234" when the position is known, the total alone otherwise. */
export function CursorPaging({
  page,
  cursors,
  total,
  count,
  rowOffset,
  estimated = false,
  waiting = false,
  onMove,
  onSizeChange,
}: CursorPagingProps) {
  const { t } = useTranslation();
  const rowCount = useRowCount();
  const rowNumber = useRowNumber();
  const atFirst = page.before === undefined && page.after === undefined && !page.reversed;
  const atLast = page.reversed === true;
  const position =
    rowOffset !== undefined && count > 0
      ? t(estimated ? 'grid.rows_range_estimated' : 'grid.rows_range', {
          from: rowNumber(rowOffset + 1),
          to: rowNumber(rowOffset + count),
          total: rowNumber(total, estimated),
        })
      : rowCount(total, estimated);
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="grid-position">
        {position}
      </Text>
      <Group gap="sm" wrap="wrap">
        <PageSizeSelect size={page.size} onChange={onSizeChange} />
        <PagingButtons
          canGoFirst={!waiting && !atFirst}
          canGoBack={!waiting && cursors.before !== null}
          canGoForward={!waiting && cursors.after !== null}
          canGoLast={!waiting && !atLast && cursors.after !== null}
          onMove={onMove}
        />
      </Group>
    </Group>
  );
}
