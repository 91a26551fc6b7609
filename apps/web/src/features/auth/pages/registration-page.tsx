import { Anchor, Button, Divider, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { registrationBodySchema } from '@paygrid/contracts/auth/registration';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { translateFieldMessage } from '~/shared/forms/field-message';
import { focusFirstInvalid } from '~/shared/forms/focus-first-invalid';
import { ruleError } from '~/shared/forms/rule-error';
import { schemaErrors } from '~/shared/forms/schema-errors';
import { serverFieldErrors } from '~/shared/forms/server-field-errors';
import { isLocale } from '~/shared/i18n/locales';
import { PageHeading } from '~/shared/ui/page-heading';
import { PasswordField } from '~/shared/ui/password-field';
import { RequestFailureAlert } from '~/shared/ui/request-failure-alert';
import { register } from '../api/registration';
import { MailSentPanel } from '../components/mail-sent-panel';
import { PasswordStrengthMeter } from '../components/password-strength-meter';
import { emailRule } from '../state/field-rules';
import { newPasswordError, newPasswordErrorWithList } from '../state/password-rules';

type RegistrationValues = { first_name: string; last_name: string; email: string; password: string };

const fields = ['first_name', 'last_name', 'email', 'password'] as const;

export function RegistrationPage() {
  const { t, i18n } = useTranslation();
  const [sentTo, setSentTo] = useState<string | undefined>(undefined);
  const form = useForm<RegistrationValues>({
    initialValues: { first_name: '', last_name: '', email: '', password: '' },
    validate: (values) => ({
      ...schemaErrors(registrationBodySchema, values),
      email: ruleError(values.email.trim(), emailRule),
      password: newPasswordError(values.password, values.email),
    }),
  });

  const registration = useMutation({
    mutationFn: register,
    onSuccess: (_answer, body) => setSentTo(String(body.email)),
    onError: (error) => {
      const fieldErrors = serverFieldErrors(error, fields);
      form.setErrors(fieldErrors);
      focusFirstInvalid(form, fieldErrors);
    },
  });

  const submit = async (values: RegistrationValues) => {
    const passwordError = await newPasswordErrorWithList(values.password, values.email);
    if (passwordError) {
      form.setFieldError('password', passwordError);
      form.getInputNode('password')?.focus();
      return;
    }
    registration.mutate({
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      email: values.email.trim(),
      password: values.password,
      locale: isLocale(i18n.language) ? i18n.language : 'en',
    });
  };

  if (sentTo) {
    return (
      <MailSentPanel
        title={t('registration.sent_title')}
        actions={
          <Text size="sm">
            {t('registration.no_mail')}{' '}
            <Anchor component={Link} to="/registration/resend-link" fw={600}>
              {t('registration.resend_link')}
            </Anchor>
          </Text>
        }
      >
        {t('registration.sent_message', { email: sentTo })}
      </MailSentPanel>
    );
  }

  const hasFieldErrors = Object.keys(serverFieldErrors(registration.error, fields)).length > 0;
  return (
    <Stack gap="xl">
      <PageHeading title={t('registration.heading')} intro={t('registration.intro')} />
      {registration.isError && !hasFieldErrors ? (
        <RequestFailureAlert
          error={registration.error}
          fallbackTitleKey="registration.error_title"
          onDismiss={() => registration.reset()}
        />
      ) : null}
      <form noValidate onSubmit={form.onSubmit(submit, (errors) => focusFirstInvalid(form, errors))}>
        <Stack gap="md">
          <Group grow align="flex-start" gap="md">
            <TextInput
              {...form.getInputProps('first_name')}
              error={translateFieldMessage(t, form.errors.first_name)}
              label={t('registration.first_name')}
              name="first_name"
              autoComplete="given-name"
              required
              withAsterisk={false}
            />
            <TextInput
              {...form.getInputProps('last_name')}
              error={translateFieldMessage(t, form.errors.last_name)}
              label={t('registration.last_name')}
              name="last_name"
              autoComplete="family-name"
              required
              withAsterisk={false}
            />
          </Group>
          <TextInput
            {...form.getInputProps('email')}
            error={translateFieldMessage(t, form.errors.email)}
            label={t('registration.email')}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            required
            withAsterisk={false}
          />
          <Stack gap={8}>
            <PasswordField
              {...form.getInputProps('password')}
              error={translateFieldMessage(t, form.errors.password)}
              label={t('registration.password')}
              description={t('registration.password_hint')}
              name="password"
              autoComplete="new-password"
            />
            <PasswordStrengthMeter
              id="password-strength"
              password={form.values.password}
              userInputs={[form.values.first_name, form.values.last_name, form.values.email]}
            />
          </Stack>
          <Button type="submit" size="md" fullWidth mt="xs" loading={registration.isPending}>
            {t('registration.submit')}
          </Button>
        </Stack>
      </form>
      <Divider />
      <Text ta="center" size="sm">
        {t('registration.have_account')}{' '}
        <Anchor component={Link} to="/login" fw={600}>
          {t('registration.log_in')}
        </Anchor>
      </Text>
    </Stack>
  );
}
