import { Button, Checkbox, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '~/shared/ui/dialog-frame';

export type PresetForm = { name: string; description: string; shared: boolean };

type PresetFormModalProps = {
  opened: boolean;
  title: string;
  submitLabel: string;
  initial: PresetForm;
  /** Views have a description; saved filters do not. */
  withDescription: boolean;
  /** Offer "shared with the organisation" (the reader's role allows sharing). */
  withSharing: boolean;
  loading: boolean;
  /** A failed save's notice, shown in the dialog the reader is looking at. */
  notice?: ReactNode;
  onSubmit: (values: PresetForm) => void;
  onClose: () => void;
};

/** Name (and description, sharing) of a saved view or filter, for saving a new one or changing one. */
export function PresetFormModal({
  opened,
  title,
  submitLabel,
  initial,
  withDescription,
  withSharing,
  loading,
  notice,
  onSubmit,
  onClose,
}: PresetFormModalProps) {
  const { t } = useTranslation();
  const form = useForm<PresetForm>({
    initialValues: initial,
    validate: {
      name: (value) => (value.trim() === '' ? t('saved_views.name_required') : null),
    },
  });
  const { setValues, resetDirty } = form;
  // Each opening starts from the preset's values (the modal stays mounted between openings).
  useEffect(() => {
    if (!opened) return;
    setValues(initial);
    resetDirty(initial);
  }, [opened, initial, setValues, resetDirty]);

  return (
    <DialogFrame opened={opened} onClose={onClose} title={title} closeLabel={t('saved_views.cancel')}>
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          onSubmit({ ...values, name: values.name.trim(), description: values.description.trim() }),
        )}
      >
        <Stack gap="sm">
          {notice}
          <TextInput
            label={t('saved_views.name')}
            maxLength={100}
            data-autofocus
            {...form.getInputProps('name')}
          />
          {withDescription ? (
            <Textarea
              label={t('saved_views.description')}
              maxLength={500}
              autosize
              minRows={2}
              {...form.getInputProps('description')}
            />
          ) : null}
          {withSharing ? (
            <Checkbox
              label={t('saved_views.shared')}
              description={t('saved_views.shared_hint')}
              {...form.getInputProps('shared', { type: 'checkbox' })}
            />
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('saved_views.cancel')}
            </Button>
            <Button type="submit" loading={loading}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </DialogFrame>
  );
}
