/** The 404 of an organisation host the signed-in user cannot open: no such organisation, or not a member. */
export type OrganizationNotFound = { kind: 'organization-not-found'; alias: string };

export const organizationNotFound = (alias: string): OrganizationNotFound => ({
  kind: 'organization-not-found',
  alias,
});

export function isOrganizationNotFound(value: unknown): value is OrganizationNotFound {
  return (
    typeof value === 'object' &&
    value !== null &&
    'kind' in value &&
    value.kind === 'organization-not-found' &&
    'alias' in value &&
    typeof value.alias === 'string'
  );
}
