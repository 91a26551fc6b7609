import { Badge, Button, Group, Select, Text, Title } from '@mantine/core';
import type { MemberGridRow } from '@paygrid/contracts/organizations/member-grid';
import { membersGrid } from '@paygrid/domain/grid/grids/members-grid';
import { canChangeMember, INVITABLE_ROLES, type MemberRole } from '@paygrid/domain/organizations/roles';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '~/features/auth';
import { RoleBadge } from '~/features/organizations';
import { useUserDateTime } from '~/shared/format/user-date-time';
import type { DataGridColumn } from '~/shared/grid/data-grid-column';
import { GridPage } from '~/shared/grid/grid-page';
import { PersonAvatar } from '~/shared/ui/person-avatar';
import { memberGridQuery } from '../api/member-grid';

/** The few facts a member action needs. */
export type MemberOfGrid = { id: string; name: string; role: MemberRole };

type MembersGridProps = {
  /** The reader's own role: it decides which controls show. */
  yourRole: MemberRole;
  busy: boolean;
  onChangeRole: (member: MemberOfGrid, role: MemberRole) => void;
  onRemove: (member: MemberOfGrid) => void;
};

const nameOf = (row: MemberGridRow) =>
  `${row.attributes.first_name ?? ''} ${row.attributes.last_name ?? ''}`.trim();

/** The organisation's members as a grid (filters: search, role, two-factor, joined), with the member actions. */
export function MembersGrid({ yourRole, busy, onChangeRole, onRemove }: MembersGridProps) {
  const { t } = useTranslation();
  const { date } = useUserDateTime();
  const { data: user } = useCurrentUser();
  const pageSize = user?.attributes.settings.preferences.data_grid_items_count;
  const youId = user?.id;

  const { cells, actions } = useMemo(() => {
    const roleOptions = INVITABLE_ROLES.map((role) => ({
      value: role,
      label: t(`organizations.role.${role}`),
    }));
    const memberOf = (row: MemberGridRow): MemberOfGrid | undefined => {
      const role = row.attributes.role;
      const manageable = role && row.attributes.user_id !== youId && canChangeMember(yourRole, role);
      return manageable ? { id: row.id, name: nameOf(row), role } : undefined;
    };
    const cells: Record<string, (row: MemberGridRow) => ReactNode> = {
      name: (row) => (
        <Group gap="xs" wrap="nowrap" miw={0}>
          {/* Decorative: the name is written beside it. */}
          <PersonAvatar
            firstName={row.attributes.first_name ?? ''}
            lastName={row.attributes.last_name ?? ''}
            url={row.attributes.avatar_url}
            size={26}
            aria-hidden
          />
          <Text size="sm" fw={600} truncate>
            {nameOf(row)}
            {row.attributes.user_id === youId ? (
              <Text span size="sm" c="dimmed" fw={400}>
                {' '}
                ({t('members.you')})
              </Text>
            ) : null}
          </Text>
        </Group>
      ),
      email: (row) => row.attributes.email,
      role: (row) => {
        const member = memberOf(row);
        if (!member) return row.attributes.role ? <RoleBadge role={row.attributes.role} /> : null;
        return (
          <Select
            size="xs"
            data={roleOptions}
            value={member.role}
            allowDeselect={false}
            disabled={busy}
            aria-label={t('members.role_of', { name: member.name })}
            onChange={(next) => {
              if (next && next !== member.role) onChangeRole(member, next as MemberRole);
            }}
            comboboxProps={{ withinPortal: true }}
          />
        );
      },
      two_factor: (row) =>
        row.attributes.two_factor === undefined ? null : (
          <Badge size="xs" variant="light" color={row.attributes.two_factor ? 'pine' : 'gray'}>
            {row.attributes.two_factor ? t('member_grid.two_factor.on') : t('member_grid.two_factor.off')}
          </Badge>
        ),
      joined_at: (row) =>
        row.attributes.joined_at ? (
          <time dateTime={row.attributes.joined_at} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {date(row.attributes.joined_at)}
          </time>
        ) : null,
    };
    const actions: DataGridColumn<MemberGridRow> = {
      param: 'actions',
      label: t('members.column_actions'),
      width: 110,
      cell: (row) => {
        const member = memberOf(row);
        return member ? (
          <Group justify="flex-end">
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              disabled={busy}
              onClick={() => onRemove(member)}
              aria-label={t('members.remove_named', { name: member.name })}
            >
              {t('members.remove')}
            </Button>
          </Group>
        ) : null;
      },
    };
    return { cells, actions: [actions] };
  }, [t, date, youId, yourRole, busy, onChangeRole, onRemove]);

  return (
    <section aria-labelledby="members-heading">
      <GridPage
        grid={membersGrid}
        title={t('members.members_heading')}
        heading={(paging) => (
          <Title order={2} fz="lg" id="members-heading">
            {t('members.members_heading')}
            {paging?.total != null ? (
              <Text span c="dimmed" fw={500} fz="lg">
                {' '}
                · {paging.total}
              </Text>
            ) : null}
          </Title>
        )}
        tableLabel={t('member_grid.table')}
        listQuery={memberGridQuery}
        cells={cells}
        extraColumns={actions}
        rowId={(row) => row.id}
        exportPath="/organization/members"
        {...(pageSize !== undefined ? { defaultSize: pageSize } : {})}
      />
    </section>
  );
}
