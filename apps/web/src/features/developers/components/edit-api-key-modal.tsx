import { useForm } from '@mantine/form';
import type { ApiKey } from '@paygrid/contracts/api-keys/api-key';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { codeRequired, type ProofNeed } from '~/features/auth';
import { completeProof } from '~/features/settings';
import { useInputForms } from '~/shared/forms/date-time/use-input-forms';
import { useFieldProps } from '~/shared/forms/use-field-props';
import { DialogFrame } from '~/shared/ui/dialog-frame';
import { useUpdateApiKey } from '../api/update-api-key';
import { type ApiKeyFormValues, apiKeyFormErrors, formValuesOf, updateBodyOf } from '../state/api-key-form';
import { ApiKeyFields } from './api-key-fields';
import { DialogForm, useDialogFailure } from './dialog-form';
import { ProofFields } from './proof-fields';
import { useCidrRule } from './use-cidr-rule';

type EditApiKeyModalProps = {
  apiKey: ApiKey;
  need: ProofNeed;
  onClose: () => void;
  onSaved: (key: ApiKey) => void;
};

/** A key's name, permissions, addresses and last day, changed behind the password; only what changed is sent. */
export function EditApiKeyModal({ apiKey, need, onClose, onSaved }: EditApiKeyModalProps) {
  const askCode = codeRequired(need);
  const { t } = useTranslation();
  const forms = useInputForms();
  const isCidr = useCidrRule();
  const update = useUpdateApiKey();
  const [initial] = useState(() => formValuesOf(apiKey.attributes, forms));
  const form = useForm<ApiKeyFormValues>({
    initialValues: initial,
    validate: (values) =>
      apiKeyFormErrors(values, {
        forms,
        now: Date.now(),
        askCode,
        isCidr,
        initialExpiry: initial.expires_at,
      }),
  });
  const field = useFieldProps(form);
  const failure = useDialogFailure(form);

  const submit = (values: ApiKeyFormValues) =>
    completeProof(updateBodyOf(values, initial, forms, askCode), need).then(
      (body) =>
        update.mutate(
          { id: apiKey.id, body },
          { onSuccess: (answer) => onSaved(answer.data), onError: failure.onError },
        ),
      failure.onError,
    );

  return (
    <DialogFrame
      opened
      onClose={onClose}
      title={t('developers.form.edit_title', { name: apiKey.attributes.name })}
      closeLabel={t('developers.form.cancel')}
      size="lg"
    >
      <DialogForm
        form={form}
        onValid={submit}
        failure={failure}
        submitLabel={t('developers.form.save')}
        pending={update.isPending}
        onCancel={onClose}
      >
        <ApiKeyFields form={form} field={field} editing />
        <ProofFields field={field} need={need} />
      </DialogForm>
    </DialogFrame>
  );
}
