/** Query keys of the current organisation's members and invitations. */
export const memberKeys = {
  all: ['members'] as const,
  list: () => [...memberKeys.all, 'list'] as const,
  /** Under `list`, so whatever refreshes the list refreshes the grid too. */
  grid: (query: string) => [...memberKeys.list(), 'grid', query] as const,
  invitations: () => [...memberKeys.all, 'invitations'] as const,
};
