import { hostKindOf } from '@paygrid/domain/routes/hosts';
import { hasLoginQuery, hasNoOrganizations, resolveNavigation } from '@paygrid/domain/routes/redirect-rule';
import { runRouteMiddleware } from '@paygrid/domain/routes/route-middleware';
import { data, type LoaderFunctionArgs, redirect, redirectDocument } from 'react-router';
import { currentUserQuery, noticeExpiredSession } from '~/features/auth';
import { invitationListQuery, organizationListQuery } from '~/features/organizations';
import { environmentQuery } from '~/shared/http';
import { followLocale } from '~/shared/i18n/i18n';
import { fullReloadDue } from '~/shared/release/release-watch';
import { queryClient } from './query-client';
import { orUnreachable } from './server-unreachable';

/**
 * SPEC §2 global redirect rule on every in-app navigation (the server applies the same rule to document
 * requests): the user, then their organisations and invitations, then domain's resolveNavigation.
 */
export async function navigationGuard({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (fullReloadDue(url.pathname)) return redirectDocument(`${url.pathname}${url.search}${url.hash}`);
  const [environment, user] = await orUnreachable(
    Promise.all([
      queryClient.ensureQueryData(environmentQuery),
      queryClient.ensureQueryData(currentUserQuery),
    ]),
  );
  const authorized = user !== null;
  await followLocale(user?.attributes.settings.preferences.locale);
  let noOrganizations = false;
  let currentOrganizationAlias: string | undefined;
  if (authorized) {
    const [organizations, invitations] = await Promise.all([
      queryClient.ensureQueryData(organizationListQuery),
      queryClient.ensureQueryData(invitationListQuery),
    ]);
    noOrganizations = hasNoOrganizations(organizations.data, invitations.data);
    currentOrganizationAlias = organizations.data.find((organization) => organization.attributes.current)
      ?.attributes.alias;
  }
  // A dev server on another port than APP_HOST is neither the entrance nor an organisation host.
  const knownHost = hostKindOf(url.host, environment.APP_HOST).kind !== 'foreign';
  const outcome = resolveNavigation({
    path: `${url.pathname}${url.search}`,
    authorized,
    noOrganizations,
    loginQuery: hasLoginQuery(url.search),
    ...(knownHost
      ? {
          host: {
            protocol: url.protocol,
            host: url.host,
            appHost: environment.APP_HOST,
            ...(currentOrganizationAlias ? { currentOrganizationAlias } : {}),
          },
        }
      : {}),
  });

  if (outcome.kind === 'redirect') {
    return outcome.absolute ? redirectDocument(outcome.target) : redirect(outcome.target);
  }
  if (outcome.kind === 'not-found') {
    // A member's unknown path on an organisation host is drawn inside the dashboard by its layout's last route.
    if (outcome.inOrganization && authorized) return null;
    throw data(outcome.message, { status: outcome.status });
  }
  const checked = runRouteMiddleware(outcome.route, {
    registrationEnabled: environment.REGISTRATION_ENABLED,
    path: url.pathname,
  });
  if (checked.kind === 'redirect') return redirect(checked.target);
  if (checked.kind === 'not-found') throw data(checked.message, { status: checked.status });
  await noticeExpiredSession(outcome.route.access, authorized);
  return null;
}
