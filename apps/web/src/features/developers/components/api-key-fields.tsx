import { Checkbox, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType, UseFormReturnType } from '@mantine/form';
import { API_KEY_LIMITS, API_KEY_PERMISSIONS } from '@paygrid/domain/platform/api-keys';
import { useTranslation } from 'react-i18next';
import { DateTimeInput } from '~/shared/forms/date-time/date-time-input';
import { useInputForms } from '~/shared/forms/date-time/use-input-forms';
import { translateFieldMessage } from '~/shared/forms/field-message';
import type { ApiKeyFormValues } from '../state/api-key-form';
import classes from './api-key-fields.module.css';
import { ModeField } from './mode-field';
import { permissionWord } from './permission-words';

type ApiKeyFieldsProps = {
  form: UseFormReturnType<ApiKeyFormValues>;
  field: (path: string) => GetInputPropsReturnType;
  /** An existing key: its mode is shown, not asked (a key keeps the mode it was made for). */
  editing?: boolean;
};

/** What a key is called and may do: its name, mode, permissions, addresses and last day. */
export function ApiKeyFields({ form, field, editing = false }: ApiKeyFieldsProps) {
  const { t } = useTranslation();
  const { timeZone } = useInputForms();
  return (
    <Stack gap="md">
      <TextInput
        {...field('name')}
        label={t('developers.form.name')}
        description={t('developers.form.name_hint')}
        maxLength={API_KEY_LIMITS.nameMaxLength}
        autoComplete="off"
        data-autofocus
      />
      <ModeField
        mode={form.values.mode}
        onChange={(mode) => form.setFieldValue('mode', mode)}
        fixedHint={editing ? t('developers.form.mode_fixed') : undefined}
      />
      <Checkbox.Group
        {...form.getInputProps('permissions')}
        label={t('developers.form.permissions')}
        error={translateFieldMessage(t, form.errors.permissions)}
      >
        <Stack gap="xs" mt={6}>
          {API_KEY_PERMISSIONS.map((permission) => (
            <Checkbox
              key={permission}
              value={permission}
              label={t(`developers.permission.${permissionWord[permission]}`)}
              description={t(`developers.permission_hint.${permissionWord[permission]}`)}
            />
          ))}
        </Stack>
      </Checkbox.Group>
      <Textarea
        {...field('allowed_cidrs')}
        label={t('developers.form.allowed_cidrs')}
        description={t('developers.form.allowed_cidrs_hint')}
        autosize
        minRows={2}
        maxRows={8}
        spellCheck={false}
        autoComplete="off"
        classNames={{ input: classes.addresses }}
      />
      <Stack gap={4}>
        <DateTimeInput
          label={t('developers.form.expires_at')}
          texts={form.values.expires_at}
          onChange={(texts) => form.setFieldValue('expires_at', texts)}
          error={translateFieldMessage(t, form.errors.expires_at)}
        />
        <Text size="xs" c="dimmed">
          {t('developers.form.expires_hint', { zone: timeZone })}
        </Text>
      </Stack>
    </Stack>
  );
}
