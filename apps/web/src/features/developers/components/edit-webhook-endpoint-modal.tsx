import { useForm } from '@mantine/form';
import type { WebhookEndpoint } from '@paygrid/contracts/webhooks/webhook-endpoint';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { codeRequired, type ProofNeed } from '~/features/auth';
import { completeProof } from '~/features/settings';
import { useFieldProps } from '~/shared/forms/use-field-props';
import { DialogFrame } from '~/shared/ui/dialog-frame';
import { useUpdateWebhookEndpoint } from '../api/update-webhook-endpoint';
import {
  updateWebhookBodyOf,
  type WebhookEndpointFormValues,
  webhookFormErrors,
  webhookFormValuesOf,
} from '../state/webhook-endpoint-form';
import { DialogForm, useDialogFailure } from './dialog-form';
import { ProofFields } from './proof-fields';
import { WebhookEndpointFields } from './webhook-endpoint-fields';
import { showWebhookFieldErrors } from './webhook-form-failure';

type EditWebhookEndpointModalProps = {
  endpoint: WebhookEndpoint;
  need: ProofNeed;
  onClose: () => void;
  onSaved: (endpoint: WebhookEndpoint) => void;
};

/** An endpoint's URL, description, events and switch, changed behind the password; only what changed is sent. */
export function EditWebhookEndpointModal({
  endpoint,
  need,
  onClose,
  onSaved,
}: EditWebhookEndpointModalProps) {
  const askCode = codeRequired(need);
  const { t } = useTranslation();
  const update = useUpdateWebhookEndpoint();
  const [initial] = useState(() => webhookFormValuesOf(endpoint.attributes));
  const form = useForm<WebhookEndpointFormValues>({
    initialValues: initial,
    validate: (values) => webhookFormErrors(values, askCode),
  });
  const field = useFieldProps(form);
  const failure = useDialogFailure(form, showWebhookFieldErrors);

  const submit = (values: WebhookEndpointFormValues) =>
    completeProof(updateWebhookBodyOf(values, initial, askCode), need).then(
      (body) =>
        update.mutate(
          { id: endpoint.id, body },
          { onSuccess: (answer) => onSaved(answer.data), onError: failure.onError },
        ),
      failure.onError,
    );

  return (
    <DialogFrame
      opened
      onClose={onClose}
      title={t('webhooks.form.edit_title')}
      closeLabel={t('developers.form.cancel')}
      size="lg"
    >
      <DialogForm
        form={form}
        onValid={submit}
        failure={failure}
        failureTitleKey="webhooks.action_failed"
        submitLabel={t('developers.form.save')}
        pending={update.isPending}
        onCancel={onClose}
      >
        <WebhookEndpointFields form={form} field={field} editing />
        <ProofFields field={field} need={need} />
      </DialogForm>
    </DialogFrame>
  );
}
