import { Anchor, Button, Divider, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { isHttpError } from '@paygrid/domain/errors/http-error';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useUserDateTime } from '~/shared/format/user-date-time';
import { PageHeading } from '~/shared/ui/page-heading';
import { RequestFailureAlert } from '~/shared/ui/request-failure-alert';
import { useInvitationByToken } from '../api/invitation-by-token';
import { JoinRegistrationForm } from '../components/join-registration-form';

/** /join/{token}: who invited whom to what; then log in, or create the account for the invited e-mail. */
export function JoinPage() {
  const { t } = useTranslation();
  const { date } = useUserDateTime();
  const { token = '' } = useParams();
  const invitation = useInvitationByToken(token);

  if (invitation.isPending) {
    return (
      <Group justify="center" py="xl">
        <Loader size="sm" aria-label={t('join.loading')} />
      </Group>
    );
  }
  if (invitation.isError) {
    const missing = isHttpError(invitation.error) && invitation.error.status === 404;
    return (
      <Stack gap="lg">
        {missing ? (
          <PageHeading title={t('join.not_found_title')} intro={t('join.not_found_message')} />
        ) : (
          <RequestFailureAlert error={invitation.error} fallbackTitleKey="join.not_found_title" />
        )}
        <Anchor component={Link} to="/login" fw={600}>
          {t('join.log_in_link')}
        </Anchor>
      </Stack>
    );
  }

  const {
    email,
    role,
    state,
    organization_name: organization,
    inviter_name: inviter,
    expires_at: expiresAt,
    account_exists: accountExists,
  } = invitation.data.data.attributes;

  if (state !== 'pending') {
    return (
      <Stack gap="lg">
        <PageHeading title={t(`join.state_title.${state}`)} intro={t('join.state_message', { inviter })} />
        <Button component={Link} to="/login" size="md">
          {t('join.log_in_link')}
        </Button>
      </Stack>
    );
  }

  const expires = date(expiresAt);
  const summary = t('join.summary', { inviter, email, organization, role: t(`organizations.role.${role}`) });
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <PageHeading title={t('join.heading', { organization })} />
        <Paper withBorder radius="md" p="md" bg="var(--mantine-color-default-hover)">
          <Text>{summary}</Text>
          <Text size="sm" c="dimmed" mt={4}>
            {t('join.expires', { date: expires })}
          </Text>
        </Paper>
      </Stack>

      {accountExists ? (
        <Stack gap="md">
          <Text>{t('join.have_account', { email })}</Text>
          <Button component={Link} to="/login" size="md" fullWidth>
            {t('join.log_in')}
          </Button>
          <Text size="sm" c="dimmed">
            {t('join.after_login')}
          </Text>
        </Stack>
      ) : (
        <Stack gap="md">
          <Stack gap={4}>
            <Text component="h2" fw={650} fz="lg">
              {t('join.register_heading')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('join.register_intro', { email })}
            </Text>
          </Stack>
          <JoinRegistrationForm token={token} email={email} />
          <Divider />
          <Text ta="center" size="sm">
            {t('join.or_log_in')}{' '}
            <Anchor component={Link} to="/login" fw={600}>
              {t('join.log_in_link')}
            </Anchor>
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
