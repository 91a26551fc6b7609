import { locateRoute } from '@paygrid/domain/routes/match-route';
import { type RouteName, routeByName } from '@paygrid/domain/routes/route-table';
import type { ParseKeys } from 'i18next';
import { useMemo } from 'react';
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

/**
 * Whether domain's table has a page at this path. A path it does not match (a malformed parameter, an unknown path)
 * is the organisation layout's 404, titled as such: for malformed parameters the router matched the page all the same.
 */
export function usePageFound(): boolean {
  const { pathname } = useLocation();
  return useMemo(() => locateRoute(pathname).status === 'matched', [pathname]);
}

/** The title key of the deepest matched route that names one; the 404's where no page is found. */
export function useRouteTitleKey(): ParseKeys | undefined {
  const matches = useMatches();
  const pageFound = usePageFound();
  if (!pageFound) return 'error_page.not_found_title';
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle) && handle.titleKey) return handle.titleKey;
  }
  return undefined;
}
