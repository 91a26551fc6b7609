import { Badge, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { OrganizationInvitation } from '@paygrid/contracts/organizations/members';
import { useTranslation } from 'react-i18next';
import { RoleBadge } from '~/features/organizations';
import { useUserDateTime } from '~/shared/format/user-date-time';

type InvitationState = OrganizationInvitation['attributes']['state'];

const stateColors: Record<InvitationState, string> = {
  pending: 'blue',
  accepted: 'pine',
  declined: 'gray',
  revoked: 'gray',
  expired: 'yellow',
};

type InvitationsTableProps = {
  invitations: ReadonlyArray<OrganizationInvitation>;
  onResend: (invitation: OrganizationInvitation) => void;
  onRevoke: (invitation: OrganizationInvitation) => void;
  busy: boolean;
};

/** Every invitation of the organisation with its state; open ones can be sent again or withdrawn. */
export function InvitationsTable({ invitations, onResend, onRevoke, busy }: InvitationsTableProps) {
  const { t } = useTranslation();
  const { date } = useUserDateTime();
  return (
    // Focusable, so a keyboard can scroll it sideways on a narrow screen even when no row has a button.
    <Table.ScrollContainer minWidth={720} type="native" tabIndex={0}>
      <Table verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('members.column_email')}</Table.Th>
            <Table.Th>{t('members.column_role')}</Table.Th>
            <Table.Th>{t('members.column_state')}</Table.Th>
            <Table.Th>{t('members.column_invited_by')}</Table.Th>
            <Table.Th>{t('members.column_expires')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('members.column_actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invitations.map((invitation) => {
            const {
              email,
              role,
              state,
              inviter_name: inviter,
              expires_at: expiresAt,
            } = invitation.attributes;
            const open = state === 'pending' || state === 'expired';
            return (
              <Table.Tr key={invitation.id}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {email}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <RoleBadge role={role} />
                </Table.Td>
                <Table.Td>
                  <Badge color={stateColors[state]} variant="dot" radius="sm">
                    {t(`members.state.${state}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{inviter}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {state === 'pending' ? <time dateTime={expiresAt}>{date(expiresAt)}</time> : '—'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {open ? (
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="subtle"
                        disabled={busy}
                        onClick={() => onResend(invitation)}
                        aria-label={t('members.resend_named', { email })}
                      >
                        {t('members.resend')}
                      </Button>
                      {state === 'pending' ? (
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          disabled={busy}
                          onClick={() => onRevoke(invitation)}
                          aria-label={t('members.revoke_named', { email })}
                        >
                          {t('members.revoke')}
                        </Button>
                      ) : null}
                    </Group>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
