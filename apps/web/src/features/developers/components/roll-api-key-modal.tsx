import { Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ApiKey } from '@paygrid/contracts/api-keys/api-key';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { codeRequired, type ProofNeed } from '~/features/auth';
import { completeProof, proofErrors, proofOf } from '~/features/settings';
import { useFieldProps } from '~/shared/forms/use-field-props';
import { SegmentedRadios } from '~/shared/ui/segmented-radios';
import { useRollApiKey } from '../api/roll-api-key';
import { DialogForm, useDialogFailure } from './dialog-form';
import { ProofFields } from './proof-fields';
import { SecretDialogFrame, useSecretOnce } from './secret-dialog-frame';

/** How long the old secret keeps working beside the new one: not at all, an hour, a day (the API's most). */
const GRACE_CHOICES = [
  { hours: '0', word: 'grace_now' },
  { hours: '1', word: 'grace_hour' },
  { hours: '24', word: 'grace_day' },
] as const;
type GraceHours = (typeof GRACE_CHOICES)[number]['hours'];

type RollValues = { grace: GraceHours; password: string; code: string };

type RollApiKeyModalProps = { apiKey: ApiKey; need: ProofNeed; onClose: () => void };

/** A new secret for a key, behind the password; then the new secret, shown this once, until the dialog is closed. */
export function RollApiKeyModal({ apiKey, need, onClose }: RollApiKeyModalProps) {
  const askCode = codeRequired(need);
  const { t } = useTranslation();
  const graceLabel = useId();
  const roll = useRollApiKey();
  const form = useForm<RollValues>({
    initialValues: { grace: '0', password: '', code: '' },
    validate: (values) => proofErrors(values, askCode),
  });
  const field = useFieldProps(form);
  const failure = useDialogFailure(form);
  const { secret, onSuccess } = useSecretOnce(form);
  const name = apiKey.attributes.name;

  const submit = (values: RollValues) =>
    completeProof({ grace_hours: Number(values.grace), ...proofOf(values, askCode) }, need).then(
      (body) => roll.mutate({ id: apiKey.id, body }, { onSuccess, onError: failure.onError }),
      failure.onError,
    );

  return (
    <SecretDialogFrame
      secret={secret}
      title={t('developers.roll_dialog.title', { name })}
      secretTitle={t('developers.secret.rolled_title', { name })}
      onClose={onClose}
    >
      <DialogForm
        form={form}
        onValid={submit}
        failure={failure}
        submitLabel={t('developers.roll_dialog.submit')}
        pending={roll.isPending}
        onCancel={onClose}
      >
        <Text size="sm">{t('developers.roll_dialog.message')}</Text>
        <Stack gap={4}>
          <Text id={graceLabel} size="sm" fw={500}>
            {t('developers.roll_dialog.grace')}
          </Text>
          <SegmentedRadios
            aria-labelledby={graceLabel}
            data={GRACE_CHOICES.map(({ hours, word }) => ({
              value: hours,
              label: t(`developers.roll_dialog.${word}`),
            }))}
            value={form.values.grace}
            onChange={(grace) => form.setFieldValue('grace', grace)}
          />
        </Stack>
        <ProofFields field={field} need={need} />
      </DialogForm>
    </SecretDialogFrame>
  );
}
