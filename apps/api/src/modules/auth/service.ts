import type { SecondFactorMethod } from '@paygrid/contracts';
import { isCommonPassword, newPasswordIssue, validationMessageKeys } from '@paygrid/domain';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { HitCounter } from '../../hit-counters/hit-counter';
import { Problem, problemItem } from '../../http/problem';
import type { Mailer } from '../../mail/mailer';
import type { MailLocale } from '../../mail/templates/layout';
import { confirmEmail, confirmRegistrationDetails, createUser, setPassword } from '../users/accounts';
import { type EventOrigin, recordSecurityEvent } from '../users/security-log';
import { findUserByEmail, findUserById, hasSecondFactor, preferencesOf } from '../users/service';
import { queueAccountMail } from './account-mail-requests';
import { knownDeviceOf, rememberDevice } from './known-devices';
import { secondFactorsOf } from './passkey-sign-in';
import type { PasswordCheckGate } from './password-check-gate';
import type { PasswordHasher } from './password-hasher';
import { verifySecondFactorCode } from './second-factor';
import type { SecretsKeyring } from './secret-box';
import {
  type ActiveSession,
  completeSecondFactor,
  endSession,
  endSessionByToken,
  endUserSessions,
  openSession,
  rotateSessionToken,
} from './sessions';
import { accountKey, accountWideKey, clientKey, ipKey, spendAttempt } from './throttle';
import { consumeUserToken, peekRegistrationToken, peekUserToken, voidUserTokens } from './user-tokens';

/** What registration needs to know of an invitation; the organisations module answers it (it owns invitations). */
type InvitationLookup = (token: string) => Promise<{ id: string; email: string } | undefined>;

export type AuthDeps = {
  db: Db;
  config: Config;
  mailer: Mailer;
  hasher: PasswordHasher;
  invitationByToken: InvitationLookup;
  /** Throttle counters (PostgreSQL, or Redis with REDIS_URL). */
  hits: HitCounter;
  passwordChecks: PasswordCheckGate;
  /** Seals TOTP secrets and keys recovery-code digests (ADR 0030). */
  secrets: SecretsKeyring;
};

/** Where mailed links point: the entrance host, over the scheme the request came in on. */
export type LinkBase = string;

const BAD_CREDENTIALS = 'Bad credentials.';
const EMAIL_NOT_CONFIRMED = 'Email not confirmed.';
const INVALID_PASSWORD = 'The presented password is invalid.';
const TOKEN_NOT_FOUND = 'The token does not exist or has already been used.';
const INVALID_CODE = 'The code is invalid or has already been used.';

const badCredentials = () =>
  new Problem(401, BAD_CREDENTIALS, [problemItem(401, 'bad_credentials', 'Invalid credentials')]);
const tokenNotFound = () =>
  new Problem(404, TOKEN_NOT_FOUND, [problemItem(404, 'token_not_found', 'Token not found')]);

function passwordProblem(password: string, email: string, pointer: string): Problem | undefined {
  const found = newPasswordIssue(password, { email, isCommon: isCommonPassword });
  if (!found) return undefined;
  return new Problem(422, 'The request has invalid values.', [
    {
      status: '422',
      code: found.key,
      title: 'Invalid value',
      detail: found.key,
      source: { pointer },
      ...(found.params ? { meta: { params: found.params } } : {}),
    },
  ]);
}

const _localeOf = (user: { preferences: Record<string, unknown> }): MailLocale => preferencesOf(user).locale;

export type Registration = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  locale: MailLocale;
  inviteToken?: string | undefined;
};

const USER_EXISTS = 'User with this e-mail already exists.';

/**
 * Registering through /join/{token}: the invitation proves the mailbox, so the account is confirmed at once,
 * and it works while open registration is off. Here the person already knows the address is theirs,
 * so "User … exists" may be said.
 */
