/** Query keys of the auth feature, from one factory so a mutation invalidates exactly what it changed. */
export const authKeys = {
  all: ['auth'] as const,
  currentUser: () => [...authKeys.all, 'current-user'] as const,
  resetToken: (token: string) => [...authKeys.all, 'reset-token', token] as const,
};
