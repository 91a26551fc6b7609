import { z } from 'zod';
import type { Db } from '../../db/client';
import type { OutgoingMail } from '../../mail/mailer';
import { accountExistsMail } from '../../mail/templates/account-exists';
import type { MailLocale } from '../../mail/templates/layout';
import { passkeyChangedMail } from '../../mail/templates/passkey-changed';
import { passwordResetMail } from '../../mail/templates/password-reset';
import { registrationConfirmationMail } from '../../mail/templates/registration-confirmation';
import { enqueueMailRequest } from '../mail-outbox/outbox';
import { createUser } from '../users/accounts';
import { recordSecurityEvent } from '../users/security-log';
import { findUserByEmail, findUserById, preferencesOf } from '../users/service';
import { issueUserToken, latestPendingRegistration, voidUserTokens } from './user-tokens';

/**
 * The mails of the entrance that go to an address which may have no account (ASVS 6.3.8). The request only
 * queues one of these; the outbox worker resolves it, so whether the address is known changes nothing in the
 * request's work: one outbox row, no lookup of the account, no link issued.
 */
const origin = z.object({ ip: z.string().nullable(), userAgent: z.string().nullable() });
const accountMailRequest = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('password-reset'), email: z.string(), links: z.string(), origin }),
  z.object({ kind: z.literal('confirmation-resend'), email: z.string(), links: z.string() }),
  z.object({
    kind: z.literal('registration'),
    email: z.string(),
    links: z.string(),
    origin,
    firstName: z.string(),
    lastName: z.string(),
    locale: z.enum(['en', 'uk']),
    /** The registration's own password, carried to its link's token; emptied from the outbox once resolved. */
    passwordHash: z.string(),
  }),
  /** A change of the account's passkeys (issue 39), told to its owner: the account is known here. */
  z.object({
    kind: z.literal('passkey-changed'),
    userId: z.string(),
    change: z.enum(['added', 'renamed', 'removed']),
    name: z.string(),
    previousName: z.string().optional(),
    links: z.string(),
  }),
]);
export type AccountMailRequest = z.infer<typeof accountMailRequest>;

export const queueAccountMail = (db: Db, request: AccountMailRequest): Promise<void> =>
  enqueueMailRequest(db, request);

const localeOf = (user: { preferences: Record<string, unknown> }): MailLocale => preferencesOf(user).locale;

/** The outbox worker's resolver for the entrance's requests: the mail to send, or nothing. */
export async function resolveAccountMail(db: Db, raw: unknown): Promise<OutgoingMail | undefined> {
  const request = accountMailRequest.parse(raw);
  switch (request.kind) {
    case 'password-reset':
      return passwordResetFor(db, request);
    case 'confirmation-resend':
      return confirmationResendFor(db, request);
    case 'registration':
      return registrationMailFor(db, request);
    case 'passkey-changed':
      return passkeyChangedFor(db, request);
  }
}

type RequestOf<K extends AccountMailRequest['kind']> = Extract<AccountMailRequest, { kind: K }>;

async function passwordResetFor(db: Db, request: RequestOf<'password-reset'>) {
  const user = await findUserByEmail(db, request.email);
  if (!user) return undefined;
  const token = await issueUserToken(db, user.id, 'password-reset');
  await recordSecurityEvent(db, user.id, 'password-reset-requested', request.origin);
  return {
    to: user.email,
    ...passwordResetMail(localeOf(user), {
      firstName: user.firstName,
      resetUrl: `${request.links}/resetting/password?token=${token}`,
    }),
  };
}

async function confirmationResendFor(db: Db, request: RequestOf<'confirmation-resend'>) {
  const user = await findUserByEmail(db, request.email);
  if (!user || user.emailConfirmedAt) return undefined;
  // The fresh link confirms the newest registration; the older links stop working.
  const registration = await latestPendingRegistration(db, user.id);
  await voidUserTokens(db, user.id, 'registration-confirmation');
  const token = await issueUserToken(db, user.id, 'registration-confirmation', registration);
  return {
    to: user.email,
    ...registrationConfirmationMail(localeOf(user), {
      firstName: user.firstName,
      confirmationUrl: `${request.links}/registration/confirmation?token=${token}`,
    }),
  };
}

async function registrationMailFor(db: Db, request: RequestOf<'registration'>) {
  const existing = await findUserByEmail(db, request.email);
  if (existing?.emailConfirmedAt) {
    return {
      to: existing.email,
      ...accountExistsMail(localeOf(existing), {
        firstName: existing.firstName,
        loginUrl: `${request.links}/login`,
        resetUrl: `${request.links}/restore-password`,
      }),
    };
  }
  // A second registration of an unconfirmed address changes nothing of the account: its details ride with its
  // own link, which confirms only this registration (no takeover by whoever registers last).
  const { firstName, lastName, locale, passwordHash, email } = request;
  let userId: string;
  if (existing) {
    userId = existing.id;
  } else {
    userId = await createUser(db, { firstName, lastName, email, locale, passwordHash, confirmed: false });
    await recordSecurityEvent(db, userId, 'registered', request.origin);
  }
  const token = await issueUserToken(db, userId, 'registration-confirmation', {
    passwordHash,
    firstName,
    lastName,
    locale,
  });
  return {
    to: email,
    ...registrationConfirmationMail(locale, {
      firstName,
      confirmationUrl: `${request.links}/registration/confirmation?token=${token}`,
    }),
  };
}

async function passkeyChangedFor(db: Db, request: RequestOf<'passkey-changed'>) {
  const user = await findUserById(db, request.userId);
  if (!user) return undefined;
  return {
    to: user.email,
    ...passkeyChangedMail(localeOf(user), {
      firstName: user.firstName,
      change: request.change,
      name: request.name,
      previousName: request.previousName,
      securityUrl: `${request.links}/settings/security`,
    }),
  };
}
