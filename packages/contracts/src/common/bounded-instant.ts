import { z } from 'zod';

/** The first instant a platform may report: payments older than this are not a back office's to receive. */
const EARLIEST = Date.UTC(2000, 0, 1);
const DAY_MS = 86_400_000;

/**
 * An instant with an offset, from 2000 to a day from now (a clock a little ahead is forgiven): PostgreSQL keeps
 * neither year 0 nor year 10000, which the ISO form allows.
 */
export const boundedInstant = z.iso.datetime({ offset: true }).refine((value) => {
  const at = Date.parse(value);
  return at >= EARLIEST && at <= Date.now() + DAY_MS;
}, 'An instant from 2000-01-01 to a day from now');
