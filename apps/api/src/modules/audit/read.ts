import type { AuditEventAnswer } from '@paygrid/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../http/problem';
import { auditEvents } from './tables';

/** GET /audit-log/{id}: an entry of this organisation only; another organisation's, or none, answers 404. */
export async function auditEventOf(db: Db, organizationId: string, id: string): Promise<AuditEventAnswer> {
  const [entry] = await db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.id, id), eq(auditEvents.organizationId, organizationId)))
    .limit(1);
  if (!entry) throw notFound();
  return {
    data: {
      type: 'audit-event',
      id: entry.id,
      attributes: {
        seq: entry.seq,
        created_at: entry.createdAt.toISOString(),
        actor_type: entry.actorType as 'user' | 'api_key' | 'system',
        actor_id: entry.actorId,
        actor_name: entry.actorName,
        action: entry.action,
        resource_type: entry.resourceType as AuditEventAnswer['data']['attributes']['resource_type'],
        resource_id: entry.resourceId,
        resource_name: entry.resourceName,
        changes: entry.changes ?? null,
        details: entry.details ?? null,
        ip: entry.ip,
        user_agent: entry.userAgent,
        session_id: entry.sessionId,
        request_id: entry.requestId,
      },
    },
  };
}
