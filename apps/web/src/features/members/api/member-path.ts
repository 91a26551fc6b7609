/** The address of one member of the current organisation. */
export const memberPath = (id: string) => `/organization/members/${encodeURIComponent(id)}`;
