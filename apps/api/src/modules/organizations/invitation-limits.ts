import { limitReached, type ThrottleKey } from '../auth/throttle';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Invitations an organisation may send in an hour: a team onboarding, never a mailing list. */
export const INVITATIONS_PER_ORGANIZATION_HOUR = 50;
/** Invitations one address may receive in a day, from all organisations together. */
export const INVITATIONS_PER_ADDRESS_DAY = 5;
/** One resend of an invitation per 10 minutes. */
const INVITATION_RESEND_MINUTES = 10;
/**
 * Invitations one person may send in an hour from all their organisations together (issue 33, ADR 0096): two
 * organisations' worth. Equal to one organisation's, the two counters raced: a burst from one organisation was
 * refused by whichever passed 50 first and given back on the other, so fewer than 50 went out.
 */
export const INVITATIONS_PER_INVITER_HOUR = 100;
/** Invitations one person may send in a day from all their organisations together. */
export const INVITATIONS_PER_INVITER_DAY = 200;

const inviterLimitReached = limitReached(
  'invitations_per_inviter',
  `You have sent as many invitations as one person may for now: ${INVITATIONS_PER_INVITER_HOUR} an hour and ${INVITATIONS_PER_INVITER_DAY} a day, from all your organisations together.`,
  { hour: INVITATIONS_PER_INVITER_HOUR, day: INVITATIONS_PER_INVITER_DAY },
);

/**
 * The counters an invitation mail spends (issue 9: invitations are no spam relay). The inviter's own counters span
 * every organisation, so a new organisation brings no fresh allowance (issue 33).
 */
export const newInvitationKeys = (
  organizationId: string,
  email: string,
  inviterId: string,
): ThrottleKey[] => [
  { key: `invite:organization:${organizationId}`, max: INVITATIONS_PER_ORGANIZATION_HOUR, windowMs: HOUR },
  { key: `invite:address:${email}`, max: INVITATIONS_PER_ADDRESS_DAY, windowMs: DAY },
  {
    key: `invite:inviter-hour:${inviterId}`,
    max: INVITATIONS_PER_INVITER_HOUR,
    windowMs: HOUR,
    refuse: inviterLimitReached,
  },
  {
    key: `invite:inviter-day:${inviterId}`,
    max: INVITATIONS_PER_INVITER_DAY,
    windowMs: DAY,
    refuse: inviterLimitReached,
  },
];

export const resendKeys = (
  organizationId: string,
  invitationId: string,
  email: string,
  inviterId: string,
): ThrottleKey[] => [
  { key: `invite:resend:${invitationId}`, max: 1, windowMs: INVITATION_RESEND_MINUTES * MINUTE },
  ...newInvitationKeys(organizationId, email, inviterId),
];
