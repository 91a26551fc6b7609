import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns';
import { organizations } from '../organizations/tables';
import { users } from '../users/tables';

/** What one registration asked for, kept with its confirmation token until the mailbox owner confirms it. */
export type PendingRegistration = {
  passwordHash: string;
  firstName: string;
  lastName: string;
  locale: 'en' | 'uk';
};

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the cookie's token: a stolen database copy opens no session. */
    tokenHash: text('token_hash').notNull().unique(),
    /** False between a right password and the second factor (SPEC §4, 2FA required). */
    secondFactorDone: boolean('second_factor_done').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** The organisation this session last switched to (POST /user/organizations/{id}/switch). */
    currentOrganizationId: uuid('current_organization_id').references(() => organizations.id, {
      onDelete: 'set null',
    }),
    ...timestamps,
  },
  (table) => [index('sessions_user').on(table.userId)],
);

export const userTokens = pgTable(
  'user_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['registration-confirmation', 'password-reset'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /**
     * A registration-confirmation link confirms only the registration it was mailed for: that registration's
     * password hash and names ride with the token, so a second registration of the same address never changes
     * what an earlier link confirms (no takeover of an unconfirmed account).
     */
    registration: jsonb('registration').$type<PendingRegistration>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('user_tokens_user_purpose').on(table.userId, table.purpose)],
);

export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('recovery_codes_user').on(table.userId)],
);

/**
 * Browsers that signed in to an account: the device cookie names one, so a client the owner really uses is never
 * locked out by failures that others cause from elsewhere (ASVS 6.1.1, issue 9).
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (table) => [index('known_devices_user').on(table.userId)],
);
