import { API_KEY_PERMISSIONS } from '@paygrid/domain';
import { getTableName, sql } from 'drizzle-orm';
import { isTable } from 'drizzle-orm/table';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import type { ApiClient } from '../test/client';
import { organizationOwnedBy } from '../test/organizations';
import { paymentBody, platformKeyOf } from '../test/platform';
import { signedInUser } from '../test/users';
import { OPENAPI_PATH } from './openapi';

/**
 * House rule: a GET changes no domain row. The allowed writes on a GET are exactly: GET /logout (SPEC §7), the
 * first pending TOTP secret of a set-up, the session's last-seen touch (at most once per touch interval),
 * rate-limit counters, and an organisation grid's export, which records itself in the audit log (issue 35). This
 * tour calls every GET operation of the OpenAPI document and compares every table.
 */
// Rate counters are allowed writes, and so are export slots (grid_exports: the "two exports in flight" limiter, a
// rate counter by another name, released when the stream ends); the catalogue tables are reference data written only at migrate time, and
// fingerprinting their few hundred wide rows before and after every call is what this tour cannot afford.
const IGNORED_TABLES = new Set([
  'rate_limit_counters',
  'grid_exports',
  'countries',
  'currencies',
  'catalogue_versions',
]);
/** The touch columns of a table: a session's last sight, an API key's last use (issue 36, once a minute). */
const TOUCH_COLUMNS: Record<string, string[]> = {
  sessions: ['last_seen_at', 'updated_at'],
  api_keys: ['last_used_at', 'last_used_ip'],
};
/** An export of the organisation's rows writes its audit entry, and nothing else. */
const EXPORT_ENTRY = ['audit_chain_heads', 'audit_events'];
const allowedWrites = (path: string, status: number) =>
  path.endsWith('/export.csv') && status === 200 ? EXPORT_ENTRY : [];

const PLATFORM = '/api/platform/v1';

let testApp: TestApp;
let owner: ApiClient;
let dashboard: ApiClient;
let viewId: string;

type Snapshot = Map<string, string>;

/** postgres.js answers an array, PGlite an object holding `rows`. */
async function rowsOf(query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  const result = await testApp.database.db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
}

/** One fingerprint per table, computed in the database; the session's touch columns are left out. */
async function snapshot(): Promise<Snapshot> {
  const tables = Object.values(schema).filter(isTable);
  const result: Snapshot = new Map();
  for (const table of tables) {
    const name = getTableName(table);
    if (IGNORED_TABLES.has(name)) continue;
    const touched = TOUCH_COLUMNS[name];
    const row = touched ? sql.raw(`(to_jsonb(t) - '{${touched}}'::text[])`) : sql`to_jsonb(t)`;
    const [fingerprint] = await rowsOf(
      sql`select md5(coalesce(string_agg(${row}::text, ',' order by ${row}::text), '')) as hash from ${table} t`,
    );
    result.set(name, String(fingerprint?.hash));
  }
  return result;
}

function changedTables(before: Snapshot, after: Snapshot): string[] {
  return [...after.keys()].filter((name) => before.get(name) !== after.get(name));
}

async function getOperations(): Promise<string[]> {
  const response = await testApp.app.inject({ method: 'GET', url: OPENAPI_PATH });
  const paths = response.json().paths as Record<string, Record<string, unknown>>;
  return Object.entries(paths)
    .filter(([path, operations]) => 'get' in operations && !path.startsWith(PLATFORM))
    .map(([path]) => path.replace(/^\/api\/v1/, ''));
}

async function platformGetOperations(): Promise<string[]> {
  const response = await testApp.app.inject({ method: 'GET', url: OPENAPI_PATH });
  const paths = response.json().paths as Record<string, Record<string, unknown>>;
  return Object.entries(paths)
    .filter(([path, operations]) => 'get' in operations && path.startsWith(PLATFORM))
    .map(([path]) => path.slice(PLATFORM.length));
}

function concrete(path: string): string {
  return path
    .replace('/dashboard/views/{id}', `/dashboard/views/${viewId}`)
    .replace('{id}', '00000000-0000-4000-8000-000000000000')
    .replace('{token}', 'a'.repeat(43));
}

