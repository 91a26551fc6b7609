import os from 'node:os';
import type { Config } from '../config';

/**
 * How many processes serve HTTP (ADR 0083): SERVER_PROCESSES, `auto` being one a core. The embedded database lives in
 * the one process that opened it, so without DATABASE_URL it is always one.
 */
export function serverProcessCount(
  config: Pick<Config, 'SERVER_PROCESSES' | 'DATABASE_URL'>,
  cores = os.availableParallelism(),
): number {
  if (!config.DATABASE_URL) return 1;
  return config.SERVER_PROCESSES === 'auto' ? Math.max(1, cores) : config.SERVER_PROCESSES;
}
