import { AUDIT_RESOURCE_TYPES } from '@paygrid/domain';
import { z } from 'zod';
import { gridListSchema } from '../common/grid';

const changesSchema = z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() }));

/** What the grid shows of an entry, and the detail repeats. */
const entryFields = z.object({
  created_at: z.string(),
  actor_type: z.enum(['user', 'api_key', 'system']),
  actor_id: z.string(),
  actor_name: z.string(),
  /** A name of the declared list (packages/domain `AUDIT_ACTIONS`); an old entry may hold one since retired. */
  action: z.string(),
  resource_type: z.enum(AUDIT_RESOURCE_TYPES),
  resource_id: z.string(),
  resource_name: z.string(),
  ip: z.string().nullable(),
});

/** An entry as the audit log grid shows one; `columns` may leave attributes out. */
export const auditEventRowSchema = z.object({
  type: z.literal('audit-event'),
  id: z.string(),
  attributes: entryFields.partial(),
});
export type AuditEventRow = z.infer<typeof auditEventRowSchema>;

/** GET /audit-log */
export const auditEventListSchema = gridListSchema(auditEventRowSchema);

/** GET /audit-log/{id}: the whole entry, with what changed (before and after) and where it came from. */
export const auditEventAnswerSchema = z.object({
  data: z.object({
    type: z.literal('audit-event'),
    id: z.string(),
    attributes: entryFields.extend({
      seq: z.number().int(),
      changes: changesSchema.nullable(),
      details: z.record(z.string(), z.unknown()).nullable(),
      user_agent: z.string().nullable(),
      session_id: z.string().nullable(),
      request_id: z.string().nullable(),
    }),
  }),
});
export type AuditEventAnswer = z.infer<typeof auditEventAnswerSchema>;
