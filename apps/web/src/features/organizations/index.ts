export { currentOrganizationQuery, useCurrentOrganization } from './api/current-organization';
export { invitationListQuery } from './api/invitation-list';
export { organizationKeys } from './api/organization-keys';
export { organizationListQuery, useOrganizationList } from './api/organization-list';
export { useRememberCurrentOrganization } from './api/remember-current-organization';
export { OrganizationSettingsSection } from './components/organization-settings-section';
export { OrganizationSwitcher } from './components/organization-switcher';
export { RoleBadge } from './components/role-badge';
