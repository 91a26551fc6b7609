import { MEMBER_ROLES } from '../../organizations/roles';
import type { GridDeclaration } from '../grid-declaration';

/** An organisation's members as a grid: the first with a boolean and a date filter. */
export const membersGrid = {
  code: 'members',
  columns: [
    {
      param: 'name',
      labelKey: 'member_grid.column.name',
      width: 220,
      fixed: true,
      // The avatar shows beside the name (issue 18), and the member's actions, which need whom and which role.
      fields: ['first_name', 'last_name', 'avatar_url', 'user_id', 'role'],
    },
    { param: 'email', labelKey: 'member_grid.column.email', width: 240 },
    { param: 'role', labelKey: 'member_grid.column.role', width: 120 },
    { param: 'two_factor', labelKey: 'member_grid.column.two_factor', width: 110 },
    { param: 'joined_at', labelKey: 'member_grid.column.joined_at', width: 170 },
  ],
  filters: [
    { key: 'search', type: 'search', labelKey: 'member_grid.filter.search' },
    {
      key: 'role',
      type: 'multiple-enumeration',
      labelKey: 'member_grid.filter.role',
      values: { kind: 'fixed', values: MEMBER_ROLES },
      enumeration: 'roles',
    },
    { key: 'two_factor', type: 'boolean', labelKey: 'member_grid.filter.two_factor' },
    { key: 'joined_at', type: 'unix-date', labelKey: 'member_grid.filter.joined_at' },
  ],
  sorts: [
    { param: 'name', type: 'text' },
    { param: 'email', type: 'text' },
    { param: 'role', type: 'text' },
    { param: 'joined_at', type: 'timestamp' },
  ],
  defaultSort: [{ param: 'name', direction: 'asc' }],
  tieBreaker: { param: 'id', type: 'text' },
  paging: 'cursor',
} as const satisfies GridDeclaration;
