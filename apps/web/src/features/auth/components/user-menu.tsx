import { Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePreferredLocale } from '~/shared/i18n/use-preferred-locale';
import { onDemand } from '~/shared/on-demand/on-demand';
import { OnDemandTrigger } from '~/shared/on-demand/on-demand-trigger';
import { PersonAvatar } from '~/shared/ui/person-avatar';
import { useCurrentUser } from '../api/current-user';

const userMenuDropdown = onDemand(() =>
  import('./user-menu-dropdown').then((module) => module.UserMenuDropdown),
);

type UserMenuProps = {
  /**
   * Preferences and Security live on an organisation's sub-domain; the entrance host forwards to the current
   * organisation, so they are offered there only when the session has one.
   */
  settingsLinks?: boolean;
};

/** The signed-in person in the header: who they are, their preferences and security, 2FA set-up while it is off, and log out. */
export function UserMenu({ settingsLinks = true }: UserMenuProps) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  usePreferredLocale(user?.attributes.settings.preferences.locale);
  if (!user) return null;
  const { first_name: firstName, last_name: lastName, avatar_url: avatarUrl } = user.attributes;

  return (
    <OnDemandTrigger
      part={userMenuDropdown}
      props={{ user, settingsLinks }}
      trigger={
        <UnstyledButton
          aria-label={t('user_menu.label', { name: `${firstName} ${lastName}` })}
          px={6}
          py={4}
          style={{ borderRadius: 8, display: 'flex', alignItems: 'center', gap: 8 }}
        >
          <PersonAvatar firstName={firstName} lastName={lastName} url={avatarUrl} size={32} aria-hidden />
          <Text size="sm" fw={600} visibleFrom="sm">
            {firstName}
          </Text>
          <IconChevronDown size={16} stroke={1.8} aria-hidden />
        </UnstyledButton>
      }
    />
  );
}
