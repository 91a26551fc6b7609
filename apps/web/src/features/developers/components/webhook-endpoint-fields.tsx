import { Checkbox, Stack, Switch, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType, UseFormReturnType } from '@mantine/form';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_LIMITS } from '@paygrid/domain/platform/webhooks';
import { useTranslation } from 'react-i18next';
import { translateFieldMessage } from '~/shared/forms/field-message';
import { eventTypeWord } from '~/shared/i18n/event-type-words';
import type { WebhookEndpointFormValues } from '../state/webhook-endpoint-form';
import { ModeField } from './mode-field';
import classes from './webhook-endpoints.module.css';

type WebhookEndpointFieldsProps = {
  form: UseFormReturnType<WebhookEndpointFormValues>;
  field: (path: string) => GetInputPropsReturnType;
  /** An existing endpoint: its mode is shown, not asked (an endpoint keeps the mode it was added for). */
  editing?: boolean;
};

/** Where an endpoint is and what it gets: its URL, description, mode, event types, and whether it is on. */
export function WebhookEndpointFields({ form, field, editing = false }: WebhookEndpointFieldsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <TextInput
        {...field('url')}
        type="url"
        label={t('webhooks.form.url')}
        description={t('webhooks.form.url_hint')}
        placeholder="https://"
        maxLength={WEBHOOK_LIMITS.urlMaxLength}
        autoComplete="off"
        spellCheck={false}
        classNames={{ input: classes.url }}
        data-autofocus
      />
      <TextInput
        {...field('description')}
        label={t('webhooks.form.description')}
        description={t('webhooks.form.description_hint')}
        maxLength={WEBHOOK_LIMITS.descriptionMaxLength}
        autoComplete="off"
      />
      <ModeField
        mode={form.values.mode}
        onChange={(mode) => form.setFieldValue('mode', mode)}
        fixedHint={editing ? t('webhooks.form.mode_fixed') : undefined}
      />
      <Checkbox.Group
        {...form.getInputProps('event_types')}
        label={t('webhooks.form.event_types')}
        error={translateFieldMessage(t, form.errors.event_types)}
      >
        <Stack gap="xs" mt={6}>
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <Checkbox
              key={type}
              value={type}
              label={t(`webhooks.event.${eventTypeWord[type]}`)}
              description={
                <>
                  <span className={classes.code}>{type}</span> ·{' '}
                  {t(`webhooks.event_hint.${eventTypeWord[type]}`)}
                </>
              }
            />
          ))}
        </Stack>
      </Checkbox.Group>
      <Switch
        {...form.getInputProps('enabled', { type: 'checkbox' })}
        label={t('webhooks.form.enabled')}
        description={t('webhooks.form.enabled_hint')}
      />
    </Stack>
  );
}
