import { INVITATION_STATES, MEMBER_ROLES, TWO_FACTOR_POLICIES } from '@paygrid/domain';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytes } from '../../db/bytes';
import { rowId, timestamps } from '../../db/columns';
import { users } from '../users/tables';

export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Its sub-domain label: `{alias}.{APP_HOST}`. */
    alias: text('alias').notNull(),
    country: text('country').notNull(),
    baseCurrency: text('base_currency').notNull(),
    timeZone: text('time_zone').notNull(),
    logo: text('logo'),
    /** A hash of the logo's bytes, named by its URL (see organization_logos). */
    logoVersion: text('logo_version'),
    twoFactorPolicy: text('two_factor_policy', { enum: TWO_FACTOR_POLICIES }).notNull().default('optional'),
    /** Archived: out of every member's list, its sub-domain says so; nothing is deleted (payments are records). */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** The account that made it: what the per-account total counts, whoever owns it now (ADR 0096). */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('organizations_alias_unique').on(table.alias),
    index('organizations_created_by').on(table.createdBy),
  ],
);

export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: MEMBER_ROLES }).notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('memberships_organization_user').on(table.organizationId, table.userId),
    index('memberships_user').on(table.userId),
    // Exactly one owner, held by the database too (issue 33): two transfers at once can never leave two owners.
    uniqueIndex('memberships_one_owner').on(table.organizationId).where(sql`${table.role} = 'owner'`),
  ],
);

export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: MEMBER_ROLES }).notNull(),
    inviterId: uuid('inviter_id').references(() => users.id, { onDelete: 'set null' }),
    inviterName: text('inviter_name').notNull(),
    /** A pending invitation past expires_at reads as expired. */
    state: text('state', { enum: INVITATION_STATES }).notNull().default('pending'),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('invitations_email_state').on(table.email, table.state),
    index('invitations_organization').on(table.organizationId),
  ],
);

/** The organisation's logo (at most 512×512, png or jpg), kept apart so reading an organisation never loads it. */
export const organizationLogos = pgTable('organization_logos', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  id: rowId(),
  image: bytes('image').notNull(),
  format: text('format', { enum: ['png', 'jpeg'] }).notNull(),
  version: text('version').notNull(),
  ...timestamps,
});
