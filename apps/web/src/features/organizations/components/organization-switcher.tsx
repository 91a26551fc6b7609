import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { entranceUrl } from '@paygrid/domain/routes/hosts';
import { IconCheck, IconChevronDown, IconLayoutList, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useEnvironment } from '~/shared/http';
import { useCurrentOrganization } from '../api/current-organization';
import { useOrganizationList } from '../api/organization-list';
import { useSwitchOrganization } from '../api/switch-organization';
import { OrganizationInitials } from './organization-initials';
import { RoleBadge } from './role-badge';

type OrganizationSwitcherProps = { currentId: string; currentName: string };

/** The header's organisation menu: the user's other organisations, each a full load on its own sub-domain. */
export function OrganizationSwitcher({ currentId, currentName }: OrganizationSwitcherProps) {
  const { t } = useTranslation();
  const { data: organizations } = useOrganizationList();
  const { data: current } = useCurrentOrganization();
  const { data: environment } = useEnvironment();
  const switching = useSwitchOrganization();
  const entrance = (path: string) =>
    entranceUrl({
      protocol: window.location.protocol,
      appHost: environment?.APP_HOST ?? window.location.host,
      path,
    });

  return (
    // Inside the header's landmark, and without the focus placeholder (a non-item child of role=menu).
    <Menu
      position="bottom-start"
      width={300}
      shadow="md"
      withinPortal={false}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <UnstyledButton
          aria-label={t('organizations.switcher.label', { name: currentName })}
          px={8}
          py={4}
          style={{ borderRadius: 8, display: 'flex', alignItems: 'center', gap: 10, minWidth: 0 }}
        >
          <OrganizationInitials name={currentName} logoUrl={current?.data.attributes.logo_url} size={30} />
          <Text fw={650} truncate maw={220}>
            {currentName}
          </Text>
          <IconChevronDown size={16} stroke={1.8} aria-hidden />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('organizations.switcher.heading')}</Menu.Label>
        {(organizations?.data ?? []).map((organization) => {
          const current = organization.id === currentId;
          return (
            <Menu.Item
              key={organization.id}
              leftSection={
                <OrganizationInitials
                  name={organization.attributes.name}
                  logoUrl={organization.attributes.logo_url}
                  size={26}
                />
              }
              rightSection={
                current ? <IconCheck size={16} aria-label={t('organizations.switcher.current')} /> : null
              }
              aria-current={current ? 'true' : undefined}
              disabled={switching.isPending}
              onClick={() => {
                if (current) return;
                switching.mutate(organization.id, {
                  onError: () =>
                    notifications.show({
                      color: 'red',
                      message: t('organizations.switcher.failed'),
                      closeButtonProps: { 'aria-label': t('error.dismiss') },
                    }),
                });
              }}
            >
              <Group gap={6} wrap="nowrap" justify="space-between">
                <Text size="sm" fw={current ? 650 : 500} truncate>
                  {organization.attributes.name}
                </Text>
                <RoleBadge role={organization.attributes.role} />
              </Group>
            </Menu.Item>
          );
        })}
        <Menu.Divider />
        <Menu.Item
          component="a"
          href={entrance('/organizations')}
          leftSection={<IconLayoutList size={16} aria-hidden />}
        >
          {t('organizations.switcher.all')}
        </Menu.Item>
        <Menu.Item
          component="a"
          href={entrance('/create-organization')}
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          {t('organizations.switcher.create')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
