import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { emailError } from '~/shared/forms/email-rule';
import { focusFirstInvalid } from '~/shared/forms/focus-first-invalid';
import { useFieldProps } from '~/shared/forms/use-field-props';
import { EmailField } from '~/shared/ui/email-field';
import { RequestFailureAlert } from '~/shared/ui/request-failure-alert';

type EmailLinkFormProps = {
  submitLabel: string;
  pending: boolean;
  error: unknown;
  errorTitleKey: ParseKeys;
  onDismissError: () => void;
  onSubmit: (email: string) => void;
};

/** One e-mail field that asks for a link by mail (registration resend, password reset). */
export function EmailLinkForm({
  submitLabel,
  pending,
  error,
  errorTitleKey,
  onDismissError,
  onSubmit,
}: EmailLinkFormProps) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { email: '' },
    validate: { email: (value) => emailError(value) },
  });
  const field = useFieldProps(form);
  return (
    <Stack gap="md">
      {error ? (
        <RequestFailureAlert error={error} fallbackTitleKey={errorTitleKey} onDismiss={onDismissError} />
      ) : null}
      <form
        noValidate
        onSubmit={form.onSubmit(
          (values) => onSubmit(values.email.trim()),
          (errors) => focusFirstInvalid(form, errors),
        )}
      >
        <Stack gap="md">
          <EmailField {...field('email')} label={t('login.email')} />
          <Button type="submit" size="md" fullWidth loading={pending}>
            {submitLabel}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
