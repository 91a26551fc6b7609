import { randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '@paygrid/domain';
import { Webhook } from 'standardwebhooks';
import { openSecret, type SecretsKeyring, sealSecret } from '../auth/secret-box';

/** Characters of the secret (`whsec_` included) the console keeps visible to tell secrets apart. */
const VISIBLE_PREFIX_LENGTH = 12;

/** A new signing secret, as the Standard Webhooks specification writes it: `whsec_` and 32 random bytes in base64. */
export function newWebhookSecret(ring: SecretsKeyring): { secret: string; sealed: string; prefix: string } {
  const secret = `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
  return { secret, sealed: sealSecret(ring, secret), prefix: secret.slice(0, VISIBLE_PREFIX_LENGTH) };
}

/** The secrets an attempt signs with: the current one, and the previous while its overlap lasts. */
export type SigningSecrets = { current: string; previous?: string | undefined };

export function signingSecretsOf(
  ring: SecretsKeyring,
  endpoint: { sealedSecret: string; previousSealedSecret: string | null; previousExpiresAt: Date | null },
  now: Date,
): SigningSecrets {
  const previousLive =
    endpoint.previousSealedSecret && endpoint.previousExpiresAt && endpoint.previousExpiresAt > now;
  return {
    current: openSecret(ring, endpoint.sealedSecret),
    previous: previousLive ? openSecret(ring, endpoint.previousSealedSecret as string) : undefined,
  };
}

/**
 * The Standard Webhooks headers of one attempt: `webhook-id` (the message's, the same on every attempt),
 * `webhook-timestamp` (this attempt's, in seconds) and `webhook-signature`, a `v1,` signature per secret separated
 * by a space, so a receiver holding either the new or the old secret verifies during a rotation's overlap.
 */
export function signedHeaders(
  secrets: SigningSecrets,
  message: { id: string; payload: string },
  sentAt: Date,
): Record<string, string> {
  const signatures = [secrets.current, secrets.previous]
    .filter((secret): secret is string => secret !== undefined)
    .map((secret) => new Webhook(secret).sign(message.id, sentAt, message.payload));
  return {
    'content-type': 'application/json',
    'user-agent': 'Paygrid-Webhooks/1',
    'webhook-id': message.id,
    'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
    'webhook-signature': signatures.join(' '),
  };
}
