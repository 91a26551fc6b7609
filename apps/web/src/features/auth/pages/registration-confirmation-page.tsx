import { Button, Loader, Stack, Text } from '@mantine/core';
import { createHttpError } from '@paygrid/domain/errors/http-error';
import { serverMessages } from '@paygrid/domain/errors/server-message-title';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeading } from '~/shared/ui/page-heading';
import { RequestFailureAlert } from '~/shared/ui/request-failure-alert';
import { SuccessNotice } from '~/shared/ui/success-notice';
import { useRegistrationConfirmation } from '../api/confirm-registration';

// A link without a token fails exactly like a used one, without asking the server.
const missingToken = createHttpError({
  status: 404,
  data: { message: serverMessages.tokenNotFound, errors: [] },
});

/** Opened from the mailed link: confirms once, then offers the log-in. */
export function RegistrationConfirmationPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const confirmation = useRegistrationConfirmation(token);

  const error = token === '' ? missingToken : confirmation.error;
  return (
    <Stack gap="lg">
      <PageHeading title={t('registration_confirmation.heading')} />
      {error ? (
        <>
          <RequestFailureAlert error={error} fallbackTitleKey="registration_confirmation.error_title" />
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
        <Stack align="center" gap="sm" py="md" role="status">
          <Loader size="md" aria-hidden />
          <Text c="dimmed">{t('registration_confirmation.checking')}</Text>
        </Stack>
      )}
    </Stack>
  );
}