beforeAll(async () => {
  testApp = await createTestApp();
  owner = await signedInUser(testApp, 'tour-owner@example.com');
  ({ dashboard } = await organizationOwnedBy(owner, 'tour-co'));
  const view = await dashboard.post('/dashboard/views', {
    data: {
      type: 'view',
      attributes: {
        grid_code: 'countries',
        name: 'Europe',
        access_scope: 'private',
        is_favorite: true,
        position: 0,
      },
    },
  });
  expect(view.statusCode).toBe(201);
  viewId = view.json().data.id;
});
afterAll(() => testApp.close());

describe('a GET changes no domain row', () => {
  it('tours every GET operation, on the entrance and on the organisation host, and finds no write', async () => {
    const operations = (await getOperations()).filter((path) => path !== '/logout');
    expect(operations.length).toBeGreaterThan(10);
    // The first set-up call may store the pending secret; it is the one allowed write, made before the tour.
    await owner.get('/user/2fa/get-secret');
    const writes: string[] = [];
    for (const client of [owner, dashboard]) {
      for (const path of operations) {
        const before = await snapshot();
        const response = await client.get(concrete(path));
        expect(response.statusCode, `${client.host} GET ${path}`).toBeLessThan(500);
        const allowed = allowedWrites(path, response.statusCode);
        const changed = changedTables(before, await snapshot()).filter((table) => !allowed.includes(table));
        if (changed.length > 0) writes.push(`${client.host} GET ${path} wrote ${changed.join(', ')}`);
      }
    }
    expect(writes).toEqual([]);
  });

  it('tours every GET of the platform API with a key: only the key’s last use is written', async () => {
    const { platform } = await platformKeyOf(testApp.app, dashboard, {
      permissions: [...API_KEY_PERMISSIONS],
    });
    const created = await platform.post('/payments', paymentBody({ status: 'success' }));
    expect(created.statusCode).toBe(201);
    const refund = await platform.post(`/payments/${created.json().data.id}/refunds`, {
      amount_minor: '100',
      reason: 'other',
    });
    expect(refund.statusCode, refund.body).toBe(201);
    const operations = await platformGetOperations();
    expect(operations.length).toBeGreaterThanOrEqual(3);
    const writes: string[] = [];
    for (const path of operations) {
      const before = await snapshot();
      const id = path.startsWith('/operations/') ? refund.json().data.id : created.json().data.id;
      const response = await platform.get(path.replace('{id}', id));
      expect(response.statusCode, `GET ${path}`).toBe(200);
      const changed = changedTables(before, await snapshot());
      if (changed.length > 0) writes.push(`GET ${path} wrote ${changed.join(', ')}`);
    }
    expect(writes).toEqual([]);
  });

  it('allows exactly the pending TOTP secret once: a reload of the set-up shows the same secret', async () => {
    const person = await signedInUser(testApp, 'tour-setup@example.com');
    const before = await snapshot();
    const first = await person.get('/user/2fa/get-secret');
    expect(first.statusCode).toBe(200);
    const afterFirst = await snapshot();
    expect(changedTables(before, afterFirst)).toEqual(['users']);
    const second = await person.get('/user/2fa/get-secret');
    expect(changedTables(afterFirst, await snapshot())).toEqual([]);
    expect(second.json().secret).toBe(first.json().secret);
  });

  it('allows an organisation grid export to write its audit entry, and only that', async () => {
    const before = await snapshot();
    const response = await dashboard.get('/organization/members/export.csv');
    expect(response.statusCode).toBe(200);
    expect(changedTables(before, await snapshot()).sort()).toEqual(EXPORT_ENTRY);
    const catalogue = await snapshot();
    expect((await dashboard.get('/countries/export.csv')).statusCode).toBe(200);
    expect(changedTables(catalogue, await snapshot())).toEqual([]);
  });

  it('allows GET /logout to end the session and log it', async () => {
    const person = await signedInUser(testApp, 'tour-logout@example.com');
    const before = await snapshot();
    expect((await person.get('/logout')).statusCode).toBe(200);
    expect(changedTables(before, await snapshot()).sort()).toEqual(['security_events', 'sessions']);
  });

  it('touches the session at most once per touch interval', async () => {
    const person = await signedInUser(testApp, 'tour-touch@example.com');
    const lastSeen = async () =>
      (
        await rowsOf(
          sql`select s.last_seen_at as seen from sessions s join users u on u.id = s.user_id
              where u.email = 'tour-touch@example.com'`,
        )
      ).map((row) => new Date(row.seen as string).getTime());
    const first = await lastSeen();
    expect(first).toHaveLength(1);
    for (let call = 0; call < 5; call += 1) await person.get('/user');
    expect(await lastSeen()).toEqual(first);
  });
});
