/** Query keys of the signed-in person's own settings: where they are signed in and what happened to the account. */
export const settingsKeys = {
  all: ['settings'] as const,
  sessions: () => [...settingsKeys.all, 'sessions'] as const,
  securityLog: () => [...settingsKeys.all, 'security-log'] as const,
  passkeys: () => [...settingsKeys.all, 'passkeys'] as const,
};
