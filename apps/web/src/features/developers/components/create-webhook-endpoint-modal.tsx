import { useForm } from '@mantine/form';
import type { PaymentMode } from '@paygrid/domain/payments/fixed-values';
import { useTranslation } from 'react-i18next';
import { codeRequired, type ProofNeed } from '~/features/auth';
import { completeProof } from '~/features/settings';
import { useFieldProps } from '~/shared/forms/use-field-props';
import { useCreateWebhookEndpoint } from '../api/create-webhook-endpoint';
import {
  createWebhookBodyOf,
  emptyWebhookEndpointForm,
  type WebhookEndpointFormValues,
  webhookFormErrors,
} from '../state/webhook-endpoint-form';
import { DialogForm, useDialogFailure } from './dialog-form';
import { ProofFields } from './proof-fields';
import { SecretDialogFrame, useSecretOnce } from './secret-dialog-frame';
import { useSigningSecretWords } from './signing-secret-words';
import { WebhookEndpointFields } from './webhook-endpoint-fields';
import { showWebhookFieldErrors } from './webhook-form-failure';

type CreateWebhookEndpointModalProps = {
  /** The mode the console shows: a new endpoint starts in it. */
  mode: PaymentMode;
  /** Two-factor authentication is on: a code is asked with the password. */
  need: ProofNeed;
  onClose: () => void;
};

/** A new endpoint's URL, events and the password; then its signing secret, shown this once, until closed. */
export function CreateWebhookEndpointModal({ mode, need, onClose }: CreateWebhookEndpointModalProps) {
  const askCode = codeRequired(need);
  const { t } = useTranslation();
  const create = useCreateWebhookEndpoint();
  const form = useForm<WebhookEndpointFormValues>({
    initialValues: emptyWebhookEndpointForm(mode),
    validate: (values) => webhookFormErrors(values, askCode),
  });
  const field = useFieldProps(form);
  const failure = useDialogFailure(form, showWebhookFieldErrors);
  const { secret, onSuccess } = useSecretOnce(form);
  const secretWords = useSigningSecretWords();

  const submit = (values: WebhookEndpointFormValues) =>
    completeProof(createWebhookBodyOf(values, askCode), need).then(
      (body) => create.mutate(body, { onSuccess, onError: failure.onError }),
      failure.onError,
    );

  return (
    <SecretDialogFrame
      secret={secret}
      title={t('webhooks.form.add_title')}
      secretTitle={t('webhooks.secret.created_title')}
      secretWords={secretWords}
      onClose={onClose}
    >
      <DialogForm
        form={form}
        onValid={submit}
        failure={failure}
        failureTitleKey="webhooks.action_failed"
        submitLabel={t('webhooks.form.add_submit')}
        pending={create.isPending}
        onCancel={onClose}
      >
        <WebhookEndpointFields form={form} field={field} />
        <ProofFields field={field} need={need} />
      </DialogForm>
    </SecretDialogFrame>
  );
}
