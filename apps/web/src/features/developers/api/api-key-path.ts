/** The address of one API key of the current organisation, its id encoded. */
export const apiKeyPath = (id: string, action?: 'roll' | 'revoke') =>
  `/organization/api-keys/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;
