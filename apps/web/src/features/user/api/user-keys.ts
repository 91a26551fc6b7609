export const userKeys = {
  all: ['user'] as const,
  twoFactorSecret: () => [...userKeys.all, 'two-factor-secret'] as const,
};