async function registerThroughInvitation(
  deps: AuthDeps,
  input: Registration,
  origin: EventOrigin,
): Promise<'registered'> {
  const invitation = await deps.invitationByToken(input.inviteToken ?? '');
  if (!invitation) throw tokenNotFound();
  if (invitation.email !== input.email) {
    throw new Problem(422, 'This invitation was sent to another e-mail address.', [
      {
        status: '422',
        code: 'invitation_email_mismatch',
        title: 'Invalid value',
        source: { pointer: '/email' },
      },
    ]);
  }
  if (await findUserByEmail(deps.db, input.email)) {
    throw new Problem(409, USER_EXISTS, [
      { status: '409', code: 'user_exists', title: 'Conflict', source: { pointer: '/email' } },
    ]);
  }
  const passwordHash = await deps.hasher.hash(input.password);
  await deps.db.transaction(async (db) => {
    const userId = await createUser(db, { ...input, passwordHash, confirmed: true });
    await recordSecurityEvent(db, userId, 'registered', origin, { invitation: invitation.id });
  });
  return 'registered';
}

/** SPEC §1: a visitor registers and gets a confirmation link; an existing e-mail gets a notice instead, with the same answer. */
export async function register(
  deps: AuthDeps,
  input: Registration,
  links: LinkBase,
  origin: EventOrigin,
): Promise<'confirmation-sent' | 'registered'> {
  const passwordCheck = passwordProblem(input.password, input.email, '/password');
  if (passwordCheck) throw passwordCheck;
  if (input.inviteToken) return registerThroughInvitation(deps, input, origin);
  if (!deps.config.REGISTRATION_ENABLED) {
    throw new Problem(403, 'Registration is closed. Ask an organisation for an invitation.', [
      problemItem(403, 'registration_disabled', 'Registration disabled'),
    ]);
  }
  await spendAttempt(deps.hits, [ipKey('registration', origin.ip ?? 'unknown')]);
  // Hashed whether or not the address is known; the outbox worker does the rest (ASVS 6.3.8).
  const passwordHash = await deps.hasher.hash(input.password);
  await queueAccountMail(deps.db, {
    kind: 'registration',
    email: input.email,
    links,
    origin,
    firstName: input.firstName,
    lastName: input.lastName,
    locale: input.locale,
    passwordHash,
  });
  return 'confirmation-sent';
}

/**
 * POST /registration/confirmation: the link confirms the registration it was mailed for, and only with that
 * registration's password. A mailbox owner who does not know it (someone else registered the address) is told to
 * reset the password instead, which proves the mailbox and sets a password of their own.
 */
export async function confirmRegistration(
  deps: AuthDeps,
  input: { token: string; password: string },
  origin: EventOrigin,
): Promise<void> {
  const pending = await peekRegistrationToken(deps.db, input.token);
  const user = pending ? await findUserById(deps.db, pending.userId) : undefined;
  if (!pending || !user) throw tokenNotFound();
  const attempt = await spendAttempt(deps.hits, [accountKey('registration-confirmation', pending.id)]);
  // A link mailed before registrations carried their own details confirms the account's current password.
  const expectedHash = pending.registration?.passwordHash ?? user.passwordHash;
  const valid = await deps.passwordChecks.run(() => deps.hasher.verify(expectedHash, input.password));
  if (!valid) {
    throw new Problem(422, REGISTRATION_PASSWORD_MISMATCH, [
      {
        status: '422',
        code: 'registration_password_mismatch',
        title: 'Invalid value',
        detail: REGISTRATION_PASSWORD_MISMATCH,
        source: { pointer: '/password' },
      },
    ]);
  }
  await attempt.succeeded();
  await deps.db.transaction(async (db) => {
    const userId = await consumeUserToken(db, input.token, 'registration-confirmation');
    if (userId !== user.id) throw tokenNotFound();
    if (pending.registration) {
      await confirmRegistrationDetails(db, user, pending.registration);
    } else {
      await confirmEmail(db, userId);
    }
    // Other registrations of the address are void once one is confirmed.
    await voidUserTokens(db, userId, 'registration-confirmation');
    await recordSecurityEvent(db, userId, 'email-confirmed', origin);
  });
}

const REGISTRATION_PASSWORD_MISMATCH =
  'This is not the password this registration was made with. If the address is yours, reset the password instead.';

