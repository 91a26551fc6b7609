import { Anchor, Button, Divider, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { enteredPasswordRule } from '@paygrid/domain/accounts/password-policy';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { emailError } from '~/shared/forms/email-rule';
import { focusFirstInvalid } from '~/shared/forms/focus-first-invalid';
import { ruleError } from '~/shared/forms/rule-error';
import { useFieldProps } from '~/shared/forms/use-field-props';
import { EmailField } from '~/shared/ui/email-field';
import { MutationFailureAlert } from '~/shared/ui/mutation-failure-alert';
import { PageHeading } from '~/shared/ui/page-heading';
import { PasswordField } from '~/shared/ui/password-field';
import { SuccessNotice } from '~/shared/ui/success-notice';
import { useCheckLogin } from '../api/check-login';
import { PasskeySignIn } from '../components/passkey-sign-in';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { passkeysOffered } from '../state/passkey-support';
import { setTwoFactorPending } from '../state/two-factor-pending';

type LoginValues = { email: string; password: string };

/** Set by the reset page: the password was changed and the person can log in with it. */
export type LoginLocationState = { notice?: 'password-reset' };

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const completeSignIn = useCompleteSignIn();
  const notice = (location.state as LoginLocationState | null)?.notice;
  // Only a secure context with WebAuthn offers passkeys (issue 39); elsewhere the page is as it was.
  const [withPasskeys] = useState(passkeysOffered);

  const form = useForm<LoginValues>({
    initialValues: { email: '', password: '' },
    // The shared domain rules of checkLoginBodySchema, without zod: the login page loads none (decision 0023).
    validate: (values) => ({
      email: emailError(values.email),
      password: ruleError(values.password, enteredPasswordRule),
    }),
  });
  const field = useFieldProps(form);

  const login = useCheckLogin({
    onSuccess: async (result) => {
      if (result.step === 'two-factor-required') {
        setTwoFactorPending(result.methods);
        await navigate('/2fa');
      } else {
        await completeSignIn();
      }
    },
  });

  return (
    <Stack gap="xl">
      <PageHeading title={t('login.heading')} intro={t('login.intro')} />

      {notice === 'password-reset' && !login.isError ? (
        <SuccessNotice title={t('reset_password.done_title')}>
          {t('reset_password.done_message')}
        </SuccessNotice>
      ) : null}
      <MutationFailureAlert mutation={login} fallbackTitleKey="login.error_title" />

      <form
        noValidate
        onSubmit={form.onSubmit(
          (values) => login.mutate({ email: values.email.trim(), password: values.password }),
          (errors) => focusFirstInvalid(form, errors),
        )}
      >
        <Stack gap="md">
          <EmailField
            {...field('email')}
            label={t('login.email')}
            autoComplete={withPasskeys ? 'username webauthn' : 'username'}
          />
          <PasswordField
            {...field('password')}
            label={t('login.password')}
            name="password"
            autoComplete="current-password"
          />
          <Button type="submit" size="md" fullWidth mt="xs" loading={login.isPending}>
            {t('login.submit')}
          </Button>
          <Anchor component={Link} to="/restore-password" ta="center" size="sm" fw={500}>
            {t('login.forgot_password')}
          </Anchor>
        </Stack>
      </form>

      {withPasskeys ? (
        <Stack gap="md">
          <Divider label={t('login.or')} labelPosition="center" />
          <PasskeySignIn />
        </Stack>
      ) : null}

      <Divider />

      <Text ta="center" size="sm">
        {t('login.no_account')}{' '}
        <Anchor component={Link} to="/registration" fw={600}>
          {t('login.create_account')}
        </Anchor>
      </Text>
    </Stack>
  );
}
