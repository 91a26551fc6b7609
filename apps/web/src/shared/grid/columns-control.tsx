import { Button, Menu } from '@mantine/core';
import { IconColumns3, IconRestore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DataGridColumn } from './data-grid-column';
import { defaultLayout, type GridLayout } from './grid-layout';

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
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="xs" variant="default" leftSection={<IconColumns3 size={14} aria-hidden />}>
          {t('grid.columns')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('grid.hidden_columns')}</Menu.Label>
        {hidden.length === 0 ? <Menu.Item disabled>{t('grid.no_hidden_columns')}</Menu.Item> : null}
        {hidden.map((column) => (
          <Menu.Item
            key={column.param}
            onClick={() =>
              onLayoutChange({ ...layout, hidden: layout.hidden.filter((param) => param !== column.param) })
            }
          >
            {t('grid.show_column', { column: column.label })}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconRestore size={14} aria-hidden />}
          onClick={() => onLayoutChange(defaultLayout(columns.map((column) => column.param)))}
        >
          {t('grid.reset_columns')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
