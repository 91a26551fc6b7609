/** The address of one of the organisation's invitations. */
export const invitationPath = (id: string) => `/organization/invites/${encodeURIComponent(id)}`;
