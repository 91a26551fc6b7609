/** §2/§8: an unmatched route (non-fatal 404). */
export const pageNotFoundMessage = (path: string): string => `Page not found: ${path}`;

/** §2/§8: a route whose validation or middleware fails (404 error page). */
export const pageNotFoundTitleMessage = (path: string): string => `Page Not Found: ${path}`;

/** §8: a route names a middleware nobody registered. */
export const UNKNOWN_ROUTE_MIDDLEWARE_MESSAGE = 'Unknown route middleware';
