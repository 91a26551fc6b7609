import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { OrganizationInvitation } from '@paygrid/contracts/organizations/members';
import { canChangeMember, canDo, type MemberRole } from '@paygrid/domain/organizations/roles';
import { entranceUrl } from '@paygrid/domain/routes/hosts';
import { IconCrown, IconDoorExit, IconInfoCircle, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCurrentOrganization } from '~/features/organizations';
import { useEnvironment } from '~/shared/http';
import { PageHeading } from '~/shared/ui/page-heading';
import { RequestFailureAlert } from '~/shared/ui/request-failure-alert';
import { useSuccessToast } from '~/shared/ui/success-toast';
import { useChangeMemberRole } from '../api/change-member-role';
import { useLeaveOrganization } from '../api/leave-organization';
import { useMemberList } from '../api/member-list';
import { useOrganizationInvitationList } from '../api/organization-invitation-list';
import { useRemoveMember } from '../api/remove-member';
import { useResendInvitation } from '../api/resend-invitation';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { useTransferOwnership } from '../api/transfer-ownership';
import { ConfirmDialog } from '../components/confirm-dialog';
import { InvitationsTable } from '../components/invitations-table';
import { InviteMemberModal } from '../components/invite-member-modal';
import { type MemberOfGrid, MembersGrid } from '../components/members-grid';
import { TransferOwnershipModal } from '../components/transfer-ownership-modal';
import { memberName } from '../state/member-name';

type Dialog = { kind: 'remove'; member: MemberOfGrid } | { kind: 'leave' } | { kind: 'transfer' } | undefined;

