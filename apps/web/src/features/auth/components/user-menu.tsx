import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconAdjustmentsHorizontal,
  IconChevronDown,
  IconLock,
  IconLogout,
  IconShieldLock,
  IconUser,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePreferredLocale } from '~/shared/i18n/use-preferred-locale';
import { PersonAvatar } from '~/shared/ui/person-avatar';
import { useCurrentUser } from '../api/current-user';
import { useLogout } from '../api/logout';

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
  const logout = useLogout();
  usePreferredLocale(user?.attributes.settings.preferences.locale);
  if (!user) return null;
  const {
    first_name: firstName,
    last_name: lastName,
    email,
    avatar_url: avatarUrl,
    two_factor_enabled: twoFactorOn,
  } = user.attributes;

  return (
    <Menu position="bottom-end" width={260} shadow="md" withinPortal>
      <Menu.Target>
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
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Group gap="sm" wrap="nowrap">
            <PersonAvatar firstName={firstName} lastName={lastName} url={avatarUrl} size={36} aria-hidden />
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
                {firstName} {lastName}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {email}
              </Text>
            </div>
          </Group>
        </Menu.Label>
        <Menu.Divider />
        {settingsLinks ? (
          <>
            <Menu.Item
              component={Link}
              to="/settings/profile"
              leftSection={<IconUser size={16} aria-hidden />}
            >
              {t('user_menu.profile')}
            </Menu.Item>
            <Menu.Item
              component={Link}
              to="/settings/preferences"
              leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
            >
              {t('user_menu.preferences')}
            </Menu.Item>
            <Menu.Item
              component={Link}
              to="/settings/security"
              leftSection={<IconLock size={16} aria-hidden />}
            >
              {t('user_menu.security')}
            </Menu.Item>
          </>
        ) : null}
        {twoFactorOn ? null : (
          <Menu.Item component={Link} to="/setup-2fa" leftSection={<IconShieldLock size={16} aria-hidden />}>
            {t('user_menu.setup_two_factor')}
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={() => logout.mutate()}>
          {t('user_menu.log_out')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
