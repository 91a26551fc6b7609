import { Badge, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import type { MemberGridRow } from '@paygrid/contracts/organizations/member-grid';
import { membersGrid } from '@paygrid/domain/grid/grids/members-grid';
import { canChangeMember, INVITABLE_ROLES, type MemberRole } from '@paygrid/domain/organizations/roles';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '~/features/auth';
import { RoleBadge } from '~/features/organizations';
import { useUserDateTime } from '~/shared/format/user-date-time';
import { CursorPaging } from '~/shared/grid/cursor-paging';
import { DataGrid } from '~/shared/grid/data-grid';
import type { DataGridColumn } from '~/shared/grid/data-grid-column';
import { declaredColumns, useDeclaredText } from '~/shared/grid/declared-columns';
import { DroppedSettingsNotice } from '~/shared/grid/dropped-settings-notice';
import { ExportCsvLink } from '~/shared/grid/export-csv-link';
import { DeclaredFilters } from '~/shared/grid/filters/declared-filters';
import { useGridQueryState } from '~/shared/grid/use-grid-query-state';
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
  const text = useDeclaredText();
  const { date } = useUserDateTime();
  const { data: user } = useCurrentUser();
  const pageSize = user?.attributes.settings.preferences.data_grid_items_count;
  const grid = useGridQueryState({
    grid: membersGrid,
    ...(pageSize !== undefined ? { defaultSize: pageSize } : {}),
  });
  const list = useQuery(memberGridQuery(grid.serverQuery));
  const page =
    grid.request.page.kind === 'cursor' ? grid.request.page : { kind: 'cursor' as const, size: 20 };
  const youId = user?.id;

  const columns = useMemo<DataGridColumn<MemberGridRow>[]>(() => {
    const roleOptions = INVITABLE_ROLES.map((role) => ({
      value: role,
      label: t(`organizations.role.${role}`),
    }));
    const memberOf = (row: MemberGridRow): MemberOfGrid | undefined => {
      const role = row.attributes.role;
      const manageable = role && row.attributes.user_id !== youId && canChangeMember(yourRole, role);
      return manageable ? { id: row.id, name: nameOf(row), role } : undefined;
    };
    const declared = declaredColumns<MemberGridRow>(membersGrid, text, {
      name: (row) => (
        <Text size="sm" fw={600} truncate>
          {nameOf(row)}
          {row.attributes.user_id === youId ? (
            <Text span size="sm" c="dimmed" fw={400}>
              {' '}
              ({t('members.you')})
            </Text>
          ) : null}
        </Text>
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
    });
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
    return [...declared, actions];
  }, [t, text, date, youId, yourRole, busy, onChangeRole, onRemove]);

  // A page asked for from the end arrives in inverted order (§4); the reader sees the grid's own order.
  const rows = useMemo(() => {
    const data = list.data?.data ?? [];
    return page.reversed ? [...data].reverse() : data;
  }, [list.data, page.reversed]);
  const meta = list.data?.meta.page;

  return (
    <Stack gap="sm" component="section" aria-labelledby="members-heading">
      <Title order={2} fz="lg" id="members-heading">
        {t('members.members_heading')}
        {meta?.total != null ? (
          <Text span c="dimmed" fw={500} fz="lg">
            {' '}
            · {meta.total}
          </Text>
        ) : null}
      </Title>
      <DroppedSettingsNotice dropped={grid.dropped} />
      <DeclaredFilters
        grid={membersGrid}
        filters={grid.filters}
        onChange={grid.setFilter}
        onClear={grid.clearFilters}
      >
        <ExportCsvLink path="/organization/members" query={grid.exportQuery} />
      </DeclaredFilters>
      <DataGrid
        label={t('member_grid.table')}
        columns={columns}
        rows={rows}
        rowId={(row) => row.id}
        sort={grid.sort}
        onSortChange={grid.setSort}
        layout={grid.layout}
        onLayoutChange={grid.setLayout}
        loading={list.isFetching}
        pending={list.isPending}
        error={list.error}
        footer={
          meta ? (
            <CursorPaging
              page={page}
              cursors={{ before: meta.before, after: meta.after }}
              total={meta.total}
              estimated={meta.total_estimated}
              onMove={(move) => grid.movePage(move, meta)}
            />
          ) : null
        }
      />
    </Stack>
  );
}
