import { API_KEY_PERMISSIONS, type ApiKeyPermission } from '@paygrid/domain';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { Db } from '../db/client';
import type { HitCounter } from '../hit-counters/hit-counter';
import { OPENAPI_PATH } from '../http/openapi';
import { registerPlatformGuard } from '../modules/api-keys/platform-guard';
import { keyringFrom } from '../modules/auth/secret-box';
import { createTestApp, type TestApp } from '../test/app';
import type { ApiClient } from '../test/client';
import { type Operation, operationsOf } from '../test/openapi-operations';
import { organizationOwnedBy } from '../test/organizations';
import { type PlatformClient, paymentBody, platformKeyOf } from '../test/platform';
import { sampleRequest } from '../test/sample-request';
import { signedInUser } from '../test/users';
import { type DeclaredRoute, registerAccessGuard } from './access-guard';

/**
 * Issue 36: every platform API operation, read from the routes' own declarations, is called with a key of each
 * single permission (allowed, or 403 `permission_missing` exactly as the route declares) and with another
 * organisation's key on this organisation's payment (404 every time). A new platform route is covered without a new
 * test.
 */

type PlatformOperation = Operation & { permission: ApiKeyPermission };

let testApp: TestApp;
let operations: PlatformOperation[];

beforeAll(async () => {
  testApp = await createTestApp();
  const documented = await operationsOf(testApp.app);
  operations = testApp.app.declaredRoutes.flatMap((route) => {
    const access = route.access;
    if (typeof access !== 'object' || !('apiKey' in access)) return [];
    const operation = documented.find(
      (candidate) => candidate.method === route.method && candidate.route === route.url,
    );
    return operation ? [{ ...operation, permission: access.apiKey }] : [];
  });
});
afterAll(() => testApp.close());

type Rows = { paymentId: string; operationId: string };

/** The request an operation's schema describes, with a real payment (or refund) of the organisation where one is named. */
function requestFor(operation: PlatformOperation, rows: Rows) {
  const id = operation.path.startsWith('/api/platform/v1/operations/') ? rows.operationId : rows.paymentId;
  const request = sampleRequest(operation, { id });
  if (operation.method === 'POST' && operation.path.endsWith('/payments')) {
    request.payload = JSON.stringify(paymentBody());
  }
  return request;
}

const send = (client: PlatformClient, request: ReturnType<typeof requestFor>) =>
  client.call(
    request.method as 'GET' | 'POST',
    request.url.replace('/api/platform/v1', ''),
    request.payload && JSON.parse(request.payload),
  );

/** An organisation with a paid pay-in and a pending refund of it, made with a key that may do everything. */
async function organizationWithPayment(alias: string): Promise<{ dashboard: ApiClient } & Rows> {
  const { dashboard } = await organizationOwnedBy(await signedInUser(testApp, `${alias}@example.com`), alias);
  const { platform } = await platformKeyOf(testApp.app, dashboard, { permissions: [...API_KEY_PERMISSIONS] });
  const created = await platform.post('/payments', paymentBody({ status: 'success' }));
  expect(created.statusCode, created.body).toBe(201);
  const paymentId = created.json().data.id;
  const refund = await platform.post(`/payments/${paymentId}/refunds`, {
    amount_minor: '1',
    reason: 'other',
  });
  expect(refund.statusCode, refund.body).toBe(201);
  return { dashboard, paymentId, operationId: refund.json().data.id };
}

describe('the platform API declares a permission on every route', () => {
  it('lists every platform operation of the OpenAPI document with its permission', () => {
    const declared = testApp.app.declaredRoutes.filter(
      (route) => typeof route.access === 'object' && 'apiKey' in route.access,
    );
    expect(declared.length).toBeGreaterThanOrEqual(5);
    expect(operations).toHaveLength(declared.length);
  });

  it('keeps the doors apart: the console’s guard refuses an API key route, the platform’s guard any other', async () => {
    const app = Fastify();
    const declared: DeclaredRoute[] = [];
    await app.register(async (api) => {
      registerAccessGuard(api, { db: {} as Db, config: loadConfig({ LOG_LEVEL: 'silent' }), declared });
      expect(() =>
        api.get('/keyed', { config: { access: { apiKey: 'payments:read' } } }, async () => ({})),
      ).toThrow(/belongs to the platform API/);
    });
    await app.register(async (platform) => {
      registerPlatformGuard(platform, {
        db: {} as Db,
        ring: keyringFrom(Buffer.alloc(32, 1).toString('base64')),
        hits: {} as HitCounter,
        appHost: 'app.localhost:3000',
        requestsPer10Seconds: 1,
        declared,
      });
      expect(() => platform.get('/session', { config: { access: 'signed-in' } }, async () => ({}))).toThrow(
        /must declare \{ apiKey: permission \}/,
      );
    });
    await app.ready();
    await app.close();
  });

  it('names the bearer scheme on each of them in the OpenAPI document, so generated SDKs send the key', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: OPENAPI_PATH })).json();
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const operation of operations) {
      const declared = document.paths[operation.path][operation.method.toLowerCase()];
      expect(declared.security, `${operation.method} ${operation.path}`).toEqual([{ apiKey: [] }]);
    }
  });
});

describe('permission matrix: allowed or 403, as the route declares', () => {
  it('calls every platform operation with a key of each single permission', async () => {
    const { dashboard, ...rows } = await organizationWithPayment('perm-co');
    const keys = new Map<ApiKeyPermission, PlatformClient>();
    for (const permission of API_KEY_PERMISSIONS) {
      keys.set(
        permission,
        (await platformKeyOf(testApp.app, dashboard, { permissions: [permission] })).platform,
      );
    }
    const mismatches: string[] = [];
    for (const operation of operations) {
      for (const permission of API_KEY_PERMISSIONS) {
        const response = await send(keys.get(permission) as PlatformClient, requestFor(operation, rows));
        const refused =
          response.statusCode === 403 && response.json().errors?.[0]?.code === 'permission_missing';
        if (refused === (permission === operation.permission)) {
          mismatches.push(
            `${permission} ${operation.method} ${operation.path} -> ${response.statusCode} ${response.body.slice(0, 120)}`,
          );
        }
      }
    }
    console.log(
      `permission matrix: ${operations.length} operations x ${API_KEY_PERMISSIONS.length} permissions, ${mismatches.length} mismatches`,
    );
    expect(mismatches).toEqual([]);
  });
});

describe('cross-tenant matrix: another organisation’s key never reaches this organisation’s payments', () => {
  it('answers 404 for the payment by id, and lists and events never name it', async () => {
    const victim = await organizationWithPayment('victim-co');
    const intruder = await organizationWithPayment('intruder-co');
    const theirs = (
      await platformKeyOf(testApp.app, intruder.dashboard, { permissions: [...API_KEY_PERMISSIONS] })
    ).platform;
    const leaks: string[] = [];
    for (const operation of operations) {
      const response = await send(theirs, requestFor(operation, victim));
      if (operation.path.includes('{id}')) {
        if (response.statusCode !== 404)
          leaks.push(`${operation.method} ${operation.path} -> ${response.statusCode}`);
      } else if (response.body.includes(victim.paymentId)) {
        leaks.push(`${operation.method} ${operation.path} shows the victim's payment`);
      }
    }
    expect(leaks).toEqual([]);
  });
});
