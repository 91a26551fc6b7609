import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { Invitation } from '@paygrid/contracts/organizations/invitation';
import { useTranslation } from 'react-i18next';
import { useUserDateTime } from '~/shared/format/user-date-time';
import type { InvitationAnswer } from '../api/respond-to-invitation';
import { OrganizationInitials } from './organization-initials';
import { RoleBadge } from './role-badge';

type InvitationRowProps = {
  invitation: Invitation;
  onAnswer: (answer: InvitationAnswer) => void;
  /** The answer being sent for this invitation, if any. */
  pending: InvitationAnswer | undefined;
  disabled: boolean;
};

/** One invitation waiting for the user: who asks them to join what, with which role; accept or decline. */
export function InvitationRow({ invitation, onAnswer, pending, disabled }: InvitationRowProps) {
  const { t } = useTranslation();
  const { date } = useUserDateTime();
  const {
    organization_name: name,
    inviter_name: inviter,
    role,
    expires_at: expiresAt,
  } = invitation.attributes;
  const expires = date(expiresAt);
  return (
    <Paper withBorder radius="md" p="md" component="li" aria-label={name}>
      <Group justify="space-between" wrap="wrap" gap="md">
        <Group gap="md" wrap="nowrap" miw={0}>
          <OrganizationInitials name={name} />
          <Stack gap={2} miw={0}>
            <Group gap="xs" wrap="wrap">
              <Text fw={600}>{name}</Text>
              <RoleBadge role={role} />
            </Group>
            <Text size="sm" c="dimmed">
              {t('organizations.invited_by', { inviter, date: expires })}
            </Text>
          </Stack>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Button
            variant="default"
            onClick={() => onAnswer('decline')}
            loading={pending === 'decline'}
            disabled={disabled && pending !== 'decline'}
            aria-label={t('organizations.decline_named', { name })}
          >
            {t('organizations.decline')}
          </Button>
          <Button
            onClick={() => onAnswer('accept')}
            loading={pending === 'accept'}
            disabled={disabled && pending !== 'accept'}
            aria-label={t('organizations.accept_named', { name })}
          >
            {t('organizations.accept')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
