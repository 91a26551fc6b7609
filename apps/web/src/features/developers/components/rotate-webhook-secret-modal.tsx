import { Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { WebhookEndpoint } from '@paygrid/contracts/webhooks/webhook-endpoint';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { codeRequired, type ProofNeed } from '~/features/auth';
import { completeProof, proofErrors, proofOf } from '~/features/settings';
import { useFieldProps } from '~/shared/forms/use-field-props';
import { SegmentedRadios } from '~/shared/ui/segmented-radios';
import { useRotateWebhookSecret } from '../api/rotate-webhook-secret';
import { BreakableUrl } from './breakable-url';
import { DialogForm, useDialogFailure } from './dialog-form';
import { ProofFields } from './proof-fields';
import { SecretDialogFrame, useSecretOnce } from './secret-dialog-frame';
import { useSigningSecretWords } from './signing-secret-words';
import classes from './webhook-endpoints.module.css';
import { showWebhookFieldErrors } from './webhook-form-failure';

/**
 * How long the old secret signs beside the new one: not at all (it leaked), an hour, or a day (the API's most, and
 * the default: every request carries both signatures meanwhile, so the receiver can switch without losing one).
 */
const OVERLAP_CHOICES = [
  { hours: '0', word: 'overlap_none' },
  { hours: '1', word: 'overlap_hour' },
  { hours: '24', word: 'overlap_day' },
] as const;
type OverlapHours = (typeof OVERLAP_CHOICES)[number]['hours'];

type RotateValues = { overlap_hours: OverlapHours; password: string; code: string };

type RotateWebhookSecretModalProps = { endpoint: WebhookEndpoint; need: ProofNeed; onClose: () => void };

/** A new signing secret for an endpoint, behind the password; then the new secret, shown this once. */
export function RotateWebhookSecretModal({ endpoint, need, onClose }: RotateWebhookSecretModalProps) {
  const askCode = codeRequired(need);
  const { t } = useTranslation();
  const overlapLabel = useId();
  const rotate = useRotateWebhookSecret();
  const form = useForm<RotateValues>({
    initialValues: { overlap_hours: '24', password: '', code: '' },
    validate: (values) => proofErrors(values, askCode),
  });
  const field = useFieldProps(form);
  const failure = useDialogFailure(form, showWebhookFieldErrors);
  const { secret, onSuccess } = useSecretOnce(form);
  const secretWords = useSigningSecretWords();

  const submit = (values: RotateValues) =>
    completeProof({ overlap_hours: Number(values.overlap_hours), ...proofOf(values, askCode) }, need).then(
      (body) => rotate.mutate({ id: endpoint.id, body }, { onSuccess, onError: failure.onError }),
      failure.onError,
    );

  return (
    <SecretDialogFrame
      secret={secret}
      title={t('webhooks.rotate_dialog.title')}
      secretTitle={t('webhooks.secret.rotated_title')}
      secretWords={secretWords}
      onClose={onClose}
    >
      <DialogForm
        form={form}
        onValid={submit}
        failure={failure}
        failureTitleKey="webhooks.action_failed"
        submitLabel={t('webhooks.rotate_dialog.submit')}
        pending={rotate.isPending}
        onCancel={onClose}
      >
        <Text size="sm" className={classes.urlCell}>
          <BreakableUrl url={endpoint.attributes.url} />
        </Text>
        <Text size="sm">{t('webhooks.rotate_dialog.message')}</Text>
        <Stack gap={4}>
          <Text id={overlapLabel} size="sm" fw={500}>
            {t('webhooks.rotate_dialog.overlap')}
          </Text>
          <SegmentedRadios
            aria-labelledby={overlapLabel}
            data={OVERLAP_CHOICES.map(({ hours, word }) => ({
              value: hours,
              label: t(`webhooks.rotate_dialog.${word}`),
            }))}
            value={form.values.overlap_hours}
            onChange={(hours) => form.setFieldValue('overlap_hours', hours)}
          />
          <Text size="xs" c="dimmed">
            {t('webhooks.rotate_dialog.overlap_hint')}
          </Text>
        </Stack>
        <ProofFields field={field} need={need} />
      </DialogForm>
    </SecretDialogFrame>
  );
}
