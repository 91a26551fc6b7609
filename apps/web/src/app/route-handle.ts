import { locateRoute } from '@paygrid/domain/routes/match-route';
import { type RouteName, routeByName } from '@paygrid/domain/routes/route-table';
import type { ParseKeys } from 'i18next';
import { useLocation, useMatches } from 'react-router';

/** Static data a route carries for the shell (SPEC §2: every route has a page-title key). */
export type RouteHandle = { titleKey?: ParseKeys; routeName?: RouteName };

/** The handle of a route of domain's table: its title key comes from there. */
export function handleOf(name: RouteName): RouteHandle {
  return { titleKey: routeByName(name).titleKey as ParseKeys, routeName: name };
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'titleKey' in handle;
}

/** The name in domain's table of the deepest matched route that has one. */
export function useRouteName(): RouteName | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle) && handle.routeName) return handle.routeName;
  }
  return undefined;
}

/**
 * The title key of the deepest matched route that names one; the 404's for a path domain's table does not match,
 * which the organisation layout draws as its 404 (for malformed parameters the router matched the page all the same).
 */
export function useRouteTitleKey(): ParseKeys | undefined {
  const matches = useMatches();
  const { pathname } = useLocation();
  if (locateRoute(pathname).status !== 'matched') return 'error_page.not_found_title';
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle) && handle.titleKey) return handle.titleKey;
  }
  return undefined;
}
