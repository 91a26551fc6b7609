import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { translateFieldMessage } from '~/shared/forms/field-message';
import { focusFirstInvalid } from '~/shared/forms/focus-first-invalid';
import { ruleError } from '~/shared/forms/rule-error';
import { RequestFailureAlert } from '~/shared/ui/request-failure-alert';
import { emailRule } from '../state/field-rules';

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
    validate: { email: (value) => ruleError(value.trim(), emailRule) },
  });
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
          <TextInput
            {...form.getInputProps('email')}
            error={translateFieldMessage(t, form.errors.email)}
            label={t('login.email')}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            required
            withAsterisk={false}
          />
          <Button type="submit" size="md" fullWidth loading={pending}>
            {submitLabel}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
