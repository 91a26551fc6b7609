import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isLocale } from '~/shared/i18n/locales';
import { PageHeading } from '~/shared/ui/page-heading';
import { useResendConfirmation } from '../api/resend-confirmation';
import { EmailLinkForm } from '../components/email-link-form';
import { MailSentPanel } from '../components/mail-sent-panel';

export function RegistrationResendPage() {
  const { t, i18n } = useTranslation();
  const resend = useResendConfirmation();

  if (resend.isSuccess) {
    return (
      <MailSentPanel
        title={t('registration_resend.sent_title')}
        actions={
          <Anchor component={Link} to="/login" fw={600}>
            {t('registration_resend.back_to_login')}
          </Anchor>
        }
      >
        {t('registration_resend.sent_message', { email: resend.variables.email })}
      </MailSentPanel>
    );
  }

  return (
    <Stack gap="xl">
      <PageHeading title={t('registration_resend.heading')} intro={t('registration_resend.intro')} />
      <EmailLinkForm
        submitLabel={t('registration_resend.submit')}
        pending={resend.isPending}
        error={resend.error}
        errorTitleKey="registration_resend.error_title"
        onDismissError={() => resend.reset()}
        onSubmit={(email) => resend.mutate({ email, locale: isLocale(i18n.language) ? i18n.language : 'en' })}
      />
      <Text ta="center" size="sm">
        <Anchor component={Link} to="/login" fw={500}>
          {t('registration_resend.back_to_login')}
        </Anchor>
      </Text>
    </Stack>
  );
}
