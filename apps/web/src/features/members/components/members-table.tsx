import { Button, Group, Select, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { Member } from '@paygrid/contracts/organizations/members';
import { canChangeMember, INVITABLE_ROLES, type MemberRole } from '@paygrid/domain/organizations/roles';
import { useTranslation } from 'react-i18next';
import { RoleBadge } from '~/features/organizations';
import { useUserDateTime } from '~/shared/format/user-date-time';
import { memberName } from '../state/member-name';

type MembersTableProps = {
  members: ReadonlyArray<Member>;
  /** The reader's own role: it decides which controls show. */
  yourRole: MemberRole;
  onChangeRole: (member: Member, role: MemberRole) => void;
  onRemove: (member: Member) => void;
  busy: boolean;
};

/** Who is in the organisation; roles change in place for those allowed to change them. */
export function MembersTable({ members, yourRole, onChangeRole, onRemove, busy }: MembersTableProps) {
  const { t } = useTranslation();
  const { date } = useUserDateTime();
  const roleOptions = INVITABLE_ROLES.map((role) => ({
    value: role,
    label: t(`organizations.role.${role}`),
  }));
  const anyManageable = members.some(
    (member) => !member.attributes.you && canChangeMember(yourRole, member.attributes.role),
  );

  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('members.column_name')}</Table.Th>
            <Table.Th>{t('members.column_role')}</Table.Th>
            <Table.Th>{t('members.column_joined')}</Table.Th>
            {anyManageable ? (
              <Table.Th>
                <VisuallyHidden>{t('members.column_actions')}</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => {
            const { role, you, email, joined_at: joinedAt } = member.attributes;
            const name = memberName(member);
            const manageable = !you && canChangeMember(yourRole, role);
            return (
              <Table.Tr key={member.id}>
                <Table.Td>
                  <Stack gap={0}>
                    <Text size="sm" fw={600}>
                      {name}
                      {you ? (
                        <Text span size="sm" c="dimmed" fw={400}>
                          {' '}
                          ({t('members.you')})
                        </Text>
                      ) : null}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {email}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td>
                  {manageable ? (
                    <Select
                      size="xs"
                      w={150}
                      data={roleOptions}
                      value={role}
                      allowDeselect={false}
                      disabled={busy}
                      aria-label={t('members.role_of', { name })}
                      onChange={(next) => {
                        if (next && next !== role) onChangeRole(member, next as MemberRole);
                      }}
                      comboboxProps={{ withinPortal: true }}
                    />
                  ) : (
                    <RoleBadge role={role} />
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    <time dateTime={joinedAt}>{date(joinedAt)}</time>
                  </Text>
                </Table.Td>
                {anyManageable ? (
                  <Table.Td>
                    {manageable ? (
                      <Group justify="flex-end">
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          disabled={busy}
                          onClick={() => onRemove(member)}
                          aria-label={t('members.remove_named', { name })}
                        >
                          {t('members.remove')}
                        </Button>
                      </Group>
                    ) : null}
                  </Table.Td>
                ) : null}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
