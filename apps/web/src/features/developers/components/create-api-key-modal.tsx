import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { codeRequired, type ProofNeed } from '~/features/auth';
import { completeProof } from '~/features/settings';
import { useInputForms } from '~/shared/forms/date-time/use-input-forms';
import { useFieldProps } from '~/shared/forms/use-field-props';
import { useCreateApiKey } from '../api/create-api-key';
import {
  type ApiKeyFormValues,
  apiKeyFormErrors,
  createBodyOf,
  emptyApiKeyForm,
} from '../state/api-key-form';
import { ApiKeyFields } from './api-key-fields';
import { DialogForm, useDialogFailure } from './dialog-form';
import { ProofFields } from './proof-fields';
import { SecretDialogFrame, useSecretOnce } from './secret-dialog-frame';
import { useCidrRule } from './use-cidr-rule';

type CreateApiKeyModalProps = {
  /** Two-factor authentication is on: a code is asked with the password. */
  need: ProofNeed;
  onClose: () => void;
};

/** A new key's settings and the password; then its secret, shown this once, until the dialog is closed. */
export function CreateApiKeyModal({ need, onClose }: CreateApiKeyModalProps) {
  const askCode = codeRequired(need);
  const { t } = useTranslation();
  const forms = useInputForms();
  const isCidr = useCidrRule();
  const create = useCreateApiKey();
  const form = useForm<ApiKeyFormValues>({
    initialValues: emptyApiKeyForm,
    validate: (values) => apiKeyFormErrors(values, { forms, now: Date.now(), askCode, isCidr }),
  });
  const field = useFieldProps(form);
  const failure = useDialogFailure(form);
  const { secret, onSuccess } = useSecretOnce(form);

  const submit = (values: ApiKeyFormValues) =>
    completeProof(createBodyOf(values, forms, askCode), need).then(
      (body) => create.mutate(body, { onSuccess, onError: failure.onError }),
      failure.onError,
    );

  return (
    <SecretDialogFrame
      secret={secret}
      title={t('developers.form.create_title')}
      secretTitle={t('developers.secret.created_title')}
      onClose={onClose}
    >
      <DialogForm
        form={form}
        onValid={submit}
        failure={failure}
        submitLabel={t('developers.form.create_submit')}
        pending={create.isPending}
        onCancel={onClose}
      >
        <ApiKeyFields form={form} field={field} />
        <ProofFields field={field} need={need} />
      </DialogForm>
    </SecretDialogFrame>
  );
}
