import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytes } from '../../db/bytes';
import { rowId, timestamps } from '../../db/columns';

export type StoredPreferences = Record<string, unknown>;

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always stored lower-cased and trimmed, so one address is one account. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    preferences: jsonb('preferences').$type<StoredPreferences>().notNull().default(sql`'{}'::jsonb`),
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    /** When the pending secret was made: a set-up page reloaded within 15 minutes shows the same one. */
    totpPendingAt: timestamp('totp_pending_at', { withTimezone: true }),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last TOTP time step accepted, so a code cannot be used twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** How many passkeys the person has (auth's table, counted here by auth): one or more is a second factor. */
    passkeyCount: integer('passkey_count').notNull().default(0),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The organisation used last, so a new session starts there; checked against memberships when read. */
    lastOrganizationId: uuid('last_organization_id'),
    /** A hash of the avatar's bytes: its URL names it, so a new avatar is a new URL (cached for long). */
    avatarVersion: text('avatar_version'),
    ...timestamps,
  },
  (table) => [uniqueIndex('users_email_unique').on(table.email)],
);

export const securityEvents = pgTable(
  'security_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    ...timestamps,
  },
  (table) => [index('security_events_user_created').on(table.userId, table.createdAt)],
);

/** The saved avatar (at most 512×512, png or jpg), one per user, kept apart so reading a user never loads it. */
export const userAvatars = pgTable('user_avatars', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  id: rowId(),
  image: bytes('image').notNull(),
  format: text('format', { enum: ['png', 'jpeg'] }).notNull(),
  version: text('version').notNull(),
  ...timestamps,
});
