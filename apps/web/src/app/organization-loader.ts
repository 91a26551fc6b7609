import { isHttpError } from '@paygrid/domain/errors/http-error';
import { pageNotFoundMessage } from '@paygrid/domain/errors/not-found';
import { hostKindOf } from '@paygrid/domain/routes/hosts';
import { data, type LoaderFunctionArgs } from 'react-router';
import { hasLoggedInCookie } from '~/features/auth';
import { currentOrganizationQuery } from '~/features/organizations';
import { environmentQuery, isUnauthorized } from '~/shared/http';
import { queryClient } from './query-client';

/**
 * The organisation the sub-domain names, before its pages render. A signed-in user who is not a member gets
 * the 404 page, not its data (the API answers 404 too); a visitor is sent to log in by the root guard.
 */
export async function organizationLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const environment = await queryClient.ensureQueryData(environmentQuery);
  if (hostKindOf(url.host, environment.APP_HOST).kind !== 'organization' || !hasLoggedInCookie()) return null;
  try {
    await queryClient.ensureQueryData(currentOrganizationQuery);
  } catch (error) {
    if (isUnauthorized(error)) return null;
    if (isHttpError(error) && error.status === 404) {
      throw data(pageNotFoundMessage(url.pathname), { status: 404 });
    }
    throw error;
  }
  return null;
}
