import { MEMBER_ROLES } from '../../organizations/roles';
import type { GridDeclaration } from '../grid-declaration';

/** An organisation's members as a grid: the first with a boolean and a date filter. */
export const membersGrid = {
  code: 'members',
  columns: [
    {
      param: 'name',
      labelKey: 'members.column.name',
      width: 220,
      fixed: true,
      fields: ['first_name', 'last_name'],
    },
    { param: 'email', labelKey: 'members.column.email', width: 240 },
    { param: 'role', labelKey: 'members.column.role', width: 120 },
    { param: 'two_factor', labelKey: 'members.column.two_factor', width: 110 },
    { param: 'joined_at', labelKey: 'members.column.joined_at', width: 170 },
  ],
  filters: [
    { key: 'search', type: 'search', labelKey: 'members.filter.search' },
    {
      key: 'role',
      type: 'multiple-enumeration',
      labelKey: 'members.filter.role',
      values: { kind: 'fixed', values: MEMBER_ROLES },
    },
    { key: 'two_factor', type: 'boolean', labelKey: 'members.filter.two_factor' },
    { key: 'joined_at', type: 'unix-date', labelKey: 'members.filter.joined_at' },
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
