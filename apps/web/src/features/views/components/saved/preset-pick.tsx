import { ActionIcon, Button, type ButtonProps, Group } from '@mantine/core';
import { IconDotsVertical, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ActionMenu } from '~/shared/ui/action-menu';

type PresetPickProps = {
  name: string;
  /** The pick is what the grid shows now. */
  pressed: boolean;
  pressedVariant: ButtonProps['variant'];
  size: ButtonProps['size'];
  shared: boolean;
  title?: string | undefined;
  /** Accessible name of the options menu button. */
  optionsLabel: string;
  editLabel: string;
  /** The reader may rename and delete it (its owner, or an admin for a shared one). */
  changeable: boolean;
  onPick: () => void;
  onEdit: () => void;
  onDelete: () => void;
};

/** One saved view or filter: a button that applies it and, for who may change it, a menu to edit or delete it. */
export function PresetPick({
  name,
  pressed,
  pressedVariant,
  size,
  shared,
  title,
  optionsLabel,
  editLabel,
  changeable,
  onPick,
  onEdit,
  onDelete,
}: PresetPickProps) {
  const { t } = useTranslation();
  return (
    <Group gap={0} wrap="nowrap">
      <Button
        size={size}
        variant={pressed ? pressedVariant : 'default'}
        aria-pressed={pressed}
        title={title}
        rightSection={shared ? <IconUsers size={14} aria-label={t('saved_views.shared_mark')} /> : undefined}
        onClick={onPick}
      >
        {name}
      </Button>
      {changeable ? (
        <ActionMenu
          trigger={
            <ActionIcon variant="subtle" color="gray" size="sm" aria-label={optionsLabel}>
              <IconDotsVertical size={14} aria-hidden />
            </ActionIcon>
          }
          entries={[
            { kind: 'item', key: 'edit', label: editLabel, onClick: onEdit },
            { kind: 'item', key: 'delete', label: t('saved_views.delete'), color: 'red', onClick: onDelete },
          ]}
        />
      ) : null}
    </Group>
  );
}
