import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { rowId, timestamps } from '../../db/columns';
import { organizations } from '../organizations/tables';

export type AuditChanges = Record<string, { before: unknown; after: unknown }>;

/**
 * Who did what in an organisation (issue 35). Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE except the
 * retention job's deletes (migration 0026). Each entry's `hash` is an HMAC over its content and the previous entry's
 * hash in the same organisation (`seq` orders the chain), so an edit made past the trigger shows when verified.
 * Names are kept as they were when the entry was written: people and views are renamed, the log is not.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    /** `user`, or later `api_key`; no foreign key, so the entry outlives what it names. */
    actorType: text('actor_type').notNull(),
    actorId: uuid('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    resourceType: text('resource_type').notNull(),
    resourceId: text('resource_id').notNull(),
    resourceName: text('resource_name').notNull(),
    changes: jsonb('changes').$type<AuditChanges>(),
    details: jsonb('details').$type<Record<string, unknown>>(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    sessionId: uuid('session_id'),
    requestId: text('request_id'),
    keyId: text('key_id').notNull(),
    hash: text('hash').notNull(),
    /** When it happened; `updated_at` stays equal to it (an entry is never changed). */
    ...timestamps,
  },
  (table) => [
    uniqueIndex('audit_events_chain').on(table.organizationId, table.seq),
    // The grid's order under each of its usual filters (ascending: read backwards for newest first, as the
    // engine's `desc` is NULLS FIRST, which a DESC NULLS LAST index cannot serve).
    index('audit_events_recent').on(table.organizationId, table.createdAt, table.seq),
    index('audit_events_by_action').on(table.organizationId, table.action, table.createdAt, table.seq),
    index('audit_events_by_resource_type').on(
      table.organizationId,
      table.resourceType,
      table.createdAt,
      table.seq,
    ),
    index('audit_events_resource_id').on(
      table.organizationId,
      sql`upper(${table.resourceId}) text_pattern_ops`,
    ),
    index('audit_events_resource_search').using(
      'gin',
      sql`search_normal(${table.resourceName}) gin_trgm_ops`,
    ),
  ],
);

/**
 * The end of each organisation's chain: every write locks its row, so two writes at once never fork the chain.
 * `anchorHash` is the hash the first kept entry chains from (empty for a chain never pruned): pruning moves it.
 */
export const auditChainHeads = pgTable('audit_chain_heads', {
  id: rowId(),
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
  lastHash: text('last_hash').notNull().default(''),
  anchorSeq: bigint('anchor_seq', { mode: 'number' }).notNull().default(0),
  anchorHash: text('anchor_hash').notNull().default(''),
  ...timestamps,
});
