import type { ApiKey } from '@paygrid/contracts/api-keys/api-key';

export type ApiKeyStatus = 'active' | 'expired' | 'revoked';

/** Revoked for good, past its expiry, or working. */
export const apiKeyStatusOf = (key: ApiKey['attributes'], now: number): ApiKeyStatus =>
  key.revoked_at !== null
    ? 'revoked'
    : key.expires_at !== null && Date.parse(key.expires_at) <= now
      ? 'expired'
      : 'active';

/** The keys still in use first, in the server's order (newest first), then the revoked ones as history. */
export const inListOrder = (keys: ReadonlyArray<ApiKey>): ApiKey[] => [
  ...keys.filter((key) => key.attributes.revoked_at === null),
  ...keys.filter((key) => key.attributes.revoked_at !== null),
];
