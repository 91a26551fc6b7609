import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  entranceUrl,
  hasLoginQuery,
  hasNoOrganizations,
  hostKindOf,
  isRecordId,
  isUuid,
  locateRoute,
  type NavigationInput,
  normalizePath,
  organizationDashboardUrl,
  pathFor,
  redirectTargetFor,
  resolveNavigation,
  routeByName,
  routes,
} from './index';
import { blockedWhileRegistrationDisabled } from './registration-gate';
import { type HostKind, layoutOf, type RouteDefinition } from './route-table';

/** The route and parameters of a path; a path whose parameters fail validation is not found. */
const matchRoute = (
  path: string,
  host?: HostKind,
): { route: RouteDefinition; params: Record<string, string> } | undefined => {
  const location = locateRoute(path, host);
  return location.status === 'matched' ? { route: location.route, params: location.params } : undefined;
};

/** §2 the redirect rule alone: nothing, or where to go and whether it is a full page load. */
const redirectFor = (input: NavigationInput): { target: string; absolute: boolean } | undefined => {
  const outcome = resolveNavigation(input);
  return outcome.kind === 'redirect' ? { target: outcome.target, absolute: outcome.absolute } : undefined;
};

const ULID = '01HZY3K6W2Q8J5T7V9X1B3D5F7';
const UUID = '3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b';

const base = { authorized: false, noOrganizations: false, loginQuery: false };
const entranceHost = { protocol: 'https:', host: 'paygrid.test', appHost: 'paygrid.test' };
const orgHost = { protocol: 'https:', host: 'acme.paygrid.test', appHost: 'paygrid.test' };
const nav = (path: string, extra: Partial<NavigationInput> = {}) => redirectFor({ ...base, path, ...extra });

describe('§2 route table', () => {
  it('§2 route table: every SPEC route with its path and access type', () => {
    const table = Object.fromEntries(
      routes.map((route) => [route.name, [route.path, route.access, route.host]]),
    );
    expect(table).toEqual({
      join: ['/join/:token', 'unauthorized', 'entrance'],
      login: ['/login', 'unauthorized', 'entrance'],
      registration: ['/registration', 'unauthorized', 'entrance'],
      'registration-resend-link': ['/registration/resend-link', 'unauthorized', 'entrance'],
      'registration-confirmation': ['/registration/confirmation', 'unauthorized', 'entrance'],
      '2fa': ['/2fa', 'unauthorized', 'entrance'],
      '2fa-recovery': ['/2fa/recovery', 'unauthorized', 'entrance'],
      'restore-password': ['/restore-password', 'unauthorized', 'entrance'],
      'resend-link': ['/restore-password/resend-link', 'public', 'entrance'],
      'reset-password': ['/resetting/password', 'unauthorized', 'entrance'],
      'org-list': ['/organizations', 'authorized', 'entrance'],
      'setup-2fa': ['/setup-2fa', 'authorized', 'entrance'],
      'create-organization': ['/create-organization', 'authorized', 'entrance'],
      'prepare-organization': ['/create-organization/prepare', 'authorized', 'entrance'],
      dashboard: ['/', 'authorized', 'organization'],
      payments: ['/payments', 'authorized', 'organization'],
      payment: ['/payments/:id', 'authorized', 'organization'],
      approvals: ['/approvals', 'authorized', 'organization'],
      currencies: ['/currencies', 'authorized', 'organization'],
      countries: ['/countries', 'authorized', 'organization'],
      members: ['/members', 'authorized', 'organization'],
      'audit-log': ['/audit-log', 'authorized', 'organization'],
      'audit-event': ['/audit-log/:id', 'authorized', 'organization'],
      developers: ['/developers', 'authorized', 'organization'],
      'webhook-deliveries': ['/developers/webhooks', 'authorized', 'organization'],
      'webhook-delivery': ['/developers/webhooks/:id', 'authorized', 'organization'],
      'settings-organization': ['/settings/organization', 'authorized', 'organization'],
      'settings-preferences': ['/settings/preferences', 'authorized', 'organization'],
      'settings-profile': ['/settings/profile', 'authorized', 'organization'],
      'settings-security': ['/settings/security', 'authorized', 'organization'],
    });
  });

  it('§2 route table: layouts, title keys, children and middleware', () => {
    expect(routeByName('login').layout).toBe('entrance-split');
    expect(routeByName('2fa').layout).toBe('entrance-mono');
    expect(routeByName('org-list').layout).toBe('logged-in-mono');
    expect(routeByName('create-organization').layout).toBe('logged-in-split');
    expect(routeByName('prepare-organization').layout).toBe('logged-in-mono');
    expect(routeByName('registration').children).toContain('registration-resend-link');
    expect(routeByName('create-organization').children).toContain('prepare-organization');
    expect(routeByName('registration-confirmation').middleware).toEqual([
      'registration-confirmation',
      'registration-disabled',
    ]);
    expect(routeByName('settings-organization').titleKey).toBe('page_title__settings_organization');
    for (const route of routes.filter((r) => r.host === 'organization')) {
      expect(layoutOf(route).startsWith('logged-in')).toBe(true);
    }
    expect(() => routeByName('nope' as never)).toThrow('Unknown route');
  });

  it('§2 draws a route that names no layout in the default layout', () => {
    expect(layoutOf({})).toBe('default');
    expect(layoutOf(routeByName('login'))).toBe('entrance-split');
  });

  it('§2 pathFor fills parameters', () => {
    expect(pathFor('payment', { id: ULID })).toBe(`/payments/${ULID}`);
    expect(pathFor('join', { token: 'a b' })).toBe('/join/a%20b');
    expect(() => pathFor('payment')).toThrow('Missing route parameter');
  });
});

