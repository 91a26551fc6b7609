import { UserMenu } from '~/features/auth';
import { useOrganizationList } from '~/features/organizations';

/**
 * The user menu on the entrance host: the redirect rule forwards /settings/* to the session's current
 * organisation, and without one those paths are not found, so the links show only when it can.
 */
export function EntranceUserMenu() {
  const { data: organizations } = useOrganizationList();
  const hasCurrent = organizations?.data.some((organization) => organization.attributes.current) ?? false;
  return <UserMenu settingsLinks={hasCurrent} />;
}
