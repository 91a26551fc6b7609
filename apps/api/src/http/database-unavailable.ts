const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08006',
]);

/**
 * True when an error, an error it wraps (`cause`, up to five deep) or one it gathers (`errors`) has a driver or
 * PostgreSQL `code` the test accepts: drizzle wraps the driver's error, and a connection failure may gather several.
 */
export function errorCodeIs(error: unknown, test: (code: string) => boolean): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && test(code)) return true;
    const errors = (current as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.some((inner) => errorCodeIs(inner, test))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** True when an error (or any error it wraps) says the database cannot be reached right now. */
export const isDatabaseUnavailable = (error: unknown): boolean =>
  errorCodeIs(error, (code) => CONNECTION_CODES.has(code));
