import { Group, Menu, Text } from '@mantine/core';
import {
  IconAdjustmentsHorizontal,
  IconLock,
  IconLogout,
  IconShieldLock,
  IconUser,
} from '@tabler/icons-react';
import { cloneElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ArrivalProps, useOpenedOnArrival } from '~/shared/on-demand/on-demand-trigger';
import { PersonAvatar } from '~/shared/ui/person-avatar';
import type { CurrentUser } from '../api/current-user';
import { useLogout } from '../api/logout';

type UserMenuDropdownProps = ArrivalProps & { user: CurrentUser; settingsLinks: boolean };

/** The user menu once it has arrived (an on-demand part of every signed-in page). */
export function UserMenuDropdown({
  user,
  settingsLinks,
  trigger,
  openOnArrival,
  focusOnArrival,
}: UserMenuDropdownProps) {
  const { t } = useTranslation();
  const logout = useLogout();
  const { opened, setOpened, targetRef } = useOpenedOnArrival({ openOnArrival, focusOnArrival });
  const {
    first_name: firstName,
    last_name: lastName,
    email,
    avatar_url: avatarUrl,
    two_factor_enabled: twoFactorOn,
  } = user.attributes;

  return (
    <Menu position="bottom-end" width={260} shadow="md" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>{cloneElement(trigger, { ref: targetRef })}</Menu.Target>
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
