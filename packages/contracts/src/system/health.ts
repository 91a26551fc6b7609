import { z } from 'zod';

export const healthSchema = z.object({ status: z.literal('ok') });

export const readinessSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
  /**
   * With a read replica (DATABASE_REPLICA_URL): whether its reads go there (`in_use`) or to the primary, and why.
   * The server stays ready without it: every read it would take goes to the primary.
   */
  replica: z.enum(['starting', 'in_use', 'lagging', 'unreachable', 'not_a_standby']).optional(),
  /** Seconds the replica is behind the primary, as last seen; absent while it cannot be reached. */
  replica_lag_seconds: z.number().min(0).optional(),
});
