/** Query keys of the organisation's API keys: one list, read again after every change to a key. */
export const apiKeyKeys = {
  all: ['api-keys'] as const,
  list: () => [...apiKeyKeys.all, 'list'] as const,
};
