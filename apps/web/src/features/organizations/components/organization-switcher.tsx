import { Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { onDemand } from '~/shared/on-demand/on-demand';
import { OnDemandTrigger } from '~/shared/on-demand/on-demand-trigger';
import { useCurrentOrganization } from '../api/current-organization';
import { useOrganizationList } from '../api/organization-list';
import { OrganizationInitials } from './organization-initials';

const switcherDropdown = onDemand(() =>
  import('./organization-switcher-dropdown').then((module) => module.OrganizationSwitcherDropdown),
);

type OrganizationSwitcherProps = { currentId: string; currentName: string };

/** The header's organisation menu: the user's other organisations, each a full load on its own sub-domain. */
export function OrganizationSwitcher({ currentId, currentName }: OrganizationSwitcherProps) {
  const { t } = useTranslation();
  const { data: current } = useCurrentOrganization();
  // Read with the page, not when the menu arrives: the first open lists the organisations at once.
  useOrganizationList();
  return (
    <OnDemandTrigger
      part={switcherDropdown}
      props={{ currentId }}
      trigger={
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
      }
    />
  );
}
