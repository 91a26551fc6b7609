import { canDo, MEMBER_ROLES, type MemberRole, type OrganizationAction } from '@paygrid/domain';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { Db } from '../db/client';
import { demoPayments } from '../modules/payments/demo-payments';
import { recordPayments } from '../modules/payments/record-payments';
import { createTestApp, type TestApp } from '../test/app';
import type { ApiClient } from '../test/client';
import { type Operation, operationsOf } from '../test/openapi-operations';
import { organizationOwnedBy } from '../test/organizations';
import { sampleRequest } from '../test/sample-request';
import { signedInUser, TEST_PASSWORD } from '../test/users';
import { type DeclaredRoute, registerAccessGuard } from './access-guard';

/**
 * Issue 11: every organisation-scoped operation, read from the routes' own declarations, is called across tenants
 * (404 every time) and by every role (allowed or 403 exactly as packages/domain's `canDo` says). A new scoped route
 * is covered without a new test.
 */

type Fixtures = {
  view: string;
  filter: string;
  columns: string;
  invitation: string;
  member: string;
  payment: string;
  auditEvent: string;
  apiKey: string;
  webhookEndpoint: string;
  webhookDelivery: string;
  operation: string;
};
type ScopedOperation = Operation & { action: OrganizationAction };

let testApp: TestApp;
let scoped: ScopedOperation[];

