import { isHttpError } from '../errors/http-error';

/**
 * The status of a read the server turned away to keep every organisation served (issue 33): too many expensive
 * reads of one organisation at once, or a statement past the time limit. Not one SPEC §7's client retries by
 * itself (408, 409, 425, 429, 5xx): a retry would double the very cost that was refused. 423 "Locked": the
 * organisation's share of the database is taken for now; `Retry-After` says when to ask again (decision 0094).
 */
export const BUSY_STATUS = 423;

/** The `code` of a busy answer's error item: which bound turned the read away. */
const BUSY_CODES = ['organization_busy', 'read_too_slow'] as const;
export type BusyCode = (typeof BUSY_CODES)[number];

/** Which bound turned a failed call away, when the server answered busy (the web words each its own way). */
export function busyCodeOf(error: unknown): BusyCode | undefined {
  if (!isHttpError(error) || error.status !== BUSY_STATUS) return undefined;
  const errors = (error.data as { errors?: Array<{ code?: unknown }> } | null)?.errors;
  const code = Array.isArray(errors) ? errors[0]?.code : undefined;
  return code === 'read_too_slow' ? 'read_too_slow' : 'organization_busy';
}