describe('§2 matchRoute', () => {
  it('§2 matchRoute: paths with query, hash and trailing slash', () => {
    expect(matchRoute('/login?x=1#top')?.route.name).toBe('login');
    expect(matchRoute('/organizations/')?.route.name).toBe('org-list');
    expect(matchRoute('')?.route.name).toBe('dashboard');
    expect(matchRoute('2fa/recovery')?.route.name).toBe('2fa-recovery');
    expect(normalizePath('//a//')).toBe('//a');
  });

  it('§2 matchRoute: a payment id must be a ULID or UUID', () => {
    expect(matchRoute(`/payments/${ULID}`)).toMatchObject({
      route: { name: 'payment' },
      params: { id: ULID },
    });
    expect(matchRoute(`/payments/${UUID}`)?.params).toEqual({ id: UUID });
    expect(matchRoute('/payments/123')).toBeUndefined();
    expect(locateRoute('/payments/123')).toMatchObject({
      status: 'invalid-params',
      route: { name: 'payment' },
    });
    expect(locateRoute('/payments/%E0%A4%A')).toMatchObject({ status: 'invalid-params' });
    expect(locateRoute('/nowhere')).toEqual({ status: 'unknown' });
  });

  it('§2 matchRoute: an audit log entry is named by its uuid alone (issue 35)', () => {
    expect(matchRoute(`/audit-log/${UUID}`, 'organization')).toMatchObject({
      route: { name: 'audit-event' },
      params: { id: UUID },
    });
    expect(matchRoute('/audit-log', 'organization')?.route.name).toBe('audit-log');
    expect(routeByName('audit-log').children).toEqual(['audit-event']);
    expect(locateRoute(`/audit-log/${ULID}`)).toMatchObject({
      status: 'invalid-params',
      route: { name: 'audit-event' },
    });
    expect(isUuid(UUID)).toBe(true);
    expect(isUuid(ULID)).toBe(false);
  });

  it('§2 matchRoute: the Developers page is an organisation page of its own (issue 36)', () => {
    expect(matchRoute('/developers', 'organization')?.route.name).toBe('developers');
    expect(matchRoute('/developers', 'entrance')).toBeUndefined();
    expect(routeByName('developers')).toMatchObject({
      layout: 'logged-in-split',
      titleKey: 'page_title__developers',
      children: [],
    });
    expect(locateRoute('/developers/keys')).toEqual({ status: 'unknown' });
  });

  it('§2 matchRoute: the webhook delivery log and one delivery by its uuid, under Developers (issue 37)', () => {
    expect(matchRoute('/developers/webhooks', 'organization')?.route.name).toBe('webhook-deliveries');
    expect(matchRoute(`/developers/webhooks/${UUID}`, 'organization')).toMatchObject({
      route: { name: 'webhook-delivery' },
      params: { id: UUID },
    });
    expect(routeByName('webhook-deliveries')).toMatchObject({
      layout: 'logged-in-split',
      titleKey: 'page_title__webhook_deliveries',
      children: ['webhook-delivery'],
    });
    expect(routeByName('webhook-delivery').titleKey).toBe('page_title__webhook_delivery');
    expect(locateRoute(`/developers/webhooks/${ULID}`)).toMatchObject({
      status: 'invalid-params',
      route: { name: 'webhook-delivery' },
    });
    expect(matchRoute('/developers/webhooks', 'entrance')).toBeUndefined();
  });

  it('§2 matchRoute: restricted to one host kind', () => {
    expect(matchRoute('/login', 'organization')).toBeUndefined();
    expect(matchRoute('/payments', 'entrance')).toBeUndefined();
    expect(matchRoute('/payments', 'organization')?.route.name).toBe('payments');
  });

  it('§2 matchRoute: route ids are ULID or UUID (property)', () => {
    const ulidChar = fc.constantFrom(...'0123456789ABCDEFGHJKMNPQRSTVWXYZ');
    fc.assert(
      fc.property(fc.string({ unit: ulidChar, minLength: 25, maxLength: 25 }), fc.uuid(), (tail, uuid) => {
        expect(isRecordId(`0${tail}`)).toBe(true);
        expect(isRecordId(uuid)).toBe(true);
        expect(matchRoute(pathFor('payment', { id: uuid }))?.params.id).toBe(uuid);
      }),
    );
  });
});

