import { type HostKind, type RouteDefinition, routes } from './route-table';

type RouteMatch = { route: RouteDefinition; params: Record<string, string> };

/** What a path is: a route with valid parameters, a route whose parameters fail validation, or nothing. */
export type RouteLocation =
  | ({ status: 'matched' } & RouteMatch)
  | ({ status: 'invalid-params' } & RouteMatch)
  | { status: 'unknown' };

/** The pathname alone, without query or hash, without a trailing slash (except the root). */
export const normalizePath = (path: string): string => {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  const withSlash = pathname.startsWith('/') ? pathname : `/${pathname}`;
  const trimmed = withSlash.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
};

const compile = (pattern: string): { regex: RegExp; names: string[] } => {
  const names: string[] = [];
  const source = pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { regex: new RegExp(`^${source}$`), names };
};

const compiled = routes.map((route) => ({ route, ...compile(route.path) }));

const safeDecode = (value: string): string | undefined => {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
};

/** §2: finds the route of a path, optionally only among the routes one kind of host serves. */
export const locateRoute = (path: string, host?: HostKind): RouteLocation => {
  const pathname = normalizePath(path);
  for (const { route, regex, names } of compiled) {
    if (host !== undefined && route.host !== host) continue;
    const match = regex.exec(pathname);
    if (!match) continue;
    const params: Record<string, string> = {};
    let valid = true;
    names.forEach((name, index) => {
      const value = safeDecode(match[index + 1] ?? '');
      const check = route.params?.[name];
      if (value === undefined || (check !== undefined && !check(value))) valid = false;
      params[name] = value ?? '';
    });
    return { status: valid ? 'matched' : 'invalid-params', route, params };
  }
  return { status: 'unknown' };
};
