import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { codeRequired, type ProofNeed } from '~/features/auth';
import { encodeFieldMessage } from '~/shared/forms/field-message';
import { focusFirstInvalid } from '~/shared/forms/focus-first-invalid';
import { showServerFieldErrors } from '~/shared/forms/server-field-errors';
import { useFieldProps } from '~/shared/forms/use-field-props';
import { DialogFrame } from '~/shared/ui/dialog-frame';
import { PasswordField } from '~/shared/ui/password-field';
import { RequestFailureAlert } from '~/shared/ui/request-failure-alert';
import { proofWording } from '../state/password-field-errors';
import { completeProof, proofOf } from '../state/proof';
import { ProofCodeField } from './proof-code-field';

/**
 * The password, and the account's second factor: a TOTP code, an unused recovery code, or the passkey's answer
 * (ASVS 6.3.2, 7.5.1; decision 0107).
 */
type Proof = { password: string; code?: string; passkey?: Record<string, unknown> };

type PasswordProofModalProps = {
  opened: boolean;
  title: string;
  message: string;
  submitLabel: string;
  /** Red for a step that lowers the account's protection. */
  danger?: boolean;
  pending: boolean;
  /** What is asked besides the password: a code, the passkey, a recovery code, or nothing. */
  need?: ProofNeed;
  onSubmit: (proof: Proof, callbacks: { onError: (error: unknown) => void }) => void;
  onClose: () => void;
};

/**
 * A step that needs the password (and the account's second factor) again: say what it does, ask for the password,
 * prompt for the passkey where that is the second factor, show the server's answer on the field.
 */
export function PasswordProofModal({
  opened,
  title,
  message,
  submitLabel,
  danger = false,
  pending,
  need = 'password',
  onSubmit,
  onClose,
}: PasswordProofModalProps) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { password: '', code: '' },
    validate: {
      password: (value) => (value === '' ? encodeFieldMessage({ key: 'validation__required' }) : undefined),
      code: (value) =>
        codeRequired(need) && value.trim() === ''
          ? encodeFieldMessage({ key: 'validation__required' })
          : undefined,
    },
  });
  const field = useFieldProps(form);
  const [failure, setFailure] = useState<unknown>(undefined);

  const close = () => {
    form.reset();
    setFailure(undefined);
    onClose();
  };

  const submit = (values: { password: string; code: string }) => {
    setFailure(undefined);
    completeProof(proofOf(values, codeRequired(need)), need).then(
      (proof) =>
        onSubmit(proof, {
          onError: (error) => {
            if (!showServerFieldErrors(form, error, ['password', 'code'], proofWording)) setFailure(error);
          },
        }),
      setFailure,
    );
  };

  return (
    <DialogFrame opened={opened} onClose={close} title={title} closeLabel={t('security.cancel')}>
      <form noValidate onSubmit={form.onSubmit(submit, (errors) => focusFirstInvalid(form, errors))}>
        <Stack gap="md">
          <Text size="sm">{message}</Text>
          {failure !== undefined ? (
            <RequestFailureAlert
              error={failure}
              fallbackTitleKey="security.action_failed"
              onDismiss={() => setFailure(undefined)}
            />
          ) : null}
          <PasswordField
            {...field('password')}
            label={t('security.two_factor.password')}
            name="password"
            autoComplete="current-password"
            data-autofocus
          />
          <ProofCodeField field={field} need={need} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('security.cancel')}
            </Button>
            <Button type="submit" color={danger ? 'red' : undefined} loading={pending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </DialogFrame>
  );
}