async function send(client: ApiClient, request: ReturnType<typeof sampleRequest>) {
  return testApp.app.inject({
    method: request.method,
    url: request.url,
    headers: {
      host: client.host,
      origin: `http://${client.host}`,
      'x-requested-with': 'XMLHttpRequest',
      cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      ...(request.payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
}

function idsFor(operation: Operation, fixtures: Fixtures): Record<string, string> {
  const id = operation.path.includes('/dashboard/views/')
    ? fixtures.view
    : operation.path.includes('/dashboard/filters/')
      ? fixtures.filter
      : operation.path.includes('/dashboard/columns/')
        ? fixtures.columns
        : operation.path.includes('/organization/members/')
          ? fixtures.member
          : operation.path.includes('/organization/invites/')
            ? fixtures.invitation
            : operation.path.includes('/payments/')
              ? fixtures.payment
              : operation.path.includes('/audit-log/')
                ? fixtures.auditEvent
                : operation.path.includes('/organization/api-keys/')
                  ? fixtures.apiKey
                  : operation.path.includes('/organization/webhook-endpoints/')
                    ? fixtures.webhookEndpoint
                    : operation.path.includes('/webhook-deliveries/')
                      ? fixtures.webhookDelivery
                      : '00000000-0000-4000-8000-000000000000';
  return { id, operationId: fixtures.operation };
}

/** A request with the organisation's own rows in its path and body. */
function requestFor(operation: Operation, fixtures: Fixtures) {
  const request = sampleRequest(operation, idsFor(operation, fixtures));
  if (request.payload?.includes('"member_id"')) {
    request.payload = request.payload.replace(/"member_id":"[^"]*"/, `"member_id":"${fixtures.member}"`);
  }
  return request;
}

/** An organisation with one of every kind of row, and a member whose row the member routes act on. */
async function organizationWithRows(owner: ApiClient, alias: string, memberEmail: string) {
  const { id: organizationId, dashboard } = await organizationOwnedBy(owner, alias);
  const [demo] = demoPayments({
    organizationId,
    seedText: alias,
    mode: 'live',
    count: 1,
    now: Date.now(),
  });
  // A paid pay-in, so its refund routes reach the row (issue 38).
  const payment = demo ? { ...demo, type: 'payin' as const, status: 'success' as const } : undefined;
  await recordPayments(testApp.database.db, payment ? [payment] : []);
  const view = await dashboard.post('/dashboard/views', {
    data: {
      type: 'view',
      attributes: { grid_code: 'countries', name: 'Shared', access_scope: 'organization', position: 0 },
    },
  });
  const filter = await dashboard.post('/dashboard/filters', {
    data: {
      type: 'filter',
      attributes: {
        grid_code: 'countries',
        name: 'Europe',
        access_scope: 'organization',
        is_favorite: true,
        position: 0,
        filters: [{ key: 'continent', value: '"EU"' }],
      },
    },
  });
  const columns = await dashboard.post('/dashboard/columns', {
    data: {
      type: 'columns',
      attributes: {
        grid_code: 'countries',
        table_columns: [{ property: 'name', fixed: false, width: null, position: 0 }],
      },
    },
  });
  const invitation = await dashboard.post('/organization/invites', {
    email: `pending-${alias}@example.com`,
    role: 'viewer',
  });
  await dashboard.post('/organization/invites', { email: memberEmail, role: 'member' });
  const member = await signedInUser(testApp, memberEmail);
  const open = (await member.get('/user/organizations/invites')).json().data as { id: string }[];
  for (const pending of open) await member.patch(`/member-invites/${pending.id}/accept`);
  const members = (await dashboard.get('/organization/members')).json().data as {
    id: string;
    attributes: { email: string };
  }[];
  const apiKey = await dashboard.post('/organization/api-keys', {
    name: 'Checkout',
    mode: 'live',
    permissions: ['payments:read'],
    password: TEST_PASSWORD,
  });
  // A public address literal: nothing to resolve, and the worker (polling once a minute here) never reaches it.
  const webhookEndpoint = await dashboard.post('/organization/webhook-endpoints', {
    url: 'https://93.184.216.34/paygrid',
    mode: 'live',
    event_types: ['payment.created'],
    password: TEST_PASSWORD,
  });
  for (const created of [view, filter, columns, invitation, apiKey, webhookEndpoint])
    expect(created.statusCode, created.body).toBe(201);
  const webhookDelivery = await dashboard.post(
    `/organization/webhook-endpoints/${webhookEndpoint.json().data.id}/test`,
    {},
  );
  const refund = await dashboard.post(`/payments/${payment?.id}/refunds`, {
    amount_minor: '1',
    reason: 'other',
  });
  expect(refund.statusCode, refund.body).toBe(201);
  // The sharing of the view and the filter, the invitations and the acceptance are all in the log.
  const [entry] = (await dashboard.get('/audit-log')).json().data as { id: string }[];
  const fixtures: Fixtures = {
    view: view.json().data.id,
    filter: filter.json().data.id,
    columns: columns.json().data.id,
    invitation: invitation.json().data.id,
    member: members.find((row) => row.attributes.email === memberEmail)?.id ?? '',
    payment: payment?.id ?? '',
    auditEvent: entry?.id ?? '',
    apiKey: apiKey.json().data.id,
    webhookEndpoint: webhookEndpoint.json().data.id,
    webhookDelivery: webhookDelivery.json().data.id,
    operation: refund.json().data.id,
  };
  return { dashboard, fixtures };
}

beforeAll(async () => {
  testApp = await createTestApp();
  const operations = await operationsOf(testApp.app);
  scoped = testApp.app.declaredRoutes.flatMap((route) => {
    const access = route.access;
    if (typeof access !== 'object' || !('organization' in access)) return [];
    const operation = operations.find(
      (candidate) => candidate.method === route.method && candidate.route === route.url,
    );
    return operation ? [{ ...operation, action: access.organization }] : [];
  });
});
afterAll(() => testApp.close());

describe('every API route declares who may call it', () => {
  it('lists organisation-scoped operations, each with an action, all of them in the OpenAPI document', () => {
    const scopedRoutes = testApp.app.declaredRoutes.filter(
      (route) => typeof route.access === 'object' && 'organization' in route.access,
    );
    expect(scopedRoutes.length).toBeGreaterThan(15);
    expect(scoped).toHaveLength(scopedRoutes.length);
  });

  it('refuses to register a route that declares no access, so the server does not start', async () => {
    const app = Fastify();
    const declared: DeclaredRoute[] = [];
    await app.register(async (api) => {
      registerAccessGuard(api, { db: {} as Db, config: loadConfig({ LOG_LEVEL: 'silent' }), declared });
      api.get('/declared', { config: { access: 'public' } }, async () => ({}));
      expect(() => api.get('/forgotten', async () => ({}))).toThrow(
        /GET \/forgotten declares no config.access/,
      );
    });
    await app.ready();
    expect(declared.map((route) => route.url)).toEqual(['/declared']);
    await app.close();
  });
});

describe('cross-tenant matrix: another organisation’s rows answer 404', () => {
  it('answers 404 to an owner of another organisation on the first one’s host, and with its ids on their own', async () => {
    const victim = await signedInUser(testApp, 'tenant-a@example.com');
    const { fixtures } = await organizationWithRows(victim, 'tenant-a', 'tenant-a-member@example.com');
    const intruder = await signedInUser(testApp, 'tenant-b@example.com');
    const { dashboard: ownHost } = await organizationWithRows(
      intruder,
      'tenant-b',
      'tenant-b-member@example.com',
    );
    const onVictimHost = intruder.on('tenant-a.app.localhost:3000');
    const leaks: string[] = [];
    let calls = 0;
    for (const operation of scoped) {
      const request = requestFor(operation, fixtures);
      const there = await send(onVictimHost, request);
      calls += 1;
      if (there.statusCode !== 404)
        leaks.push(`${operation.method} ${operation.path} on A's host -> ${there.statusCode}`);
      const here = await send(ownHost, request);
      calls += 1;
      const namesVictimRow = Object.values(fixtures).some((id) => here.body.includes(id));
      if (operation.path.includes('{id}') || request.payload?.includes(fixtures.member)) {
        if (here.statusCode !== 404)
          leaks.push(`${operation.method} ${operation.path} with A's id -> ${here.statusCode}`);
      } else if (namesVictimRow) {
        leaks.push(`${operation.method} ${operation.path} shows A's rows`);
      }
    }
    console.log(`cross-tenant matrix: ${scoped.length} operations, ${calls} calls, ${leaks.length} leaks`);
    expect(leaks).toEqual([]);
  });
});

describe('role matrix: allowed or 403, as canDo says', () => {
  it('calls every scoped operation as owner, admin, member and viewer', { timeout: 120_000 }, async () => {
    const owner = await signedInUser(testApp, 'roles-owner@example.com');
    const { dashboard, fixtures } = await organizationWithRows(owner, 'roles-co', 'roles-target@example.com');
    const clients: Record<MemberRole, ApiClient> = { owner: dashboard } as Record<MemberRole, ApiClient>;
    for (const role of MEMBER_ROLES.filter((candidate) => candidate !== 'owner')) {
      const email = `roles-${role}@example.com`;
      await dashboard.post('/organization/invites', { email, role });
      const person = await signedInUser(testApp, email);
      for (const pending of (await person.get('/user/organizations/invites')).json().data as {
        id: string;
      }[]) {
        await person.patch(`/member-invites/${pending.id}/accept`);
      }
      clients[role] = person.on('roles-co.app.localhost:3000');
    }
    // Operations that end a membership run last, so every other call meets all four roles still in place.
    const lastly = (operation: Operation) =>
      operation.path.endsWith('/leave')
        ? 3
        : operation.path.endsWith('/owner-transfer')
          ? 2
          : operation.method === 'DELETE'
            ? 1
            : 0;
    const ordered = [...scoped].sort((a, b) => lastly(a) - lastly(b));
    const mismatches: string[] = [];
    let calls = 0;
    for (const operation of ordered) {
      for (const role of [...MEMBER_ROLES].reverse()) {
        const response = await send(clients[role], requestFor(operation, fixtures));
        calls += 1;
        const refusedForRole =
          response.statusCode === 403 && response.json().errors?.[0]?.code === 'role_forbidden';
        const allowed = canDo(role, operation.action);
        if (allowed === refusedForRole) {
          mismatches.push(
            `${role} ${operation.method} ${operation.path} (${operation.action}) -> ${response.statusCode} ${response.body.slice(0, 120)}`,
          );
        }
      }
    }
    console.log(
      `role matrix: ${scoped.length} operations x ${MEMBER_ROLES.length} roles, ${calls} calls, ${mismatches.length} mismatches`,
    );
    expect(mismatches).toEqual([]);
  });
});