describe('§2 hosts', () => {
  it('§2 hostKindOf tells the entrance host from an organisation host', () => {
    expect(hostKindOf('paygrid.test', 'paygrid.test')).toEqual({ kind: 'entrance' });
    expect(hostKindOf('PAYGRID.test.', 'paygrid.test')).toEqual({ kind: 'entrance' });
    expect(hostKindOf('acme.paygrid.test', 'paygrid.test')).toEqual({ kind: 'organization', alias: 'acme' });
    expect(hostKindOf('acme.paygrid.test:8080', 'paygrid.test')).toEqual({
      kind: 'organization',
      alias: 'acme',
    });
    expect(hostKindOf('acme.paygrid.test:3000', 'paygrid.test:3000')).toEqual({
      kind: 'organization',
      alias: 'acme',
    });
    expect(hostKindOf('acme.paygrid.test:3001', 'paygrid.test:3000')).toEqual({ kind: 'foreign' });
    expect(hostKindOf('a.b.paygrid.test', 'paygrid.test')).toEqual({ kind: 'foreign' });
    expect(hostKindOf('evil.test', 'paygrid.test')).toEqual({ kind: 'foreign' });
    expect(hostKindOf('xpaygrid.test', 'paygrid.test')).toEqual({ kind: 'foreign' });
  });

  it('§2 organisation dashboard URL: protocol, alias sub-domain, path without leading slash', () => {
    expect(organizationDashboardUrl({ protocol: 'https:', alias: 'acme', appHost: 'paygrid.test' })).toBe(
      'https://acme.paygrid.test/',
    );
    expect(
      organizationDashboardUrl({
        protocol: 'http',
        alias: 'acme',
        appHost: 'paygrid.test:3000',
        path: '/payments',
      }),
    ).toBe('http://acme.paygrid.test:3000/payments');
    expect(entranceUrl({ protocol: 'https:', appHost: 'paygrid.test', path: '/login' })).toBe(
      'https://paygrid.test/login',
    );
  });
});

