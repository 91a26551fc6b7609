import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { encodeFieldMessage } from '~/shared/forms/field-message';
import { focusFirstInvalid } from '~/shared/forms/focus-first-invalid';
import { showServerFieldErrors } from '~/shared/forms/server-field-errors';
import { useFieldProps } from '~/shared/forms/use-field-props';
import { DialogFrame } from '~/shared/ui/dialog-frame';
import { PasswordField } from '~/shared/ui/password-field';
import { RequestFailureAlert } from '~/shared/ui/request-failure-alert';
import { proofWording } from '../state/password-field-errors';

/** The password, and with 2FA on a TOTP code or an unused recovery code (ASVS 6.3.2, 7.5.1). */
type Proof = { password: string; code?: string };

type PasswordProofModalProps = {
  opened: boolean;
  title: string;
  message: string;
  submitLabel: string;
  /** Red for a step that lowers the account's protection. */
  danger?: boolean;
  pending: boolean;
  /** Two-factor authentication is on: a current code or an unused recovery code is asked too. */
  askCode?: boolean;
  onSubmit: (proof: Proof, callbacks: { onError: (error: unknown) => void }) => void;
  onClose: () => void;
};

/** A step that needs the password (and, with 2FA on, a code) again: say what it does, ask for the password, show the server's answer on the field. */
export function PasswordProofModal({
  opened,
  title,
  message,
  submitLabel,
  danger = false,
  pending,
  askCode = false,
  onSubmit,
  onClose,
}: PasswordProofModalProps) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { password: '', code: '' },
    validate: {
      password: (value) => (value === '' ? encodeFieldMessage({ key: 'validation__required' }) : undefined),
      code: (value) =>
        askCode && value.trim() === '' ? encodeFieldMessage({ key: 'validation__required' }) : undefined,
    },
  });
  const field = useFieldProps(form);
  const [failure, setFailure] = useState<unknown>(undefined);

  const close = () => {
    form.reset();
    setFailure(undefined);
    onClose();
  };

  const submit = ({ password, code }: { password: string; code: string }) => {
    setFailure(undefined);
    onSubmit(askCode ? { password, code: code.trim() } : { password }, {
      onError: (error) => {
        if (!showServerFieldErrors(form, error, ['password', 'code'], proofWording)) setFailure(error);
      },
    });
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
          {askCode ? (
            <TextInput
              {...field('code')}
              label={t('security.two_factor.code')}
              name="code"
              autoComplete="one-time-code"
              spellCheck={false}
            />
          ) : null}
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
