import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { pollWhileUp } from '../../jobs/poll-while-up';
import { settleSandboxOperations } from './settle-operations';

/** Test mode's sandbox (issue 38) on every server: due operations succeed by themselves; each is settled once. */
export function scheduleSandbox(app: FastifyInstance, db: Db, pollMs: number): void {
  pollWhileUp(app, {
    pollMs,
    failure: 'sandbox settlement round failed',
    round: (signal) => settleSandboxOperations(db, { signal, log: app.log }),
  });
}
