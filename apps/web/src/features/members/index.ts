export { memberKeys } from './api/member-keys';
export { useMemberList } from './api/member-list';
export { useOrganizationInvitationList } from './api/organization-invitation-list';
export { MembersPage } from './pages/members-page';
