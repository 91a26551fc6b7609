import { API_KEY_PERMISSIONS, type ApiKeyPermission, PAYMENT_MODES } from '@paygrid/domain';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { rowId, timestamps } from '../../db/columns';
import { organizations } from '../organizations/tables';
import { users } from '../users/tables';

/**
 * An organisation's API keys (issue 36). The secret is never stored: only its keyed digest (`h1.<key id>.<hex>`,
 * HMAC under SECRETS_KEY), so a copy of the database cannot call the API. After a roll the previous digest works
 * until `previous_expires_at`. Revoked keys stay as history; nothing deletes a key but its organisation.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: PAYMENT_MODES }).notNull(),
    name: text('name').notNull(),
    /** The secret's first characters, mode included: what the console shows to tell keys apart. */
    prefix: text('prefix').notNull(),
    secretDigest: text('secret_digest').notNull().unique(),
    previousSecretDigest: text('previous_secret_digest').unique(),
    previousExpiresAt: timestamp('previous_expires_at', { withTimezone: true }),
    permissions: text('permissions', { enum: API_KEY_PERMISSIONS })
      .array()
      .$type<ApiKeyPermission[]>()
      .notNull(),
    /** CIDRs; empty: any address. */
    allowedCidrs: text('allowed_cidrs').array().notNull().default(sql`'{}'::text[]`),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedIp: text('last_used_ip'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [index('api_keys_organization').on(table.organizationId, table.createdAt)],
);

/**
 * The first answer of each `Idempotency-Key` a key sent with a POST (Stripe's semantics), kept 24 hours. A row in
 * `running` holds the key while its request runs; a second request with the same key meanwhile answers 409.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: rowId(),
    apiKeyId: uuid('api_key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** The method and path the key was first used with, and the SHA-256 of its body. */
    requestPath: text('request_path').notNull(),
    requestDigest: text('request_digest').notNull(),
    state: text('state', { enum: ['running', 'done'] }).notNull(),
    /** Whose run holds the key: a holder's answer is kept only while the claim is still its own. */
    claim: uuid('claim').notNull(),
    answerStatus: integer('answer_status'),
    answerBody: text('answer_body'),
    /** Until when a `running` row holds the key: a server that died mid-request frees it then. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.apiKeyId, table.key] }),
    index('idempotency_keys_expiry').on(table.expiresAt),
  ],
);
