import { Button } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** SPEC §2 column editing mode, remembered per grid (this browser). */
export function useColumnEditing(gridCode: string): [boolean, (editing: boolean) => void] {
  const [editing, setEditing] = useLocalStorage({
    key: `paygrid.grid.${gridCode}.column-editing`,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  return [editing, setEditing];
}

type ColumnEditingToggleProps = { editing: boolean; onChange: (editing: boolean) => void };

/** Turns column editing mode on and off: in it every header shows its drag and width handles. */
export function ColumnEditingToggle({ editing, onChange }: ColumnEditingToggleProps) {
  const { t } = useTranslation();
  return (
    <Button
      size="xs"
      variant={editing ? 'light' : 'default'}
      aria-pressed={editing}
      leftSection={<IconPencil size={14} aria-hidden />}
      onClick={() => onChange(!editing)}
    >
      {t('grid.edit_columns')}
    </Button>
  );
}
