import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '~/features/auth';
import { PageHeading } from '~/shared/ui/page-heading';
import { AvatarCard } from '../components/avatar-card';
import { ProfileNameCard } from '../components/profile-name-card';

/** /settings/profile: who the signed-in person is to others: name, e-mail (shown) and avatar. */
export function ProfilePage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return (
    <Stack gap="lg" maw={1040}>
      <PageHeading title={t('profile.title')} intro={t('profile.intro')} />
      <ProfileNameCard user={user} />
      <AvatarCard user={user} />
    </Stack>
  );
}
