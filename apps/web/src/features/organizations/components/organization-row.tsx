import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { Organization } from '@paygrid/contracts/organizations/organization';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRestoreOrganization } from '../api/organization-settings';
import { OrganizationInitials } from './organization-initials';
import { RoleBadge } from './role-badge';

type OrganizationRowProps = {
  organization: Organization;
  onOpen: () => void;
  opening: boolean;
  disabled: boolean;
};

/** One of the user's organisations: its name, address and the user's role, and the way in. */
export function OrganizationRow({ organization, onOpen, opening, disabled }: OrganizationRowProps) {
  const { t } = useTranslation();
  const { name, role, current, dashboard_url: dashboardUrl } = organization.attributes;
  const address = new URL(dashboardUrl).host;
  const restore = useRestoreOrganization();
  const archived = organization.attributes.archived_at !== null;
  return (
    <Paper withBorder radius="md" p="md" component="li" aria-label={name}>
      <Group justify="space-between" wrap="wrap" gap="md">
        <Group gap="md" wrap="nowrap" miw={0}>
          <OrganizationInitials name={name} logoUrl={organization.attributes.logo_url} />
          <Stack gap={2} miw={0}>
            <Group gap="xs" wrap="wrap">
              <Text fw={600}>{name}</Text>
              <RoleBadge role={role} />
              {archived ? (
                <Badge color="gray" variant="light">
                  {t('organizations.archived')}
                </Badge>
              ) : null}
            </Group>
            {/* An address is read whole (a long alias wraps at any character rather than being cut). */}
            <Text size="sm" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {address}
            </Text>
          </Stack>
        </Group>
        {archived ? (
          <Button
            variant="light"
            onClick={() => restore.mutate(organization.id)}
            loading={restore.isPending}
            aria-label={t('organizations.restore_named', { name })}
          >
            {t('organizations.restore')}
          </Button>
        ) : (
          <Button
            variant={current ? 'filled' : 'light'}
            rightSection={<IconArrowRight size={16} aria-hidden />}
            onClick={onOpen}
            loading={opening}
            disabled={disabled && !opening}
            aria-label={current ? undefined : t('organizations.open_named', { name })}
          >
            {current ? t('organizations.continue_to', { name }) : t('organizations.open')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
