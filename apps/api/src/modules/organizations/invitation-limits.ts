import type { ThrottleKey } from '../auth/throttle';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Invitations an organisation may send in an hour: a team onboarding, never a mailing list. */
export const INVITATIONS_PER_ORGANIZATION_HOUR = 50;
/** Invitations one address may receive in a day, from all organisations together. */
export const INVITATIONS_PER_ADDRESS_DAY = 5;
/** One resend of an invitation per 10 minutes. */
export const INVITATION_RESEND_MINUTES = 10;

/** The counters an invitation mail spends (issue 9: invitations are no spam relay). */
export const newInvitationKeys = (organizationId: string, email: string): ThrottleKey[] => [
  { key: `invite:organization:${organizationId}`, max: INVITATIONS_PER_ORGANIZATION_HOUR, windowMs: HOUR },
  { key: `invite:address:${email}`, max: INVITATIONS_PER_ADDRESS_DAY, windowMs: DAY },
];

export const resendKeys = (organizationId: string, invitationId: string, email: string): ThrottleKey[] => [
  { key: `invite:resend:${invitationId}`, max: 1, windowMs: INVITATION_RESEND_MINUTES * MINUTE },
  ...newInvitationKeys(organizationId, email),
];
