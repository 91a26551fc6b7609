import { Group, Menu, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { entranceUrl } from '@paygrid/domain/routes/hosts';
import { IconCheck, IconLayoutList, IconPlus } from '@tabler/icons-react';
import { cloneElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnvironment } from '~/shared/http';
import { type ArrivalProps, useOpenedOnArrival } from '~/shared/on-demand/on-demand-trigger';
import { useOrganizationList } from '../api/organization-list';
import { useSwitchOrganization } from '../api/switch-organization';
import { OrganizationInitials } from './organization-initials';
import { RoleBadge } from './role-badge';

type OrganizationSwitcherDropdownProps = ArrivalProps & { currentId: string };

/** The organisation menu once it has arrived (an on-demand part of every dashboard page). */
export function OrganizationSwitcherDropdown({
  currentId,
  trigger,
  openOnArrival,
  focusOnArrival,
}: OrganizationSwitcherDropdownProps) {
  const { t } = useTranslation();
  const { data: organizations } = useOrganizationList();
  const { data: environment } = useEnvironment();
  const switching = useSwitchOrganization();
  const { opened, setOpened, targetRef } = useOpenedOnArrival({ openOnArrival, focusOnArrival });
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
      opened={opened}
      onChange={setOpened}
    >
      <Menu.Target>{cloneElement(trigger, { ref: targetRef })}</Menu.Target>
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
