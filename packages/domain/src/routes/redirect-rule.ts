import { pageNotFoundMessage, pageNotFoundTitleMessage } from '../errors/not-found';
import { entranceUrl, hostKindOf, organizationDashboardUrl } from './hosts';
import { locateRoute, normalizePath } from './match-route';
import { pathFor, type RouteDefinition, type RouteName } from './route-table';

/** §2: the query parameter a fresh login arrives with. */
const LOGIN_QUERY_PARAM = 'login';

type RedirectStatus = 302;
const REDIRECT_STATUS: RedirectStatus = 302;

/** An absolute target is a full page load (another host); a relative one is an in-app navigation. */
type Redirect = { target: string; absolute: boolean };

type RedirectRuleInput = {
  /** The route being visited; undefined for an unknown route. */
  route: RouteDefinition | undefined;
  authorized: boolean;
  /** No organisations and no invitations. */
  noOrganizations: boolean;
  loginQuery: boolean;
};

/**
 * §2 global redirect rule on route level: the name of the route to go to, or nothing.
 * A fresh login without organisations goes to prepare-organization; otherwise an authorized user leaves
 * unauthorized-only and unknown routes for the organisation list and a visitor leaves authorized-only and
 * unknown routes for login. No redirect when the target is the route itself or one of its allowed children.
 * @internal Exported for tests only.
 */
export const redirectTargetFor = ({
  route,
  authorized,
  noOrganizations,
  loginQuery,
}: RedirectRuleInput): RouteName | undefined => {
  let target: RouteName | undefined;
  if (authorized) {
    if (noOrganizations && loginQuery) target = 'prepare-organization';
    else if (!route || route.access === 'unauthorized') target = 'org-list';
  } else if (!route || route.access === 'authorized') {
    target = 'login';
  }
  if (!target || (route && (route.name === target || route.children.includes(target)))) return undefined;
  return target;
};

type RequestHost = {
  /** `https:` or `http:` */
  protocol: string;
  /** Host header of the request (or location.host), port included. */
  host: string;
  /** APP_HOST, the entrance host. */
  appHost: string;
  /** Alias of the signed-in user's current organisation, when known. */
  currentOrganizationAlias?: string;
};

export type NavigationInput = {
  /** Path of the request, query allowed (it is kept when moving to another host). */
  path: string;
  authorized: boolean;
  noOrganizations: boolean;
  loginQuery: boolean;
  /** Without it the request is taken as on the entrance host. */
  host?: RequestHost;
};

export type NavigationOutcome =
  | { kind: 'render'; route: RouteDefinition; params: Record<string, string> }
  | ({ kind: 'redirect'; status: RedirectStatus } & Redirect)
  /**
   * `inOrganization`: on an organisation host, a path no route has, or a signed-in reader's route with malformed
   * parameters (`/payments/42`); its 404 may be drawn inside the dashboard.
   */
  | { kind: 'not-found'; status: 404; message: string; inOrganization?: true };

const pathAndQuery = (path: string): string => {
  const hashless = path.split('#', 1)[0] ?? '';
  const queryStart = hashless.indexOf('?');
  return queryStart < 0 ? normalizePath(hashless) : `${normalizePath(hashless)}${hashless.slice(queryStart)}`;
};

const redirect = (target: string, absolute: boolean): NavigationOutcome => ({
  kind: 'redirect',
  status: REDIRECT_STATUS,
  target,
  absolute,
});

const notFound = (message: string, inOrganization = false): NavigationOutcome => ({
  kind: 'not-found',
  status: 404,
  message,
  ...(inOrganization ? { inOrganization: true as const } : {}),
});

/**
 * §2 on every navigation, on the server (first load) and in the client router alike: render the route,
 * redirect (302; absolute to change host), or show the 404 page.
 */
export const resolveNavigation = (input: NavigationInput): NavigationOutcome => {
  const { authorized, noOrganizations, loginQuery, host } = input;
  const hostInfo = host ? hostKindOf(host.host, host.appHost) : { kind: 'entrance' as const };
  const location = locateRoute(input.path);
  const pathname = normalizePath(input.path);
  const found = location.status === 'unknown' ? undefined : location.route;
  const toEntrance = (path: string) =>
    host
      ? redirect(entranceUrl({ protocol: host.protocol, appHost: host.appHost, path }), true)
      : redirect(path, false);

  if (hostInfo.kind === 'organization') {
    if (found?.host === 'entrance') return toEntrance(pathAndQuery(input.path));
    if (location.status === 'unknown') return notFound(pageNotFoundMessage(pathname), true);
    if (!authorized) return toEntrance(pathFor('login'));
    if (location.status === 'invalid-params') return notFound(pageNotFoundTitleMessage(pathname), true);
    return { kind: 'render', route: location.route, params: location.params };
  }

  if (found?.host === 'organization') {
    const alias = host?.currentOrganizationAlias;
    if (authorized && alias && !(noOrganizations && loginQuery) && host) {
      const target = organizationDashboardUrl({ ...host, alias, path: pathAndQuery(input.path) });
      return redirect(target, true);
    }
  }
  const entranceRoute = found?.host === 'entrance' ? found : undefined;
  const target = redirectTargetFor({ route: entranceRoute, authorized, noOrganizations, loginQuery });
  if (target) return redirect(pathFor(target), false);
  if (location.status === 'matched' && entranceRoute) {
    return { kind: 'render', route: location.route, params: location.params };
  }
  return notFound(pageNotFoundTitleMessage(pathname));
};

/** Whether a query string or parsed query carries the login marker. */
export const hasLoginQuery = (query: string | Readonly<Record<string, unknown>>): boolean =>
  typeof query === 'string'
    ? query
        .replace(/^\?/, '')
        .split('&')
        .some((pair) => pair.split('=')[0] === LOGIN_QUERY_PARAM)
    : Object.hasOwn(query, LOGIN_QUERY_PARAM);

/** §2 noOrganizations: the user has no organisations and no invitations (both loaded first). */
export const hasNoOrganizations = (
  organizations: ReadonlyArray<unknown>,
  invitations: ReadonlyArray<unknown>,
): boolean => organizations.length === 0 && invitations.length === 0;
