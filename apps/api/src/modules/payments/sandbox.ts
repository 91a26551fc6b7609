import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { pollWhileUp } from '../../jobs/poll-while-up';
import type { AuditTrail } from '../audit/record';
import { expireApprovals } from './decide-operations';
import { settleSandboxOperations } from './settle-operations';

/**
 * Test mode's sandbox (issue 38) on every server: due operations succeed by themselves; each is settled once. The
 * same round expires approval requests past their seven days, in both modes, as Paygrid's own audit entries.
 */
export function scheduleSandbox(app: FastifyInstance, db: Db, pollMs: number, system: AuditTrail): void {
  pollWhileUp(app, {
    pollMs,
    failure: 'sandbox settlement round failed',
    round: async (signal) => {
      await settleSandboxOperations(db, { signal, log: app.log });
      await expireApprovals(db, system, { signal, log: app.log });
    },
  });
}
