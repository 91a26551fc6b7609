import { isRecordId, isUuid } from './identifiers';

/** §2: unauthorized-only, authorized-only, or open to both (a route with no access type). */
export type AccessType = 'unauthorized' | 'authorized' | 'public';
export type Layout = 'entrance-mono' | 'entrance-split' | 'logged-in-mono' | 'logged-in-split' | 'default';
/** The entrance host is APP_HOST itself; an organisation host is `{alias}.{APP_HOST}`. */
export type HostKind = 'entrance' | 'organization';

type EntranceRouteName =
  | 'join'
  | 'login'
  | 'registration'
  | 'registration-resend-link'
  | 'registration-confirmation'
  | '2fa'
  | '2fa-recovery'
  | 'restore-password'
  | 'resend-link'
  | 'reset-password'
  | 'org-list'
  | 'setup-2fa'
  | 'create-organization'
  | 'prepare-organization';

type OrganizationRouteName =
  | 'dashboard'
  | 'payments'
  | 'payment'
  | 'approvals'
  | 'currencies'
  | 'countries'
  | 'members'
  | 'audit-log'
  | 'audit-event'
  | 'developers'
  | 'webhook-deliveries'
  | 'webhook-delivery'
  | 'settings-organization'
  | 'settings-preferences'
  | 'settings-profile'
  | 'settings-security';

export type RouteName = EntranceRouteName | OrganizationRouteName;

/** Returns true when a path parameter is acceptable; a failing parameter makes the path "not found". */
type ParamValidator = (value: string) => boolean;

export type RouteDefinition = {
  name: RouteName;
  /** Path pattern; `:name` marks a parameter. */
  path: string;
  access: AccessType;
  /** The layout it is drawn in; a route that names none gets the default one (SPEC §2, `layoutOf`). */
  layout?: Layout;
  titleKey: string;
  host: HostKind;
  /** Routes the global redirect rule never sends a visitor away to from this one (§2). */
  children: ReadonlyArray<RouteName>;
  params?: Readonly<Record<string, ParamValidator>>;
  /** Named route middleware run before the page (§2); their logic belongs to the features. */
  middleware?: ReadonlyArray<RouteMiddlewareName>;
};

export type RouteMiddlewareName = 'registration-disabled' | 'registration-confirmation';

/** §2 the layout a route is drawn in: the one it names, or the default layout. */
export const layoutOf = (route: Pick<RouteDefinition, 'layout'>): Layout => route.layout ?? 'default';

const nonEmptyToken: ParamValidator = (value) => /^[A-Za-z0-9._~-]{1,512}$/.test(value);

const entrance = (
  name: EntranceRouteName,
  path: string,
  access: AccessType,
  layout: Layout,
  extra: Partial<Pick<RouteDefinition, 'children' | 'params' | 'middleware'>> = {},
): RouteDefinition => ({
  name,
  path,
  access,
  layout,
  titleKey: `page_title__${name.replaceAll('-', '_')}`,
  host: 'entrance',
  children: extra.children ?? [],
  ...(extra.params ? { params: extra.params } : {}),
  ...(extra.middleware ? { middleware: extra.middleware } : {}),
});

const organization = (
  name: OrganizationRouteName,
  path: string,
  layout: Layout,
  extra: Partial<Pick<RouteDefinition, 'children' | 'params'>> = {},
): RouteDefinition => ({
  name,
  path,
  access: 'authorized',
  layout,
  titleKey: `page_title__${name.replaceAll('-', '_')}`,
  host: 'organization',
  children: extra.children ?? [],
  ...(extra.params ? { params: extra.params } : {}),
});

/**
 * §2 route table. Readings chosen where SPEC leaves two: registration-resend-link is a split-layout
 * Unauthorized child of registration blocked when registration is disabled; resend-link has no access
 * type, so it is open to both; prepare-organization (layout not shown) is a landing page of its own, so it takes
 * the logged-in mono layout like the organisation list. The web's router builds its tree from this table.
 */
export const routes: ReadonlyArray<RouteDefinition> = [
  entrance('join', '/join/:token', 'unauthorized', 'entrance-split', {
    params: { token: nonEmptyToken },
    middleware: ['registration-disabled'],
  }),
  entrance('login', '/login', 'unauthorized', 'entrance-split'),
  entrance('registration', '/registration', 'unauthorized', 'entrance-split', {
    children: ['registration-resend-link'],
    middleware: ['registration-disabled'],
  }),
  entrance('registration-resend-link', '/registration/resend-link', 'unauthorized', 'entrance-split', {
    middleware: ['registration-disabled'],
  }),
  entrance('registration-confirmation', '/registration/confirmation', 'unauthorized', 'entrance-mono', {
    middleware: ['registration-confirmation', 'registration-disabled'],
  }),
  entrance('2fa', '/2fa', 'unauthorized', 'entrance-mono'),
  entrance('2fa-recovery', '/2fa/recovery', 'unauthorized', 'entrance-mono'),
  entrance('restore-password', '/restore-password', 'unauthorized', 'entrance-mono'),
  entrance('resend-link', '/restore-password/resend-link', 'public', 'entrance-mono'),
  entrance('reset-password', '/resetting/password', 'unauthorized', 'entrance-mono'),
  entrance('org-list', '/organizations', 'authorized', 'logged-in-mono'),
  entrance('setup-2fa', '/setup-2fa', 'authorized', 'logged-in-mono'),
  entrance('create-organization', '/create-organization', 'authorized', 'logged-in-split', {
    children: ['prepare-organization'],
  }),
  entrance('prepare-organization', '/create-organization/prepare', 'authorized', 'logged-in-mono'),
  organization('dashboard', '/', 'logged-in-split'),
  organization('payments', '/payments', 'logged-in-split', { children: ['payment'] }),
  organization('payment', '/payments/:id', 'logged-in-split', { params: { id: isRecordId } }),
  organization('approvals', '/approvals', 'logged-in-split'),
  organization('currencies', '/currencies', 'logged-in-split'),
  organization('countries', '/countries', 'logged-in-split'),
  organization('members', '/members', 'logged-in-split'),
  organization('audit-log', '/audit-log', 'logged-in-split', { children: ['audit-event'] }),
  organization('audit-event', '/audit-log/:id', 'logged-in-split', { params: { id: isUuid } }),
  organization('developers', '/developers', 'logged-in-split'),
  organization('webhook-deliveries', '/developers/webhooks', 'logged-in-split', {
    children: ['webhook-delivery'],
  }),
  organization('webhook-delivery', '/developers/webhooks/:id', 'logged-in-split', { params: { id: isUuid } }),
  organization('settings-organization', '/settings/organization', 'logged-in-split'),
  organization('settings-preferences', '/settings/preferences', 'logged-in-split'),
  organization('settings-profile', '/settings/profile', 'logged-in-split'),
  organization('settings-security', '/settings/security', 'logged-in-split'),
];

const byName = new Map(routes.map((route) => [route.name, route]));

export const routeByName = (name: RouteName): RouteDefinition => {
  const route = byName.get(name);
  if (!route) throw new Error(`Unknown route: ${name}`);
  return route;
};

/** The path of a route with its parameters filled in (each one URI-encoded). */
export const pathFor = (name: RouteName, params: Readonly<Record<string, string>> = {}): string =>
  routeByName(name).path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing route parameter ${key} for ${name}`);
    return encodeURIComponent(value);
  });
