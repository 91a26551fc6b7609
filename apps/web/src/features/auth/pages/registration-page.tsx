import { Anchor, Button, Divider, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { registrationBodySchema } from '@paygrid/contracts/auth/registration';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { emailError } from '~/shared/forms/email-rule';
import { focusFirstInvalid } from '~/shared/forms/focus-first-invalid';
import { schemaErrors } from '~/shared/forms/schema-errors';
import { showServerFieldErrors } from '~/shared/forms/server-field-errors';
import { useFieldProps } from '~/shared/forms/use-field-props';
import { isLocale } from '~/shared/i18n/locales';
import { EmailField } from '~/shared/ui/email-field';
import { MutationFailureAlert } from '~/shared/ui/mutation-failure-alert';
import { PageHeading } from '~/shared/ui/page-heading';
import { useRegister } from '../api/register';
import { MailSentPanel } from '../components/mail-sent-panel';
import { NameFields } from '../components/name-fields';
import { NewPasswordField } from '../components/new-password-field';
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
      email: emailError(values.email),
      password: newPasswordError(values.password, values.email),
    }),
  });
  const field = useFieldProps(form);

  const registration = useRegister({
    onSuccess: (_answer, body) => setSentTo(String(body.email)),
    onError: (error) => showServerFieldErrors(form, error, fields),
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

  return (
    <Stack gap="xl">
      <PageHeading title={t('registration.heading')} intro={t('registration.intro')} />
      <MutationFailureAlert
        mutation={registration}
        fallbackTitleKey="registration.error_title"
        fields={fields}
      />
      <form noValidate onSubmit={form.onSubmit(submit, (errors) => focusFirstInvalid(form, errors))}>
        <Stack gap="md">
          <NameFields form={form} />
          <EmailField {...field('email')} label={t('registration.email')} />
          <NewPasswordField
            {...field('password')}
            label={t('registration.password')}
            name="password"
            userInputs={[form.values.first_name, form.values.last_name, form.values.email]}
          />
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
