import type { MemberRole } from './roles';

/** Who an organisation requires to have two-factor sign-in (issue 18): nobody, owners and admins, or everyone. */
export const TWO_FACTOR_POLICIES = ['optional', 'owners-and-admins', 'everyone'] as const;
export type TwoFactorPolicy = (typeof TWO_FACTOR_POLICIES)[number];

/** Whether a member of that role must have two-factor sign-in before the organisation's data is theirs to see. */
export const requiresTwoFactor = (policy: TwoFactorPolicy, role: MemberRole): boolean =>
  policy === 'everyone' || (policy === 'owners-and-admins' && (role === 'owner' || role === 'admin'));
