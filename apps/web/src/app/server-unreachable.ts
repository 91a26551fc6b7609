import { isHttpError } from '@paygrid/domain/errors/http-error';
import { data } from 'react-router';
import type { ApiHttpError } from '~/shared/http/http-client';

/** What the navigation guard throws when it cannot reach the server: the error page offers to try again. */
export type ServerUnreachable = { kind: 'server-unreachable' };

export const isServerUnreachable = (value: unknown): value is ServerUnreachable =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'server-unreachable';

/**
 * SPEC §4 session check, read for a passing outage (issue 41): no answer at all (the network, a time-out) or a
 * 503 is not a verdict on the person's session, so it must not end their work on a 500 page. Any other failure of
 * GET /user still goes to the 500 page, as SPEC says.
 */
const unreachable = (error: unknown): boolean =>
  isHttpError(error) &&
  (error.status === 503 ||
    (error as ApiHttpError).reason === 'network' ||
    (error as ApiHttpError).reason === 'timeout');

/** Runs the guard's first reads; an outage becomes the "try again" page at the same address. */
export async function orUnreachable<T>(reads: Promise<T>): Promise<T> {
  try {
    return await reads;
  } catch (error) {
    if (unreachable(error))
      throw data({ kind: 'server-unreachable' } satisfies ServerUnreachable, { status: 503 });
    throw error;
  }
}
