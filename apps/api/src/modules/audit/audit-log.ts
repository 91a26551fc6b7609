import type { FastifyRequest } from 'fastify';
import { identityOf, originOf } from '../../http/route-access';
import type { SecretsKeyring } from '../auth/secret-box';
import { type AuditActor, type AuditTrail, auditTrailOf } from './record';

/** What `server.ts` hands the modules that record: each request's trail, its actor read off the request. */
export type AuditLog = { trailOf(request: FastifyRequest): AuditTrail };

/** The signed-in person making the request, with where from: the session, the address, the agent, the request. */
function auditActorOf(request: FastifyRequest): AuditActor {
  const { user, session } = identityOf(request);
  const origin = originOf(request);
  return {
    type: 'user',
    id: user.id,
    name: `${user.firstName} ${user.lastName}`.trim() || user.email,
    sessionId: session.id,
    ip: origin.ip,
    userAgent: origin.userAgent,
    requestId: request.id,
  };
}

export const auditLogWith = (ring: SecretsKeyring): AuditLog => ({
  trailOf: (request) => auditTrailOf(ring, auditActorOf(request)),
});

/** Paygrid's own actor id: the nil UUID (the column holds ids of people and keys). */
const SYSTEM_ACTOR_ID = '00000000-0000-0000-0000-000000000000';

/** The trail of a job acting on its own (no person, no request): the log names Paygrid. */
export const systemAuditTrail = (ring: SecretsKeyring): AuditTrail =>
  auditTrailOf(ring, {
    type: 'system',
    id: SYSTEM_ACTOR_ID,
    name: 'Paygrid',
    sessionId: null,
    ip: null,
    userAgent: null,
    requestId: null,
  });
