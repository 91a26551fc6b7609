import { AUDIT_ACTIONS, AUDIT_RESOURCE_TYPES } from '../../audit/actions';
import type { GridDeclaration } from '../grid-declaration';

/**
 * The organisation's audit log as a grid (issue 35), newest first. Entries are never changed, so the order by time
 * then by their place in the chain (`seq`) is stable for the cursor.
 */
export const auditLogGrid = {
  code: 'audit-log',
  columns: [
    { param: 'created_at', labelKey: 'audit_log.column.created_at', width: 180, fixed: true },
    { param: 'actor', labelKey: 'audit_log.column.actor', width: 190, fields: ['actor_name', 'actor_type'] },
    { param: 'action', labelKey: 'audit_log.column.action', width: 210 },
    { param: 'resource_type', labelKey: 'audit_log.column.resource_type', width: 140 },
    {
      param: 'resource',
      labelKey: 'audit_log.column.resource',
      width: 240,
      fields: ['resource_name', 'resource_id'],
    },
    { param: 'ip', labelKey: 'audit_log.column.ip', width: 140 },
  ],
  filters: [
    { key: 'search', type: 'search', labelKey: 'audit_log.filter.search' },
    { key: 'actor', type: 'string', labelKey: 'audit_log.filter.actor' },
    {
      key: 'action',
      type: 'multiple-enumeration',
      labelKey: 'audit_log.filter.action',
      values: { kind: 'fixed', values: AUDIT_ACTIONS },
      enumeration: 'audit-actions',
    },
    {
      key: 'resource_type',
      type: 'multiple-enumeration',
      labelKey: 'audit_log.filter.resource_type',
      values: { kind: 'fixed', values: AUDIT_RESOURCE_TYPES },
      enumeration: 'audit-resource-types',
    },
    { key: 'created_at', type: 'unix-date', labelKey: 'audit_log.filter.created_at' },
  ],
  sorts: [{ param: 'created_at', type: 'timestamp' }],
  defaultSort: [{ param: 'created_at', direction: 'desc' }],
  tieBreaker: { param: 'seq', type: 'integer' },
  paging: 'cursor',
} as const satisfies GridDeclaration;
