import {
  type HostKind,
  type Layout,
  layoutOf,
  type RouteDefinition,
  type RouteName,
  routes as routeTable,
} from '@paygrid/domain/routes/route-table';
import type { RouteObject } from 'react-router';
import { handleOf, type RouteHandle } from './route-handle';

/** Where a layout is drawn: the same layout name reads differently on the entrance and an organisation host. */
export type LayoutSlot = `${HostKind}:${Layout}`;

type LazyRoute = NonNullable<RouteObject['lazy']>;

/**
 * What the web adds to a layout of domain's table: its chunk, a loader that must not wait for the chunk, and a
 * page for paths no route has, drawn inside the layout (its last child, a splat).
 */
export type LayoutRoute = { lazy: LazyRoute; loader?: RouteObject['loader']; unknownPath?: LazyRoute };

const layoutSlotOf = (route: RouteDefinition): LayoutSlot => `${route.host}:${layoutOf(route)}`;

/**
 * React Router paths are relative to the root and `/` is the index route. They match case-sensitively, as domain's
 * table does (the server and the guard read paths through it): `/Payments/42` is a path no route has, not a page.
 */
const childOf = (route: RouteDefinition, lazy: LazyRoute): RouteObject =>
  route.path === '/'
    ? { index: true, lazy, handle: handleOf(route.name) }
    : { path: route.path.slice(1), caseSensitive: true, lazy, handle: handleOf(route.name) };

/** A layout's last route: any path no page has, titled as the 404 page (the root writes the title from it). */
const unknownPathRoute = (slot: LayoutSlot, lazy: LazyRoute): RouteObject => ({
  id: `${slot}:unknown-path`,
  path: '*',
  lazy,
  handle: { titleKey: 'error_page.not_found_title' } satisfies RouteHandle,
});

/**
 * The router's routes from domain's route table (SPEC §2), the one source of each route's path, layout and
 * title: one layout route per host and layout, in the table's order, holding that layout's pages. A route of
 * the table without a page, or a layout without a chunk, fails here instead of rendering a blank page.
 */
export function routeTree(
  pages: Readonly<Record<RouteName, LazyRoute>>,
  layouts: Readonly<Partial<Record<LayoutSlot, LayoutRoute>>>,
  table: ReadonlyArray<RouteDefinition> = routeTable,
): RouteObject[] {
  const groups = new Map<LayoutSlot, RouteObject[]>();
  for (const route of table) {
    const page = pages[route.name];
    if (!page) throw new Error(`No page for route ${route.name}`);
    const slot = layoutSlotOf(route);
    groups.set(slot, [...(groups.get(slot) ?? []), childOf(route, page)]);
  }
  return [...groups].map(([slot, children]) => {
    const layout = layouts[slot];
    if (!layout) throw new Error(`No layout for ${slot}`);
    const { unknownPath, ...route } = layout;
    return {
      id: slot,
      ...route,
      children: unknownPath ? [...children, unknownPathRoute(slot, unknownPath)] : children,
    };
  });
}
