import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '~/features/auth';
import { PageHeading } from '~/shared/ui/page-heading';
import { ChangePasswordCard } from '../components/change-password-card';
import { PasskeysCard } from '../components/passkeys-card';
import { SecurityLogCard } from '../components/security-log-card';
import { SessionsCard } from '../components/sessions-card';
import { TwoFactorCard } from '../components/two-factor-card';

/** /settings/security: sign-in protection (the app's codes, passkeys), the password, where the account is signed in, and its log. */
export function SecurityPage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return (
    <Stack gap="lg" maw={1040}>
      <PageHeading title={t('security.title')} intro={t('security.intro')} />
      <TwoFactorCard enabled={user.attributes.two_factor_enabled} />
      <PasskeysCard twoFactorEnabled={user.attributes.two_factor_enabled} />
      <ChangePasswordCard email={user.attributes.email} />
      <SessionsCard twoFactorEnabled={user.attributes.two_factor_enabled} />
      <SecurityLogCard />
    </Stack>
  );
}
