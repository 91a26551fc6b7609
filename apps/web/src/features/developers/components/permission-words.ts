import type { ApiKeyPermission } from '@paygrid/domain/platform/api-keys';

/** A permission's word in the catalogues: a colon would read as i18next's namespace separator. */
export const permissionWord = {
  'payments:read': 'payments_read',
  'payments:write': 'payments_write',
  'events:read': 'events_read',
  'operations:read': 'operations_read',
  'operations:write': 'operations_write',
} as const satisfies Record<ApiKeyPermission, string>;
