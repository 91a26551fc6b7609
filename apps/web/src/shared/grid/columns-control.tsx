import { Button } from '@mantine/core';
import { defaultLayout, type GridLayout, showColumn } from '@paygrid/domain/grid/layout/column-layout';
import { IconColumns3, IconRestore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ActionMenu } from '../ui/action-menu';
import type { DataGridColumn } from './data-grid-column';

type ColumnsControlProps = {
  columns: ReadonlyArray<Pick<DataGridColumn<unknown>, 'param' | 'label'>>;
  layout: GridLayout;
  onLayoutChange: (layout: GridLayout) => void;
};

/** "Columns": the hidden columns, each shown again by a click, and a reset of the whole layout. */
export function ColumnsControl({ columns, layout, onLayoutChange }: ColumnsControlProps) {
  const { t } = useTranslation();
  const hidden = columns.filter((column) => layout.hidden.includes(column.param));
  return (
    <ActionMenu
      trigger={
        <Button size="xs" variant="default" leftSection={<IconColumns3 size={14} aria-hidden />}>
          {t('grid.columns')}
        </Button>
      }
      entries={[
        { kind: 'label', key: 'heading', label: t('grid.hidden_columns') },
        ...(hidden.length === 0
          ? [
              {
                kind: 'item' as const,
                key: 'none',
                label: t('grid.no_hidden_columns'),
                disabled: true,
                onClick: () => {},
              },
            ]
          : []),
        ...hidden.map((column) => ({
          kind: 'item' as const,
          key: column.param,
          label: t('grid.show_column', { column: column.label }),
          onClick: () => onLayoutChange(showColumn(layout, column.param)),
        })),
        { kind: 'divider', key: 'divider' },
        {
          kind: 'item',
          key: 'reset',
          label: t('grid.reset_columns'),
          icon: <IconRestore size={14} aria-hidden />,
          // The grid's declared columns in their declared order, its fixed ones pinned (a page's own, such as row
          // actions, follow them).
          onClick: () =>
            onLayoutChange(
              defaultLayout(
                columns.map((column) => column.param).filter((param) => layout.order.includes(param)),
                layout.fixed,
              ),
            ),
        },
      ]}
    />
  );
}
