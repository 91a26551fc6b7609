/**
 * Kinds of GET /user/security-log the console words; an unknown kind is shown as it came.
 * @internal Exported for tests only.
 */
export const securityEventKinds = [
  'registered',
  'email-confirmed',
  'signed-in',
  'sign-in-failed',
  'second-factor-failed',
  'recovery-code-used',
  'signed-out',
  'two-factor-enabled',
  'two-factor-disabled',
  'recovery-codes-replaced',
  'password-changed',
  'password-reset-requested',
  'password-reset',
  'session-ended',
  'passkey-added',
  'passkey-removed',
  'passkey-renamed',
  'passkey-sign-in-failed',
  'passkey-counter-went-back',
] as const;

export type SecurityEventKind = (typeof securityEventKinds)[number];

export function isSecurityEventKind(kind: string): kind is SecurityEventKind {
  return (securityEventKinds as readonly string[]).includes(kind);
}

/** Events someone may want to look at twice: a failed attempt on the account, or a passkey that may be a copy. */
const warningKinds: ReadonlyArray<string> = [
  'sign-in-failed',
  'second-factor-failed',
  'passkey-sign-in-failed',
  'passkey-counter-went-back',
] satisfies ReadonlyArray<SecurityEventKind>;

export function isWarningEvent(kind: string): boolean {
  return warningKinds.includes(kind);
}
