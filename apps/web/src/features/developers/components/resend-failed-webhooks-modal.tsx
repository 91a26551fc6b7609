import { Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { WebhookEndpoint } from '@paygrid/contracts/webhooks/webhook-endpoint';
import type { SegmentTexts } from '@paygrid/domain/format/input-segments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeInput } from '~/shared/forms/date-time/date-time-input';
import { useInputForms } from '~/shared/forms/date-time/use-input-forms';
import { translateFieldMessage } from '~/shared/forms/field-message';
import { DialogFrame } from '~/shared/ui/dialog-frame';
import { useResendFailedWebhooks } from '../api/resend-failed-webhooks';
import { defaultSinceTexts, readSince } from '../state/resend-since';
import { BreakableUrl } from './breakable-url';
import { DialogForm, useDialogFailure } from './dialog-form';
import classes from './webhook-endpoints.module.css';
import { showWebhookFieldErrors } from './webhook-form-failure';

type ResendFailedWebhooksModalProps = {
  endpoint: WebhookEndpoint;
  onClose: () => void;
  /** How many failed deliveries were sent again (none, when none had failed since then). */
  onResent: (count: number) => void;
};

/** Every delivery to the endpoint that failed since a time the reader names (a day ago unless changed), sent again. */
export function ResendFailedWebhooksModal({ endpoint, onClose, onResent }: ResendFailedWebhooksModalProps) {
  const { t } = useTranslation();
  const forms = useInputForms();
  const resend = useResendFailedWebhooks();
  const [initial] = useState(() => ({ since: defaultSinceTexts(Date.now(), forms) }));
  const form = useForm<{ since: SegmentTexts }>({
    initialValues: initial,
    validate: (values) => {
      const since = readSince(values.since, forms, Date.now());
      return 'error' in since ? { since: since.error } : {};
    },
  });
  const failure = useDialogFailure(form, showWebhookFieldErrors);

  const submit = (values: { since: SegmentTexts }) => {
    const since = readSince(values.since, forms, Date.now());
    if ('error' in since) return;
    resend.mutate(
      { id: endpoint.id, body: { since: since.at } },
      { onSuccess: (answer) => onResent(answer.meta.resent), onError: failure.onError },
    );
  };

  return (
    <DialogFrame
      opened
      onClose={onClose}
      title={t('webhooks.resend_failed.title')}
      closeLabel={t('developers.form.cancel')}
    >
      <DialogForm
        form={form}
        onValid={submit}
        failure={failure}
        failureTitleKey="webhooks.action_failed"
        submitLabel={t('webhooks.resend_failed.submit')}
        pending={resend.isPending}
        onCancel={onClose}
      >
        <Text size="sm" className={classes.urlCell}>
          <BreakableUrl url={endpoint.attributes.url} />
        </Text>
        <Text size="sm">{t('webhooks.resend_failed.message')}</Text>
        <Stack gap={4}>
          <DateTimeInput
            label={t('webhooks.resend_failed.since')}
            texts={form.values.since}
            onChange={(texts) => form.setFieldValue('since', texts)}
            withTime
            error={translateFieldMessage(t, form.errors.since)}
          />
          <Text size="xs" c="dimmed">
            {t('webhooks.resend_failed.since_hint', { zone: forms.timeZone })}
          </Text>
        </Stack>
      </DialogForm>
    </DialogFrame>
  );
}
