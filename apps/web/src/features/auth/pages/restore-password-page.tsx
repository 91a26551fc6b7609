import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isLocale } from '~/shared/i18n/locales';
import { PageHeading } from '~/shared/ui/page-heading';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { EmailLinkForm } from '../components/email-link-form';
import { MailSentPanel } from '../components/mail-sent-panel';

type RestorePasswordPageProps = { variant?: 'first' | 'resend' };

/** /restore-password and /restore-password/resend-link: the same request, always the same answer. */
export function RestorePasswordPage({ variant = 'first' }: RestorePasswordPageProps) {
  const { t, i18n } = useTranslation();
  const request = useRequestPasswordReset();
  const copy = variant === 'first' ? 'restore_password' : 'restore_password_resend';

  if (request.isSuccess) {
    return (
      <MailSentPanel
        title={t('restore_password.sent_title')}
        actions={
          <Stack gap={6}>
            <Text size="sm">
              {t('restore_password.no_mail')}{' '}
              <Anchor component={Link} to="/restore-password/resend-link" fw={600}>
                {t('restore_password.resend_link')}
              </Anchor>
            </Text>
            <Anchor component={Link} to="/login" size="sm" fw={500}>
              {t('restore_password.back_to_login')}
            </Anchor>
          </Stack>
        }
      >
        {t('restore_password.sent_message', { email: request.variables.email })}
      </MailSentPanel>
    );
  }

  return (
    <Stack gap="xl">
      <PageHeading title={t(`${copy}.heading`)} intro={t(`${copy}.intro`)} />
      <EmailLinkForm
        submitLabel={t(`${copy}.submit`)}
        pending={request.isPending}
        error={request.error}
        errorTitleKey="restore_password.error_title"
        onDismissError={() => request.reset()}
        onSubmit={(email) =>
          request.mutate({ email, locale: isLocale(i18n.language) ? i18n.language : 'en' })
        }
      />
      <Text ta="center" size="sm">
        <Anchor component={Link} to="/login" fw={500}>
          {t('restore_password.back_to_login')}
        </Anchor>
      </Text>
    </Stack>
  );
}
