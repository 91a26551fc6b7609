import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MutationFailureAlert } from '~/shared/ui/mutation-failure-alert';
import { PageHeading } from '~/shared/ui/page-heading';
import { RequestFailureAlert } from '~/shared/ui/request-failure-alert';
import { useInvitationList } from '../api/invitation-list';
import { useOrganizationList } from '../api/organization-list';
import { useRespondToInvitation } from '../api/respond-to-invitation';
import { useSwitchOrganization } from '../api/switch-organization';
import { InvitationRow } from '../components/invitation-row';
import { OrganizationRow } from '../components/organization-row';

/** /organizations: the invitations waiting for an answer, then the organisations the user can open. */
export function OrganizationListPage() {
  const { t } = useTranslation();
  const organizations = useOrganizationList();
  const invitations = useInvitationList();
  const switching = useSwitchOrganization();
  const responding = useRespondToInvitation();
  const busy = switching.isPending || switching.isSuccess || responding.isPending;

  const organizationList = [...(organizations.data?.data ?? [])].sort(
    (left, right) => Number(right.attributes.current) - Number(left.attributes.current),
  );
  const invitationList = invitations.data?.data ?? [];
  const loading = organizations.isPending || invitations.isPending;

  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-end" gap="md">
        <PageHeading title={t('organizations.heading')} intro={t('organizations.intro')} />
        <Button
          component={Link}
          to="/create-organization"
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          {t('organizations.create')}
        </Button>
      </Group>

      <MutationFailureAlert mutation={switching} fallbackTitleKey="organizations.switch_failed" />
      <MutationFailureAlert mutation={responding} fallbackTitleKey="organizations.answer_failed" />
      {organizations.isError || invitations.isError ? (
        <RequestFailureAlert
          error={organizations.error ?? invitations.error}
          fallbackTitleKey="organizations.load_failed"
        />
      ) : null}

      {loading ? (
        <Group justify="center" py="xl">
          <Loader size="sm" aria-label={t('organizations.loading')} />
        </Group>
      ) : null}

      {invitationList.length > 0 ? (
        <Stack gap="sm" component="section" aria-labelledby="invitations-heading">
          <Title order={2} fz="lg" id="invitations-heading">
            {t('organizations.invitations_heading', { count: invitationList.length })}
          </Title>
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {invitationList.map((invitation) => (
              <InvitationRow
                key={invitation.id}
                invitation={invitation}
                disabled={busy}
                pending={
                  responding.isPending && responding.variables.id === invitation.id
                    ? responding.variables.answer
                    : undefined
                }
                onAnswer={(answer) => responding.mutate({ id: invitation.id, answer })}
              />
            ))}
          </Stack>
        </Stack>
      ) : null}

      {organizationList.length > 0 ? (
        <Stack gap="sm" component="section" aria-labelledby="organizations-heading">
          <Title order={2} fz="lg" id="organizations-heading">
            {t('organizations.yours_heading')}
          </Title>
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {organizationList.map((organization) => (
              <OrganizationRow
                key={organization.id}
                organization={organization}
                disabled={busy}
                opening={
                  (switching.isPending || switching.isSuccess) && switching.variables === organization.id
                }
                onOpen={() => switching.mutate(organization.id)}
              />
            ))}
          </Stack>
        </Stack>
      ) : null}

      {!loading && organizationList.length === 0 && invitationList.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Stack gap="sm" align="flex-start">
            <Title order={2} fz="lg">
              {t('organizations.empty_heading')}
            </Title>
            <Text c="dimmed">{t('organizations.empty_message')}</Text>
            <Button component={Link} to="/create-organization">
              {t('organizations.create')}
            </Button>
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}
