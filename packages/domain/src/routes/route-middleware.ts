import { pageNotFoundTitleMessage, UNKNOWN_ROUTE_MIDDLEWARE_MESSAGE } from '../errors/not-found';
import { blockedWhileRegistrationDisabled } from './registration-gate';
import type { RouteDefinition, RouteMiddlewareName } from './route-table';

export type RouteMiddlewareContext = { registrationEnabled: boolean };
export type RouteMiddlewareOutcome =
  | { kind: 'continue' }
  | { kind: 'redirect'; target: string }
  /** §8: a middleware failed while the page opened: the 404 page, "Page Not Found: {path}". */
  | { kind: 'not-found'; status: 404; message: string };
export type RouteMiddleware = (
  route: RouteDefinition,
  context: RouteMiddlewareContext,
) => RouteMiddlewareOutcome;

const proceed: RouteMiddlewareOutcome = { kind: 'continue' };

/** §2's named route middleware, by name. */
const routeMiddleware: Readonly<Record<RouteMiddlewareName, RouteMiddleware>> = {
  'registration-disabled': (route, { registrationEnabled }) =>
    blockedWhileRegistrationDisabled(route, registrationEnabled)
      ? { kind: 'redirect', target: '/login' }
      : proceed,
  // The confirmation page checks its link's token itself: a missing token fails like a used one (§8).
  'registration-confirmation': () => proceed,
};

/**
 * Runs a route's middleware in order; the first that redirects wins. A name nobody registered is a broken route
 * table, not a visitor's mistake: it throws §8's "Unknown route middleware".
 */
export function runRouteMiddleware(
  route: RouteDefinition,
  context: RouteMiddlewareContext & { path: string },
  registry: Readonly<Partial<Record<string, RouteMiddleware>>> = routeMiddleware,
): RouteMiddlewareOutcome {
  for (const name of route.middleware ?? []) {
    const middleware = registry[name];
    if (!middleware) throw new Error(UNKNOWN_ROUTE_MIDDLEWARE_MESSAGE);
    let outcome: RouteMiddlewareOutcome;
    try {
      outcome = middleware(route, context);
    } catch {
      // §8: a middleware that fails while the page opens is the page not found, naming the path.
      return { kind: 'not-found', status: 404, message: pageNotFoundTitleMessage(context.path) };
    }
    if (outcome.kind !== 'continue') return outcome;
  }
  return proceed;
}
