import { Button, Loader, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { createHttpError } from '@paygrid/domain/errors/http-error';
import { serverMessages } from '@paygrid/domain/errors/server-message-title';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { encodeFieldMessage } from '~/shared/forms/field-message';
import { focusFirstInvalid } from '~/shared/forms/focus-first-invalid';
import { showServerFieldErrors } from '~/shared/forms/server-field-errors';
import { useFieldProps } from '~/shared/forms/use-field-props';
import { MutationFailureAlert } from '~/shared/ui/mutation-failure-alert';
import { PageHeading } from '~/shared/ui/page-heading';
import { PasswordField } from '~/shared/ui/password-field';
import { RequestFailureAlert } from '~/shared/ui/request-failure-alert';
import { useResetPassword } from '../api/reset-password';
import { useResetToken } from '../api/reset-token';
import { NewPasswordField } from '../components/new-password-field';
import { newPasswordError, newPasswordErrorWithList } from '../state/password-rules';
import type { LoginLocationState } from './login-page';

const missingToken = createHttpError({
  status: 404,
  data: { message: serverMessages.tokenNotFound, errors: [] },
});

type ResetValues = { password: string; confirmation: string };

/** Opened from the mailed link: the token is checked first, then a new password is set twice. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const validation = useResetToken(token);
  const email = validation.data?.email;

  const form = useForm<ResetValues>({
    initialValues: { password: '', confirmation: '' },
    validate: {
      password: (value) => newPasswordError(value, email),
      confirmation: (value, values) =>
        value === values.password ? undefined : encodeFieldMessage({ key: 'validation__passwords_differ' }),
    },
  });
  const field = useFieldProps(form);

  const reset = useResetPassword({
    onSuccess: () =>
      navigate('/login', { replace: true, state: { notice: 'password-reset' } satisfies LoginLocationState }),
    onError: (error) => showServerFieldErrors(form, error, ['password']),
  });

  const submit = async (values: ResetValues) => {
    const passwordError = await newPasswordErrorWithList(values.password, email);
    if (passwordError) {
      form.setFieldError('password', passwordError);
      form.getInputNode('password')?.focus();
      return;
    }
    reset.mutate({ token, password: values.password });
  };

  const tokenError = token === '' ? missingToken : validation.error;
  if (tokenError) {
    return (
      <Stack gap="lg">
        <PageHeading title={t('reset_password.heading')} />
        <RequestFailureAlert error={tokenError} fallbackTitleKey="reset_password.error_title" />
        <Text size="sm">{t('reset_password.link_help')}</Text>
        <Button component={Link} to="/restore-password" variant="light" size="md">
          {t('reset_password.request_new_link')}
        </Button>
      </Stack>
    );
  }
  if (!validation.isSuccess) {
    return (
      <Stack align="center" gap="sm" py="md" role="status">
        <Loader size="md" aria-hidden />
        <Text c="dimmed">{t('reset_password.checking')}</Text>
      </Stack>
    );
  }

  return (
    <Stack gap="xl">
      <PageHeading title={t('reset_password.heading')} intro={t('reset_password.intro', { email })} />
      <MutationFailureAlert
        mutation={reset}
        fallbackTitleKey="reset_password.error_title"
        fields={['password']}
      />
      <form noValidate onSubmit={form.onSubmit(submit, (errors) => focusFirstInvalid(form, errors))}>
        {/* Lets a password manager file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <Stack gap="md">
          <NewPasswordField
            {...field('password')}
            label={t('reset_password.password')}
            name="password"
            userInputs={email ? [email] : []}
          />
          <PasswordField
            {...field('confirmation')}
            label={t('reset_password.confirmation')}
            name="confirmation"
            autoComplete="new-password"
          />
          <Button type="submit" size="md" fullWidth mt="xs" loading={reset.isPending}>
            {t('reset_password.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
