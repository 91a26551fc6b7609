import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { createHttpError } from '@paygrid/domain/errors/http-error';
import { serverMessages } from '@paygrid/domain/errors/server-message-title';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { encodeFieldMessage } from '~/shared/forms/field-message';
import { focusFirstInvalid } from '~/shared/forms/focus-first-invalid';
import { type FieldWording, showServerFieldErrors } from '~/shared/forms/server-field-errors';
import { useFieldProps } from '~/shared/forms/use-field-props';
import { fieldErrorsOf } from '~/shared/http';
import { MutationFailureAlert } from '~/shared/ui/mutation-failure-alert';
import { PageHeading } from '~/shared/ui/page-heading';
import { PasswordField } from '~/shared/ui/password-field';
import { RequestFailureAlert } from '~/shared/ui/request-failure-alert';
import { SuccessNotice } from '~/shared/ui/success-notice';
import { useRegistrationConfirmation } from '../api/confirm-registration';

// A link without a token fails exactly like a used one, without asking the server.
const missingToken = createHttpError({
  status: 404,
  data: { message: serverMessages.tokenNotFound, errors: [] },
});

const FIELDS = ['password'];
const MISMATCH = 'registration_password_mismatch';

const confirmationWording: FieldWording = (failure) =>
  failure.key === MISMATCH
    ? encodeFieldMessage({ key: 'registration_confirmation.password_mismatch', fallback: failure.title })
    : undefined;

/**
 * Opened from the mailed link: the password of that registration confirms it (a link confirms only the
 * registration it was mailed for). Whoever owns the mailbox but did not choose that password resets it instead.
 */
export function RegistrationConfirmationPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const confirmation = useRegistrationConfirmation();
  const form = useForm({
    initialValues: { password: '' },
    validate: {
      password: (value) => (value === '' ? encodeFieldMessage({ key: 'validation__required' }) : undefined),
    },
  });
  const field = useFieldProps(form);
  const passwordFailure = confirmation.isError ? fieldErrorsOf(confirmation.error).password : undefined;
  const mismatch = passwordFailure?.key === MISMATCH;
  // A failure not about the password (a used or expired link) ends the form: only a new link helps.
  const linkFailed = token === '' || (confirmation.isError && passwordFailure === undefined);

  return (
    <Stack gap="lg">
      <PageHeading title={t('registration_confirmation.heading')} />
      {linkFailed ? (
        <>
          <RequestFailureAlert
            error={token === '' ? missingToken : confirmation.error}
            fallbackTitleKey="registration_confirmation.error_title"
          />
          <Text size="sm">{t('registration_confirmation.error_help')}</Text>
          <Button component={Link} to="/registration/resend-link" variant="light" size="md">
            {t('registration_confirmation.resend')}
          </Button>
        </>
      ) : confirmation.isSuccess ? (
        <>
          <SuccessNotice title={t('registration_confirmation.done_title')}>
            {t('registration_confirmation.done_message')}
          </SuccessNotice>
          <Button component={Link} to="/login" size="md">
            {t('registration_confirmation.log_in')}
          </Button>
        </>
      ) : (
        <form
          noValidate
          onSubmit={form.onSubmit(
            ({ password }) =>
              confirmation.mutate(
                { token, password },
                { onError: (error) => showServerFieldErrors(form, error, FIELDS, confirmationWording) },
              ),
            (errors) => focusFirstInvalid(form, errors),
          )}
        >
          <Stack gap="md">
            <Text size="sm">{t('registration_confirmation.password_intro')}</Text>
            <MutationFailureAlert
              mutation={confirmation}
              fallbackTitleKey="registration_confirmation.error_title"
              fields={FIELDS}
            />
            <PasswordField
              {...field('password')}
              label={t('registration_confirmation.password')}
              name="password"
              autoComplete="current-password"
              data-autofocus
            />
            {mismatch ? (
              <Text size="sm" role="status">
                {t('registration_confirmation.not_yours')}{' '}
                <Anchor component={Link} to="/restore-password" fw={600}>
                  {t('registration_confirmation.reset_instead')}
                </Anchor>
              </Text>
            ) : null}
            <Button type="submit" size="md" loading={confirmation.isPending}>
              {t('registration_confirmation.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
