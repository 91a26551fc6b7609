import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

/** The keys of SECRETS_KEY: the first seals, every one opens what it sealed (ADR 0030). */
export type SecretsKeyring = {
  current: { id: string; key: Buffer };
  keys: ReadonlyMap<string, Buffer>;
};

/** Parses SECRETS_KEY (already validated by the config): `id:base64` entries, or one bare key named `k1`. */
export function keyringFrom(secretsKey: string): SecretsKeyring {
  const entries = secretsKey.split(',').map((entry) => {
    const trimmed = entry.trim();
    const [id, key] = trimmed.includes(':') ? trimmed.split(':', 2) : ['k1', trimmed];
    return { id: id as string, key: Buffer.from(key as string, 'base64') };
  });
  const [current] = entries;
  if (!current) throw new Error('SECRETS_KEY holds no key');
  return { current, keys: new Map(entries.map((entry) => [entry.id, entry.key])) };
}

/** One purpose, one key: the HMAC key of recovery codes is never the AES key of TOTP secrets. */
const subkey = (key: Buffer, purpose: string) =>
  Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `paygrid ${purpose}`, 32));

/** The key of one purpose under the ring's key `keyId` (the current one by default), for another module's MAC. */
export function purposeKey(ring: SecretsKeyring, purpose: string, keyId = ring.current.id): Buffer {
  const key = ring.keys.get(keyId);
  if (!key) throw new Error(`SECRETS_KEY has no key "${keyId}": keep retired keys after the current one`);
  return subkey(key, purpose);
}

const SEALED = /^v1\.([a-z0-9]{1,16})\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/i;

/** AES-256-GCM with a fresh 96-bit nonce: `v1.<key id>.<nonce>.<tag>.<ciphertext>`, the key id beside the value. */
export function sealSecret(ring: SecretsKeyring, plaintext: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', subkey(ring.current.key, 'totp-secret'), nonce);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const parts = [nonce, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
  return `v1.${ring.current.id}.${parts.join('.')}`;
}

/** The key id a sealed value names, or undefined for a value stored in clear before ADR 0030. */
export const sealedKeyId = (value: string) => SEALED.exec(value)?.[1];

/** Opens a sealed value; a value from before sealing (not yet converted) is read as it is. */
export function openSecret(ring: SecretsKeyring, stored: string): string {
  const match = SEALED.exec(stored);
  if (!match) return stored;
  const [, id, nonce, tag, body] = match;
  const key = ring.keys.get(id as string);
  if (!key) throw new Error(`SECRETS_KEY has no key "${id}": keep retired keys after the current one`);
  const decipher = createDecipheriv(
    'aes-256-gcm',
    subkey(key, 'totp-secret'),
    Buffer.from(nonce as string, 'base64url'),
  );
  decipher.setAuthTag(Buffer.from(tag as string, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(body as string, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}

const DIGEST = /^h1\.([a-z0-9]{1,16})\.([0-9a-f]{64})$/i;

/**
 * HMAC-SHA-256 under the server key of a value's SHA-256 (`h1.<key id>.<hex>`): a stolen database copy cannot test
 * guesses offline without the key, and a plain SHA-256 stored before can be converted without knowing the code.
 */
export function keyedDigest(ring: SecretsKeyring, sha256Hex: string, keyId = ring.current.id): string {
  const key = ring.keys.get(keyId);
  if (!key) throw new Error(`SECRETS_KEY has no key "${keyId}"`);
  const mac = createHmac('sha256', subkey(key, 'recovery-code')).update(sha256Hex).digest('hex');
  return `h1.${keyId}.${mac}`;
}

export const isKeyedDigest = (value: string) => DIGEST.test(value);

/** Whether a stored digest is the keyed digest of this SHA-256, under whichever key it names. */
export function matchesKeyedDigest(ring: SecretsKeyring, stored: string, sha256Hex: string): boolean {
  const match = DIGEST.exec(stored);
  if (!match || !ring.keys.has(match[1] as string)) return false;
  const expected = Buffer.from(keyedDigest(ring, sha256Hex, match[1]));
  const actual = Buffer.from(stored);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
