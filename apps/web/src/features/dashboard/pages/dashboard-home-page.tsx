import { Anchor, List, Paper, SimpleGrid, Stack, Table, Title } from '@mantine/core';
import { canDo } from '@paygrid/domain/organizations/roles';
import { entranceUrl } from '@paygrid/domain/routes/hosts';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentOrganization } from '~/features/organizations';
import { useUserDateTime } from '~/shared/format/user-date-time';
import { useEnvironment } from '~/shared/http';
import { PageHeading } from '~/shared/ui/page-heading';
import { RequestFailureAlert } from '~/shared/ui/request-failure-alert';
import { MoneyAtAGlance } from '../components/money-at-a-glance';

function regionName(locale: string, code: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** `/` on an organisation's sub-domain: a calm overview of the organisation and the ways onward. */
export function DashboardHomePage() {
  const { t, i18n } = useTranslation();
  const { date } = useUserDateTime();
  const current = useCurrentOrganization();
  const { data: environment } = useEnvironment();
  const role = current.data?.data.attributes.role;
  const managesInvitations = role ? canDo(role, 'manage-invitations') : false;

  if (current.isError) {
    return <RequestFailureAlert error={current.error} fallbackTitleKey="dashboard.home.load_failed" />;
  }
  if (!current.data || !role) return null;

  const organization = current.data.data.attributes;
  const created = date(organization.created_at);
  const details = [
    { label: t('dashboard.home.address'), value: new URL(organization.dashboard_url).host, mono: true },
    { label: t('dashboard.home.country'), value: regionName(i18n.language, organization.country) },
    { label: t('dashboard.home.base_currency'), value: organization.base_currency },
    { label: t('dashboard.home.time_zone'), value: organization.time_zone },
    { label: t('dashboard.home.created'), value: created },
  ];
  const links = [
    managesInvitations
      ? { to: '/members', label: t('dashboard.home.manage_members') }
      : { to: '/members', label: t('dashboard.home.view_members') },
    ...(managesInvitations ? [{ to: '/members?invite=1', label: t('dashboard.home.invite') }] : []),
  ];
  const allOrganizations = entranceUrl({
    protocol: window.location.protocol,
    appHost: environment?.APP_HOST ?? window.location.host,
    path: '/organizations',
  });

  return (
    <Stack gap="xl">
      <PageHeading
        title={organization.name}
        intro={t('dashboard.home.intro', { role: t(`organizations.role.${role}`) })}
      />

      <MoneyAtAGlance />

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="organization-details">
          <Title order={2} fz="md" mb="sm" id="organization-details">
            {t('dashboard.home.details')}
          </Title>
          <Table variant="vertical" layout="fixed" withRowBorders={false} verticalSpacing={6}>
            <Table.Tbody>
              {details.map(({ label, value, mono }) => (
                <Table.Tr key={label}>
                  <Table.Th w="38%" fw={500} c="dimmed" fz="sm" bg="transparent">
                    {label}
                  </Table.Th>
                  <Table.Td fz="sm" ff={mono ? 'monospace' : undefined}>
                    {value}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="quick-links">
          <Title order={2} fz="md" mb="sm" id="quick-links">
            {t('dashboard.home.quick_links')}
          </Title>
          <List spacing="sm" listStyleType="none" icon={<IconArrowRight size={16} aria-hidden />} center>
            {links.map(({ to, label }) => (
              <List.Item key={to}>
                <Anchor component={Link} to={to} fw={500}>
                  {label}
                </Anchor>
              </List.Item>
            ))}
            <List.Item>
              <Anchor href={allOrganizations} fw={500}>
                {t('dashboard.home.all_organizations')}
              </Anchor>
            </List.Item>
          </List>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