describe('§2 global redirect rule', () => {
  it('§2 redirect: an authorized user on an unauthorized-only route goes to the organisation list', () => {
    expect(nav('/login', { authorized: true })).toEqual({ target: '/organizations', absolute: false });
    expect(nav('/2fa', { authorized: true, host: entranceHost })).toEqual({
      target: '/organizations',
      absolute: false,
    });
  });

  it('§2 redirect: an authorized user on an unknown route goes to the organisation list', () => {
    expect(nav('/nowhere', { authorized: true })).toEqual({ target: '/organizations', absolute: false });
  });

  it('§2 redirect: a visitor on an authorized-only or unknown route goes to login', () => {
    expect(nav('/organizations')).toEqual({ target: '/login', absolute: false });
    expect(nav('/nowhere')).toEqual({ target: '/login', absolute: false });
  });

  it('§2 redirect: no redirect on routes the visitor may see', () => {
    expect(nav('/login')).toBeUndefined();
    expect(nav('/organizations', { authorized: true })).toBeUndefined();
    expect(nav('/restore-password/resend-link')).toBeUndefined();
    expect(nav('/restore-password/resend-link', { authorized: true })).toBeUndefined();
  });

  it('§2 redirect: a fresh login with no organisations goes to create-organization, prepare step', () => {
    const fresh = { authorized: true, noOrganizations: true, loginQuery: true };
    expect(nav('/organizations', fresh)).toEqual({ target: '/create-organization/prepare', absolute: false });
    expect(nav('/login', fresh)).toEqual({ target: '/create-organization/prepare', absolute: false });
    expect(nav('/organizations', { authorized: true, noOrganizations: true })).toBeUndefined();
    expect(nav('/organizations', { authorized: true, loginQuery: true })).toBeUndefined();
  });

  it('§2 redirect: none when the target equals the current route', () => {
    expect(
      nav('/create-organization/prepare', { authorized: true, noOrganizations: true, loginQuery: true }),
    ).toBe(undefined);
    expect(redirectTargetFor({ ...base, route: routeByName('login') })).toBeUndefined();
  });

  it("§2 redirect: none when the target is one of the route's allowed children", () => {
    expect(nav('/create-organization', { authorized: true, noOrganizations: true, loginQuery: true })).toBe(
      undefined,
    );
    expect(redirectTargetFor({ ...base, authorized: true, route: routeByName('org-list') })).toBeUndefined();
  });

  it('§2 redirect: a route with invalid parameters shows the 404 page with the path', () => {
    expect(resolveNavigation({ ...base, path: '/join/%%' })).toEqual({
      kind: 'not-found',
      status: 404,
      message: 'Page Not Found: /join/%%',
    });
    expect(resolveNavigation({ ...base, path: '/join/abc' })).toMatchObject({
      kind: 'render',
      params: { token: 'abc' },
    });
  });

  it('§2 redirect: every redirect is an HTTP 302', () => {
    expect(resolveNavigation({ ...base, path: '/organizations' })).toEqual({
      kind: 'redirect',
      status: 302,
      target: '/login',
      absolute: false,
    });
  });

  it('§2 redirect: an entrance route on an organisation host is a full page load to the entrance host', () => {
    expect(nav('/login?login=1', { host: orgHost })).toEqual({
      target: 'https://paygrid.test/login?login=1',
      absolute: true,
    });
    expect(nav('/organizations/', { authorized: true, host: orgHost })).toEqual({
      target: 'https://paygrid.test/organizations',
      absolute: true,
    });
  });

  it('§2 redirect: a visitor on an organisation host goes to login on the entrance host', () => {
    expect(nav('/payments', { host: orgHost })).toEqual({
      target: 'https://paygrid.test/login',
      absolute: true,
    });
  });

  it('§2 redirect: organisation routes render on the organisation host for a signed-in user', () => {
    expect(
      resolveNavigation({ ...base, authorized: true, path: `/payments/${ULID}`, host: orgHost }),
    ).toMatchObject({ kind: 'render', route: { name: 'payment' }, params: { id: ULID } });
    expect(nav('/', { authorized: true, host: orgHost })).toBeUndefined();
  });

  it('§2 redirect: on an organisation host unknown paths and invalid parameters show the 404 page', () => {
    // A path no route has, and a route's malformed parameters, are marked: the console draws their 404 inside the
    // dashboard for a member.
    expect(resolveNavigation({ ...base, authorized: true, path: '/nowhere', host: orgHost })).toEqual({
      kind: 'not-found',
      status: 404,
      message: 'Page not found: /nowhere',
      inOrganization: true,
    });
    expect(resolveNavigation({ ...base, path: '/nowhere', host: orgHost })).toMatchObject({
      kind: 'not-found',
    });
    expect(resolveNavigation({ ...base, authorized: true, path: '/payments/42', host: orgHost })).toEqual({
      kind: 'not-found',
      status: 404,
      message: 'Page Not Found: /payments/42',
      inOrganization: true,
    });
  });

  it('§2 redirect: an organisation route on the entrance host goes to the current organisation host', () => {
    const host = { ...entranceHost, currentOrganizationAlias: 'acme' };
    expect(nav('/payments?page[number]=2', { authorized: true, host })).toEqual({
      target: 'https://acme.paygrid.test/payments?page[number]=2',
      absolute: true,
    });
    expect(nav('/', { authorized: true, host: entranceHost })).toEqual({
      target: '/organizations',
      absolute: false,
    });
    expect(nav('/', { host })).toEqual({ target: '/login', absolute: false });
    expect(nav('/', { authorized: true, noOrganizations: true, loginQuery: true, host })).toEqual({
      target: '/create-organization/prepare',
      absolute: false,
    });
  });

  it('§2 redirect: an unknown host is treated as the entrance host', () => {
    expect(nav('/organizations', { host: { ...entranceHost, host: 'localhost:5173' } })).toEqual({
      target: '/login',
      absolute: false,
    });
  });

  it('§2 redirect: noOrganizations means no organisations and no invitations', () => {
    expect(hasNoOrganizations([], [])).toBe(true);
    expect(hasNoOrganizations([], [{ id: 'i' }])).toBe(false);
    expect(hasNoOrganizations([{ id: 'o' }], [])).toBe(false);
  });

  it('§2 redirect: the login query parameter is detected', () => {
    expect(hasLoginQuery('?login=1')).toBe(true);
    expect(hasLoginQuery('login')).toBe(true);
    expect(hasLoginQuery('?x=1')).toBe(false);
    expect(hasLoginQuery({ login: '' })).toBe(true);
    expect(hasLoginQuery({})).toBe(false);
  });

  it('§2 redirect: a visitor is never sent to an authorized-only route and vice versa (property)', () => {
    const paths = [...routes.map((r) => pathFor(r.name, { token: 't', id: ULID })), '/unknown'];
    fc.assert(
      fc.property(fc.constantFrom(...paths), fc.boolean(), fc.boolean(), fc.boolean(), (path, a, n, l) => {
        const result = nav(path, { authorized: a, noOrganizations: n, loginQuery: l });
        if (!result) return;
        const target = matchRoute(result.target);
        expect(target).toBeDefined();
        expect(target?.route.access).toBe(a ? 'authorized' : 'unauthorized');
        expect(nav(result.target, { authorized: a, noOrganizations: n, loginQuery: l })).toBeUndefined();
      }),
    );
  });
});

describe('§2 registration-disabled check', () => {
  it('leads the registration routes to login while registration is off, and keeps the join step open', () => {
    expect(blockedWhileRegistrationDisabled(routeByName('registration'), false)).toBe(true);
    expect(blockedWhileRegistrationDisabled(routeByName('registration-resend-link'), false)).toBe(true);
    expect(blockedWhileRegistrationDisabled(routeByName('join'), false)).toBe(false);
    expect(blockedWhileRegistrationDisabled(routeByName('login'), false)).toBe(false);
    expect(blockedWhileRegistrationDisabled(routeByName('registration'), true)).toBe(false);
  });
});
