import { createHmac, randomBytes } from 'node:crypto';
import { API_KEY_SECRET_PREFIX, API_KEY_VISIBLE_PREFIX_LENGTH, type PaymentMode } from '@paygrid/domain';
import { purposeKey, type SecretsKeyring } from '../auth/secret-box';

/** A new secret: the mode's prefix and 32 random bytes (base64url), shown to its maker once. */
export function newApiKeySecret(mode: PaymentMode): { secret: string; prefix: string } {
  const secret = `${API_KEY_SECRET_PREFIX[mode]}${randomBytes(32).toString('base64url')}`;
  return { secret, prefix: secret.slice(0, API_KEY_VISIBLE_PREFIX_LENGTH) };
}

/** The stored digest of a secret under one key of the ring: `h1.<key id>.<hex>`. */
export const apiKeyDigest = (ring: SecretsKeyring, secret: string, keyId = ring.current.id): string =>
  `h1.${keyId}.${createHmac('sha256', purposeKey(ring, 'api-key', keyId))
    .update(secret)
    .digest('hex')}`;

/** The digests a presented secret may be stored under: one per key of the ring, so a rotated SECRETS_KEY still finds it. */
export const candidateDigests = (ring: SecretsKeyring, secret: string): string[] =>
  [...ring.keys.keys()].map((keyId) => apiKeyDigest(ring, secret, keyId));
