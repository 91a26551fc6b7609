import type { RouteDefinition } from './route-table';

/**
 * §2 registration-disabled check: with registration off, the registration routes lead to login.
 * The join step stays open, so an invited visitor can still create the invited account (decision 0003).
 */
export const blockedWhileRegistrationDisabled = (
  route: RouteDefinition,
  registrationEnabled: boolean,
): boolean =>
  !registrationEnabled &&
  route.name !== 'join' &&
  (route.middleware?.includes('registration-disabled') ?? false);
