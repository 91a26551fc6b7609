export {
  type CurrentOrganization,
  currentOrganizationQuery,
  useCurrentOrganization,
} from './api/current-organization';
export { invitationListQuery } from './api/invitation-list';
export { organizationKeys } from './api/organization-keys';
export { organizationListQuery, useOrganizationList } from './api/organization-list';
export { useRememberCurrentOrganization } from './api/remember-current-organization';
export { useSwitchOrganization } from './api/switch-organization';
export { CreateOrganizationAside } from './components/create-organization-aside';
export { OrganizationInitials } from './components/organization-initials';
export { OrganizationSwitcher } from './components/organization-switcher';
export { RoleBadge } from './components/role-badge';
export { CreateOrganizationPage } from './pages/create-organization-page';
export { OrganizationListPage } from './pages/organization-list-page';
export { OrganizationSettingsPage } from './pages/organization-settings-page';
export { PrepareOrganizationPage } from './pages/prepare-organization-page';
