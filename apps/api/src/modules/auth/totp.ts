import { Secret, TOTP } from 'otpauth';

const PERIOD = 30;
const DIGITS = 6;
const WINDOW = 1;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secret: string, label = 'Paygrid'): TOTP {
  return new TOTP({
    issuer: 'Paygrid',
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function totpUri(secret: string, accountName: string): string {
  return totpOf(secret, accountName).toString();
}

/**
 * The time step of a valid code (30 s, 6 digits, one step either side), or undefined.
 * A step at or before `lastUsedStep` is refused, so one code works once.
 */
export function acceptedTotpStep(
  secret: string,
  code: string,
  lastUsedStep: number | null,
  now: number = Date.now(),
): number | undefined {
  const normalised = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(normalised)) return undefined;
  const delta = totpOf(secret).validate({ token: normalised, timestamp: now, window: WINDOW });
  if (delta === null) return undefined;
  const step = Math.floor(now / 1000 / PERIOD) + delta;
  if (lastUsedStep !== null && step <= lastUsedStep) return undefined;
  return step;
}

/**
 * For tests and for the setup page's check: the code an authenticator shows at `now`.
 * @internal Exported for tests only.
 */
export function totpCodeAt(secret: string, now: number = Date.now()): string {
  return totpOf(secret).generate({ timestamp: now });
}
