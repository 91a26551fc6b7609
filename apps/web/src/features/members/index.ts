export { memberKeys } from './api/member-keys';
export { memberListQuery, organizationInvitationListQuery } from './api/member-lists';
export { MembersPage } from './pages/members-page';