/** `/members` of the current organisation: members and their roles, then invitations with their states. */
export function MembersPage() {
  const { t } = useTranslation();
  const showSuccess = useSuccessToast();
  const [searchParams, setSearchParams] = useSearchParams();
  const current = useCurrentOrganization();
  const { data: environment } = useEnvironment();
  const yourRole = current.data?.data.attributes.role;
  const managesInvitations = yourRole ? canDo(yourRole, 'manage-invitations') : false;
  const members = useMemberList({ enabled: yourRole !== undefined });
  const invitations = useOrganizationInvitationList({ enabled: managesInvitations });
  const [dialog, setDialog] = useState<Dialog>(undefined);
  const [failure, setFailure] = useState<unknown>(undefined);

  const changeRole = useChangeMemberRole();
  const remove = useRemoveMember();
  const transfer = useTransferOwnership();
  const leave = useLeaveOrganization();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const inviting = managesInvitations && searchParams.get('invite') === '1';
  const busy = changeRole.isPending || remove.isPending || resend.isPending || revoke.isPending;

  if (!current.data || !yourRole) return null;
  const organizationName = current.data.data.attributes.name;
  const memberList = members.data?.data ?? [];
  const others = memberList.filter((member) => !member.attributes.you);

  const done = (message: string) => {
    setFailure(undefined);
    showSuccess(message);
  };
  const failed = (error: unknown) => setFailure(error);
  const setInviting = (open: boolean) =>
    setSearchParams(
      (params) => {
        if (open) params.set('invite', '1');
        else params.delete('invite');
        return params;
      },
      { replace: true },
    );

  const onChangeRole = (member: MemberOfGrid, role: MemberRole) =>
    changeRole.mutate(
      { id: member.id, role },
      {
        onSuccess: () =>
          done(t('members.role_changed', { name: member.name, role: t(`organizations.role.${role}`) })),
        onError: failed,
      },
    );
  const onResend = (invitation: OrganizationInvitation) =>
    resend.mutate(invitation.id, {
      onSuccess: () => done(t('members.resent', { email: invitation.attributes.email })),
      onError: failed,
    });
  const onRevoke = (invitation: OrganizationInvitation) =>
    revoke.mutate(invitation.id, {
      onSuccess: () => done(t('members.revoked', { email: invitation.attributes.email })),
      onError: failed,
    });
  const leaveNow = () =>
    leave.mutate(undefined, {
      onSuccess: () =>
        window.location.assign(
          entranceUrl({
            protocol: window.location.protocol,
            appHost: environment?.APP_HOST ?? window.location.host,
            path: '/organizations',
          }),
        ),
      onError: (error) => {
        setDialog(undefined);
        failed(error);
      },
    });

  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-end" gap="md">
        <PageHeading title={t('members.title')} intro={t('members.intro', { name: organizationName })} />
        <Group gap="sm">
          {yourRole === 'owner' && others.length > 0 ? (
            <Button
              variant="default"
              leftSection={<IconCrown size={16} aria-hidden />}
              onClick={() => setDialog({ kind: 'transfer' })}
            >
              {t('members.transfer')}
            </Button>
          ) : null}
          {yourRole !== 'owner' ? (
            <Button
              variant="default"
              color="red"
              leftSection={<IconDoorExit size={16} aria-hidden />}
              onClick={() => setDialog({ kind: 'leave' })}
            >
              {t('members.leave')}
            </Button>
          ) : null}
          {managesInvitations ? (
            <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setInviting(true)}>
              {t('members.invite')}
            </Button>
          ) : null}
        </Group>
      </Group>

      {failure !== undefined ? (
        <RequestFailureAlert
          error={failure}
          fallbackTitleKey="members.action_failed"
          onDismiss={() => setFailure(undefined)}
        />
      ) : null}
      {!canDo(yourRole, 'manage-members') ? (
        <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} aria-hidden />}>
          {t('members.read_only')}
        </Alert>
      ) : null}

      <MembersGrid
        yourRole={yourRole}
        busy={busy}
        onChangeRole={onChangeRole}
        onRemove={(member) => setDialog({ kind: 'remove', member })}
      />

      {managesInvitations ? (
        <Stack gap="sm" component="section" aria-labelledby="invitations-heading">
          <Title order={2} fz="lg" id="invitations-heading">
            {t('members.invitations_heading')}
          </Title>
          {invitations.isError ? (
            <RequestFailureAlert error={invitations.error} fallbackTitleKey="members.load_failed" />
          ) : null}
          <Paper withBorder radius="md" px="sm" py={4}>
            {invitations.isPending ? (
              <Group justify="center" py="lg">
                <Loader size="sm" aria-label={t('organizations.loading')} />
              </Group>
            ) : (invitations.data?.data.length ?? 0) === 0 ? (
              <Text size="sm" c="dimmed" p="md">
                {t('members.invitations_empty')}
              </Text>
            ) : (
              <InvitationsTable
                invitations={invitations.data?.data ?? []}
                busy={busy}
                onResend={onResend}
                onRevoke={onRevoke}
              />
            )}
          </Paper>
        </Stack>
      ) : null}

      {managesInvitations ? (
        <InviteMemberModal
          opened={inviting}
          organizationName={organizationName}
          onClose={() => setInviting(false)}
          onInvited={(email) => done(t('members.invited', { email }))}
        />
      ) : null}
      <ConfirmDialog
        opened={dialog?.kind === 'remove'}
        title={dialog?.kind === 'remove' ? t('members.remove_title', { name: dialog.member.name }) : ''}
        message={t('members.remove_message', { organization: organizationName })}
        confirmLabel={t('members.remove')}
        loading={remove.isPending}
        onClose={() => setDialog(undefined)}
        onConfirm={() => {
          if (dialog?.kind !== 'remove' || !canChangeMember(yourRole, dialog.member.role)) return;
          const member = dialog.member;
          remove.mutate(member.id, {
            onSuccess: () => done(t('members.removed', { name: member.name })),
            onError: failed,
            onSettled: () => setDialog(undefined),
          });
        }}
      />
      <ConfirmDialog
        opened={dialog?.kind === 'leave'}
        title={t('members.leave_title', { organization: organizationName })}
        message={t('members.leave_message')}
        confirmLabel={t('members.leave')}
        loading={leave.isPending || leave.isSuccess}
        onClose={() => setDialog(undefined)}
        onConfirm={leaveNow}
      />
      {yourRole === 'owner' ? (
        <TransferOwnershipModal
          opened={dialog?.kind === 'transfer'}
          candidates={others}
          loading={transfer.isPending}
          onClose={() => setDialog(undefined)}
          onTransfer={(member) =>
            transfer.mutate(member.id, {
              onSuccess: () => done(t('members.transferred', { name: memberName(member) })),
              onError: failed,
              onSettled: () => setDialog(undefined),
            })
          }
        />
      ) : null}
    </Stack>
  );
}
