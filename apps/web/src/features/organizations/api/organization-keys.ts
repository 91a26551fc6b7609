/** Query keys of the organisations feature, from one factory so a mutation invalidates exactly what it changed. */
export const organizationKeys = {
  all: ['organizations'] as const,
  list: () => [...organizationKeys.all, 'list'] as const,
  invitations: () => [...organizationKeys.all, 'invitations'] as const,
  current: () => [...organizationKeys.all, 'current'] as const,
  aliasCheck: (alias: string) => [...organizationKeys.all, 'validate-alias', alias] as const,
};
