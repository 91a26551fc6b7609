/** Query keys of the audit log; a list is keyed by the exact request the server is sent. */
export const auditKeys = {
  all: ['audit-log'] as const,
  list: (query: string) => [...auditKeys.all, 'list', query] as const,
  detail: (id: string) => [...auditKeys.all, 'detail', id] as const,
};