/** A fresh confirmation link for an unconfirmed account; the same answer for every e-mail. */
export async function resendConfirmation(
  deps: AuthDeps,
  email: string,
  links: LinkBase,
  origin: EventOrigin,
): Promise<void> {
  await spendAttempt(deps.hits, [accountKey('resend', email), ipKey('resend', origin.ip ?? 'unknown')]);
  await queueAccountMail(deps.db, { kind: 'confirmation-resend', email, links });
}

export type LoginResult = {
  token: string;
  secondFactorRequired: boolean;
  /** What the second step may be (issue 39), when one is required. */
  secondFactors: SecondFactorMethod[];
  /** A new device cookie's value, when this browser was not yet known to the account. */
  deviceToken: string | undefined;
};

/**
 * POST /check-login: the same 401 for a wrong password and an unknown e-mail, in the same time (SPEC §4, §8).
 * Throttled before the password is checked (ASVS 6.3.1): 10 failures per account and client (the address, or the
 * account's device cookie), 100 per account and 50 per address from everywhere; a known device of the account is
 * stopped only by its own failures, so nobody can lock the owner out (ASVS 6.1.1).
 */
export async function checkLogin(
  deps: AuthDeps,
  credentials: {
    email: string;
    password: string;
    deviceToken?: string | undefined;
    /** The session cookie the browser still sends, if any: it ends with this sign-in (ASVS 7.2.4). */
    previousSessionToken?: string | undefined;
  },
  origin: EventOrigin,
): Promise<LoginResult> {
  const user = await findUserByEmail(deps.db, credentials.email);
  const device = user ? await knownDeviceOf(deps.db, user.id, credentials.deviceToken) : undefined;
  const ip = origin.ip ?? 'unknown';
  const attempt = await spendAttempt(
    deps.hits,
    device
      ? [clientKey('login', credentials.email, `device:${device.id}`)]
      : [
          clientKey('login', credentials.email, `ip:${ip}`),
          accountWideKey('login', credentials.email),
          ipKey('login', ip),
        ],
  );
  // A login turned away as busy still counts: otherwise a burst could outrun the throttle by being refused.
  const valid = await deps.passwordChecks.run(() =>
    user
      ? deps.hasher.verify(user.passwordHash, credentials.password)
      : deps.hasher.verifyDummy(credentials.password),
  );
  if (!user || !valid) {
    if (user) await recordSecurityEvent(deps.db, user.id, 'sign-in-failed', origin);
    throw badCredentials();
  }
  await attempt.succeeded();
  if (!user.emailConfirmedAt) {
    throw new Problem(403, EMAIL_NOT_CONFIRMED, [
      problemItem(403, 'email_not_confirmed', 'E-mail not confirmed'),
    ]);
  }
  const secondFactorRequired = hasSecondFactor(user);
  const deviceToken = await rememberDevice(deps.db, user.id, device);
  if (credentials.previousSessionToken) await endSessionByToken(deps.db, credentials.previousSessionToken);
  const { token } = await openSession(deps.db, user, !secondFactorRequired, origin);
  if (!secondFactorRequired) await recordSecurityEvent(deps.db, user.id, 'signed-in', origin);
  const secondFactors = secondFactorRequired ? await secondFactorsOf(deps.db, user) : [];
  return { token, secondFactorRequired, secondFactors, deviceToken };
}

/** POST /2fa-check: a TOTP code (each usable once) or one recovery code finishes the sign-in. */
export async function checkSecondFactor(
  deps: AuthDeps,
  pending: ActiveSession,
  code: string,
  origin: EventOrigin,
): Promise<string> {
  const attempt = await spendAttempt(deps.hits, [
    accountKey('2fa', pending.user.id),
    ipKey('2fa', origin.ip ?? 'unknown'),
  ]);
  const user = (await findUserById(deps.db, pending.user.id)) ?? pending.user;
  const used = await verifySecondFactorCode(deps.db, deps.secrets, user, code);
  if (!used) {
    await recordSecurityEvent(deps.db, user.id, 'second-factor-failed', origin);
    throw new Problem(401, INVALID_CODE, [problemItem(401, 'invalid_code', 'Invalid code')]);
  }
  await attempt.succeeded();
  const usedRecoveryCode = used === 'recovery-code';
  if (usedRecoveryCode) await recordSecurityEvent(deps.db, user.id, 'recovery-code-used', origin);
  await recordSecurityEvent(deps.db, user.id, 'signed-in', origin, {
    second_factor: usedRecoveryCode ? 'recovery-code' : 'totp',
  });
  return completeSecondFactor(deps.db, pending.session.id);
}

