import { isHttpError } from '@paygrid/domain/errors/http-error';
import { hostKindOf } from '@paygrid/domain/routes/hosts';
import { data, type LoaderFunctionArgs, redirect } from 'react-router';
import { hasLoggedInCookie } from '~/features/auth';
import { currentOrganizationQuery } from '~/features/organizations';
import { setupTwoFactorUrl } from '~/features/user';
import { apiErrorOf, environmentQuery, isUnauthorized } from '~/shared/http';
import { organizationArchived, organizationNotFound } from './organization-not-found';
import { queryClient } from './query-client';

/**
 * The organisation the sub-domain names, before its pages render. A signed-in user who is not a member, or
 * whose sub-domain names no organisation, gets a 404 page that says so, not its data (the API answers 404 too,
 * and does not tell the two apart); a visitor is sent to log in by the root guard. An archived organisation gets a
 * page saying so (410); a member its policy asks for two-factor sign-in is sent to set it up first, and back here
 * after (issue 18).
 */
export async function organizationLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const environment = await queryClient.ensureQueryData(environmentQuery);
  const host = hostKindOf(url.host, environment.APP_HOST);
  if (host.kind !== 'organization' || !hasLoggedInCookie()) return null;
  try {
    await queryClient.ensureQueryData(currentOrganizationQuery);
  } catch (error) {
    if (isUnauthorized(error)) return null;
    if (isHttpError(error) && error.status === 404) {
      throw data(organizationNotFound(host.alias), { status: 404 });
    }
    if (isHttpError(error) && error.status === 410) {
      throw data(organizationArchived(host.alias), { status: 410 });
    }
    if (apiErrorOf(error)?.errors.some((item) => item.code === 'two_factor_required')) {
      throw redirect(
        setupTwoFactorUrl({ protocol: url.protocol, appHost: environment.APP_HOST, returnTo: url.href }),
      );
    }
    throw error;
  }
  return null;
}
