import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: for session cookies and mailed links. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so the database alone opens no session and follows no link. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