/** POST /resetting: mails a 30-minute link when the account exists; the same answer either way. */
export async function requestPasswordReset(
  deps: AuthDeps,
  email: string,
  links: LinkBase,
  origin: EventOrigin,
): Promise<void> {
  await spendAttempt(deps.hits, [accountKey('resetting', email), ipKey('resetting', origin.ip ?? 'unknown')]);
  await queueAccountMail(deps.db, { kind: 'password-reset', email, links, origin });
}

export async function validateResetToken(deps: AuthDeps, token: string): Promise<{ email: string }> {
  const userId = await peekUserToken(deps.db, token, 'password-reset');
  const user = userId ? await findUserById(deps.db, userId) : undefined;
  if (!user) throw tokenNotFound();
  return { email: user.email };
}

/** Sets the new password, uses the token up and ends every session; it signs nobody in, so 2FA still stands. */
export async function resetPassword(
  deps: AuthDeps,
  input: { token: string; password: string },
  origin: EventOrigin,
): Promise<void> {
  const userId = await peekUserToken(deps.db, input.token, 'password-reset');
  const user = userId ? await findUserById(deps.db, userId) : undefined;
  if (!user) throw tokenNotFound();
  const problem = passwordProblem(input.password, user.email, '/password');
  if (problem) throw problem;
  const passwordHash = await deps.hasher.hash(input.password);
  await deps.db.transaction(async (db) => {
    const consumed = await consumeUserToken(db, input.token, 'password-reset');
    if (consumed !== user.id) throw tokenNotFound();
    // A reset proves the mailbox, so an account still waiting for confirmation is confirmed too.
    await setPassword(db, user.id, passwordHash, { confirmsEmail: true });
    await endUserSessions(db, user.id);
    // The mailbox is proven: pending registrations of the address can no longer confirm anything.
    await voidUserTokens(db, user.id, 'registration-confirmation');
    await recordSecurityEvent(db, user.id, 'password-reset', origin);
  });
}

/**
 * POST /password/change: needs the current password; every other session ends and this one gets a new token
 * (ASVS 7.2.4), which the answer's cookie carries.
 */
export async function changePassword(
  deps: AuthDeps,
  auth: ActiveSession,
  input: { currentPassword: string; newPassword: string },
  origin: EventOrigin,
): Promise<string> {
  const attempt = await spendAttempt(deps.hits, [accountKey('password-change', auth.user.id)]);
  if (!(await deps.hasher.verify(auth.user.passwordHash, input.currentPassword))) {
    throw new Problem(422, INVALID_PASSWORD, [
      {
        status: '422',
        code: 'invalid_password',
        title: 'Invalid value',
        detail: INVALID_PASSWORD,
        source: { pointer: '/current_password' },
      },
    ]);
  }
  await attempt.succeeded();
  const problem = passwordProblem(input.newPassword, auth.user.email, '/new_password');
  if (problem) throw problem;
  if (input.newPassword === input.currentPassword) {
    throw new Problem(422, 'The new password must differ from the current one.', [
      {
        status: '422',
        code: validationMessageKeys.invalid,
        title: 'Invalid value',
        detail: 'The new password must differ from the current one.',
        source: { pointer: '/new_password' },
      },
    ]);
  }
  const passwordHash = await deps.hasher.hash(input.newPassword);
  return deps.db.transaction(async (db) => {
    await setPassword(db, auth.user.id, passwordHash);
    await endUserSessions(db, auth.user.id, auth.session.id);
    await recordSecurityEvent(db, auth.user.id, 'password-changed', origin);
    return rotateSessionToken(db, auth.session.id);
  });
}

/** GET /logout: ends the session the cookie names, if any, and says so in the security log. */
export async function signOut(
  db: Db,
  identity: ActiveSession | undefined,
  origin: EventOrigin,
): Promise<void> {
  if (!identity) return;
  await endSession(db, identity.session.id);
  await recordSecurityEvent(db, identity.user.id, 'signed-out', origin);
}
