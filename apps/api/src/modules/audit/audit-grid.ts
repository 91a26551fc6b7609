import type { AuditEventRow } from '@paygrid/contracts';
import { auditLogGrid } from '@paygrid/domain';
import { instantWithOffset } from '@paygrid/domain/format/instant-with-offset';
import { sql } from 'drizzle-orm';
import { isoInstant } from '../../db/instant-text';
import type { GridSql } from '../../grid/grid-sql';
import { auditEvents } from './tables';

/** The audit log grid of packages/domain, in SQL: the organisation's entries, newest first. */
export const auditGridSql: GridSql<AuditEventRow> = {
  declaration: auditLogGrid,
  from: sql`${auditEvents}`,
  fields: {
    id: auditEvents.id,
    created_at: auditEvents.createdAt,
    actor_type: auditEvents.actorType,
    actor_id: auditEvents.actorId,
    actor_name: auditEvents.actorName,
    action: auditEvents.action,
    resource_type: auditEvents.resourceType,
    resource_id: auditEvents.resourceId,
    resource_name: auditEvents.resourceName,
    ip: auditEvents.ip,
  },
  sorts: {
    created_at: auditEvents.createdAt,
    seq: auditEvents.seq,
  },
  filters: {
    // "Search by resource id or name": a name anywhere in it, an id from its beginning.
    search: {
      searchColumns: [auditEvents.resourceName],
      identifierPrefix: sql`upper(${auditEvents.resourceId})`,
    },
    actor: { column: auditEvents.actorName },
    action: { column: auditEvents.action },
    resource_type: { column: auditEvents.resourceType },
    created_at: { column: auditEvents.createdAt },
  },
  toRow: (record) => ({
    type: 'audit-event',
    id: String(record.id),
    attributes: {
      created_at: isoInstant(record.created_at),
      actor_type: record.actor_type as 'user' | 'api_key' | 'system',
      actor_id: String(record.actor_id),
      actor_name: String(record.actor_name),
      action: String(record.action),
      resource_type: record.resource_type as NonNullable<AuditEventRow['attributes']['resource_type']>,
      resource_id: String(record.resource_id),
      resource_name: String(record.resource_name),
      ip: record.ip === null || record.ip === undefined ? null : String(record.ip),
    },
  }),
  csv: {
    created_at: (record, { timeZone }) =>
      instantWithOffset(Date.parse(isoInstant(record.created_at)), timeZone),
    actor: (record) => String(record.actor_name),
    resource: (record) => `${record.resource_name} (${record.resource_id})`,
  },
};

/** Only the organisation's own entries. */
export const inOrganizationLog = (organizationId: string) =>
  sql`${auditEvents.organizationId} = ${organizationId}`;
