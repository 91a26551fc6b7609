/** Query keys of payments; a list is keyed by the exact request the server is sent. */
export const paymentKeys = {
  all: ['payments'] as const,
  list: (query: string) => [...paymentKeys.all, 'list', query] as const,
  detail: (id: string) => [...paymentKeys.all, 'detail', id] as const,
  operations: (id: string) => [...paymentKeys.all, 'operations', id] as const,
  approvalThresholds: () => [...paymentKeys.all, 'approval-thresholds'] as const,
};
