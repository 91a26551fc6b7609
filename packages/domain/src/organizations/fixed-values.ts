/** The states an invitation is stored in; a pending one past its expiry reads as `expired`. */
export const INVITATION_STATES = ['pending', 'accepted', 'declined', 'revoked'] as const;

/** What an invitation shows: its stored state, or `expired`. */
export const SHOWN_INVITATION_STATES = [...INVITATION_STATES, 'expired'] as const;

/** Who sees a saved view or saved filter: its owner alone, or everyone in the organisation. */
export const ACCESS_SCOPES = ['private', 'organization'] as const;
