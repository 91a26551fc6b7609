/** Query keys of the join page: the invitation a mailed token opens. */
export const joinKeys = {
  all: ['join'] as const,
  invitation: (token: string) => [...joinKeys.all, 'invitation', token] as const,
};
