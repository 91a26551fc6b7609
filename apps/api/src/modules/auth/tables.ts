import { bigint, boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { rowId, timestamps } from '../../db/columns';
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

/**
 * Passkeys (issue 39, decision 0107): a person's WebAuthn credentials, for signing in alone or as the second step.
 * The public key is stored as the authenticator gave it (COSE, base64url); nothing here signs anything.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credential's id as the browser sends it back (base64url): it names the passkey at sign-in. */
    credentialId: text('credential_id').notNull().unique(),
    publicKey: text('public_key').notNull(),
    /** The authenticator's signature counter: one that goes backwards means a cloned key, and is refused. */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    /** A multi-device credential that is backed up (synced between the person's devices). */
    synced: boolean('synced').notNull().default(false),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('passkeys_user').on(table.userId)],
);

/**
 * WebAuthn challenges, stored so that every server agrees and each is used once (deleted as it is used): for adding
 * a passkey (the person's session), for signing in with one alone, as the second step of a half-open session, or as
 * the proof a sensitive step asks of a signed-in person (their session).
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: rowId(),
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose', { enum: ['registration', 'sign-in', 'second-factor', 'proof'] }).notNull(),
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [
    index('webauthn_challenges_expires').on(table.expiresAt),
    index('webauthn_challenges_session').on(table.sessionId),
  ],
);
