import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '~/shared/ui/dialog-frame';

type ConfirmDeleteModalProps = {
  opened: boolean;
  title: string;
  message: string;
  loading: boolean;
  /** A failed deletion's notice, shown in the dialog. */
  notice?: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
};

/** Deleting a saved view or filter cannot be undone: say so, then ask once. */
export function ConfirmDeleteModal({
  opened,
  title,
  message,
  loading,
  notice,
  onConfirm,
  onClose,
}: ConfirmDeleteModalProps) {
  const { t } = useTranslation();
  return (
    <DialogFrame opened={opened} onClose={onClose} title={title} closeLabel={t('saved_views.cancel')}>
      <Stack gap="lg">
        {notice}
        <Text size="sm">{message}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('saved_views.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={loading}>
            {t('saved_views.delete')}
          </Button>
        </Group>
      </Stack>
    </DialogFrame>
  );
}
