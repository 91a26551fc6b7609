export { organizationKeys } from './api/organization-keys';
export { invitationListQuery, organizationListQuery } from './api/organization-lists';
export { PrepareOrganizationPage } from './pages/prepare-organization-page';
