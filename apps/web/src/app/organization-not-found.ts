/**
 * An organisation host the signed-in user cannot open: no such organisation or not a member (404), or an archived
 * organisation (410, issue 18). Either page says which, and leads to their organisations.
 */
export type OrganizationClosed = { kind: 'organization-not-found' | 'organization-archived'; alias: string };

export const organizationNotFound = (alias: string): OrganizationClosed => ({
  kind: 'organization-not-found',
  alias,
});

export const organizationArchived = (alias: string): OrganizationClosed => ({
  kind: 'organization-archived',
  alias,
});

export function isOrganizationClosed(value: unknown): value is OrganizationClosed {
  return (
    typeof value === 'object' &&
    value !== null &&
    'kind' in value &&
    (value.kind === 'organization-not-found' || value.kind === 'organization-archived') &&
    'alias' in value &&
    typeof value.alias === 'string'
  );
}
