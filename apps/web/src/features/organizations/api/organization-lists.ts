import { type InvitationList, invitationListSchema } from '@paygrid/contracts/organizations/invitation';
import { type OrganizationList, organizationListSchema } from '@paygrid/contracts/organizations/organization';
import { isHttpError } from '@paygrid/domain/errors/http-error';
import { queryOptions } from '@tanstack/react-query';
import { api } from '~/shared/http';
import { organizationKeys } from './organization-keys';

// Until these calls exist on every server, a 404 from them means "none".
async function listOrEmpty<T extends { data: unknown[] }>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isHttpError(error) && error.status === 404) return { data: [] } as unknown as T;
    throw error;
  }
}

export const organizationListQuery = queryOptions({
  queryKey: organizationKeys.list(),
  queryFn: (): Promise<OrganizationList> =>
    listOrEmpty(() => api.get('/user/organizations', organizationListSchema)),
});

export const invitationListQuery = queryOptions({
  queryKey: organizationKeys.invitations(),
  queryFn: (): Promise<InvitationList> =>
    listOrEmpty(() => api.get('/user/organizations/invites', invitationListSchema)),
});
