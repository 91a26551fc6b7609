import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows';
import { createTestApp, type TestApp } from '../../test/app';
import type { ApiClient } from '../../test/client';
import { organizationOwnedBy } from '../../test/organizations';
import { type PlatformClient, paymentBody, platformKeyOf } from '../../test/platform';
import { signedInUser } from '../../test/users';

let testApp: TestApp;
let owner: ApiClient;
let platform: PlatformClient;
let organizationId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  const created = await organizationOwnedBy(
    await signedInUser(testApp, 'platform-owner@example.com'),
    'platform-co',
  );
  owner = created.dashboard;
  organizationId = created.id;
  platform = (await platformKeyOf(testApp.app, owner, { mode: 'live' })).platform;
});
afterAll(() => testApp.close());

const problemCode = (response: { json(): { errors: { code: string }[] } }) => response.json().errors[0]?.code;

describe('the platform API’s payments (issue 36)', () => {
  it('creates a payment as the platform reports it and answers it in minor units and UTC', async () => {
    const body = paymentBody({
      created_at: '2026-11-20T10:15:00+02:00',
      metadata: { order_id: 'A7', channel: 'web' },
    });
    const response = await platform.post('/payments', body);
    expect(response.statusCode, response.body).toBe(201);
    const { data } = response.json();
    expect(data.id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(data.attributes).toMatchObject({
      mode: 'live',
      status: 'created',
      amount_minor: '12550',
      currency: 'EUR',
      reference: body.reference,
      created_at: '2026-11-20T08:15:00.000Z',
      metadata: { order_id: 'A7', channel: 'web' },
      status_history: [{ status: 'created', at: '2026-11-20T08:15:00.000Z' }],
    });
    const read = await platform.get(`/payments/${data.id}`);
    expect(read.json()).toEqual(response.json());
  });

  it('refuses what is not a payment with 422, never 5xx', async () => {
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ amount_minor: '12.50' }, '/amount_minor'],
      [{ amount_minor: 1250 }, '/amount_minor'],
      [{ amount_minor: '0' }, '/amount_minor'],
      [{ currency: 'ZZZ' }, '/currency'],
      [{ customer_country: 'QQ' }, '/customer_country'],
      [{ status: 'failed' }, '/failure_reason'],
      [{ status: 'success', failure_reason: 'card_expired' }, '/failure_reason'],
      [{ status: 'refunded' }, '/status'],
      [{ type: 'exchange' }, '/target_currency'],
      [{ target_currency: 'USD', target_amount_minor: '100', rate: '1.1' }, '/type'],
      [{ method: 'wire', three_ds: true }, '/three_ds'],
      [{ metadata: { '12': 'x' } }, '/metadata'],
      [{ surprise: true }, ''],
      [{ description: 'half a pair \ud800' }, '/description'],
      [{ metadata: { note: '\udc00 alone' } }, '/metadata/note'],
      [{ created_at: '1969-12-31T23:59:59Z' }, '/created_at'],
      [{ created_at: '9999-12-31T23:59:59-01:00' }, '/created_at'],
      [{ status: 'success', failure_message: 'Not a failure' }, '/failure_message'],
    ];
    for (const [overrides, pointer] of bad) {
      const response = await platform.post('/payments', paymentBody(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(422);
      if (pointer) expect(response.body, JSON.stringify(overrides)).toContain(pointer.slice(1));
    }
  });

  it('keeps a reference to one payment per organisation and mode (409)', async () => {
    const body = paymentBody();
    expect((await platform.post('/payments', body)).statusCode).toBe(201);
    const again = await platform.post('/payments', { ...body, amount_minor: '1' });
    expect(again.statusCode).toBe(409);
    expect(problemCode(again)).toBe('reference_taken');
    const testKey = await platformKeyOf(testApp.app, owner, { mode: 'test' });
    expect((await testKey.platform.post('/payments', body)).statusCode).toBe(201);
  });

  it('moves a payment along the one state machine; an illegal change answers 409 naming the status', async () => {
    const { data } = (await platform.post('/payments', paymentBody())).json();
    const processing = await platform.post(`/payments/${data.id}/status`, { status: 'processing' });
    expect(processing.json().data.attributes.status).toBe('processing');
    const backdated = await platform.post(`/payments/${data.id}/status`, {
      status: 'success',
      at: '2026-01-01T00:00:00Z',
    });
    expect(backdated.statusCode).toBe(422);
    expect(backdated.json().errors[0]).toMatchObject({
      code: 'status_time_before_previous',
      source: { pointer: '/at' },
    });
    const failed = await platform.post(`/payments/${data.id}/status`, {
      status: 'failed',
      failure_reason: 'insufficient_funds',
      failure_message: 'Not enough money on the card',
      at: new Date(Date.now() + 60_000).toISOString(),
    });
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json().data.attributes).toMatchObject({
      status: 'failed',
      failure_reason: 'insufficient_funds',
      failure_message: 'Not enough money on the card',
    });
    expect(
      failed.json().data.attributes.status_history.map((step: { status: string }) => step.status),
    ).toEqual(['created', 'processing', 'failed']);
    const late = await platform.post(`/payments/${data.id}/status`, { status: 'success' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('failed');
    expect(late.json().errors[0].meta).toEqual({ current_status: 'failed' });
    const missing = await platform.post('/payments/01ARZ3NDEKTSV4RRFFQ69G5FAV/status', { status: 'success' });
    expect(missing.statusCode).toBe(404);
  });

  it('shows each payment to the console at once: the grid, its search, the summary and the dashboard', async () => {
    const reference = `SEEN-${Date.now()}`;
    const { data } = (
      await platform.post('/payments', paymentBody({ reference, amount_minor: '99900' }))
    ).json();
    await platform.post(`/payments/${data.id}/status`, { status: 'success' });
    const grid = await owner.get(`/payments?filter[search]=${reference}`);
    expect(grid.json().data.map((row: { id: string }) => row.id)).toEqual([data.id]);
    expect((await owner.get(`/payments/${data.id}`)).json().data.attributes.status).toBe('success');
    const home = (await owner.get('/dashboard/home')).json().data.attributes;
    expect(home.statuses.find((row: { status: string }) => row.status === 'success')?.count).toBeGreaterThan(
      0,
    );
    // The rollup moved with each write: it equals a count over the rows.
    const [rollup] = await queryRows(
      testApp.database.db,
      sql`select coalesce(sum(count), 0)::int as count from payment_rollup_quarters where organization_id = ${organizationId}`,
    );
    const [rows] = await queryRows(
      testApp.database.db,
      sql`select count(*)::int as count from payments where organization_id = ${organizationId}`,
    );
    expect(rollup?.count).toBe(rows?.count);
  });

  it('lists the key’s payments with the grid’s filters and cursor paging, in UTC', async () => {
    const reference = `LIST-${Date.now()}`;
    for (let index = 0; index < 3; index += 1) {
      await platform.post('/payments', paymentBody({ reference: `${reference}-${index}` }));
    }
    const first = await platform.get(`/payments?filter[reference]=${reference}&page[size]=2`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toHaveLength(2);
    const after = first.json().meta.page.after as string;
    expect(after).toBeTruthy();
    const second = await platform.get(
      `/payments?filter[reference]=${reference}&page[size]=2&page[after]=${after}`,
    );
    expect(second.json().data).toHaveLength(1);
    expect((await platform.get('/payments?filter[status]=nonsense')).statusCode).toBe(422);
  });
});

describe('GET /events', () => {
  it('tells what happened in order, pages on with a cursor, and keeps the modes apart', async () => {
    const own = await platformKeyOf(testApp.app, owner, { mode: 'test' });
    const first = (await own.platform.post('/payments', paymentBody())).json().data;
    await own.platform.post(`/payments/${first.id}/status`, { status: 'success' });
    const second = (await own.platform.post('/payments', paymentBody())).json().data;
    const page = await own.platform.get('/events?limit=2');
    expect(page.statusCode, page.body).toBe(200);
    const events = page.json();
    const seen = events.data.map(
      (event: { attributes: { event_type: string; sequence: number; payment: { id: string } } }) => [
        event.attributes.event_type,
        event.attributes.payment.id,
      ],
    );
    expect(events.meta.has_more).toBe(true);
    const rest = (await own.platform.get(events.links.next.replace('/api/platform/v1', ''))).json();
    const all = [
      ...seen,
      ...rest.data.map((event: { attributes: { event_type: string; payment: { id: string } } }) => [
        event.attributes.event_type,
        event.attributes.payment.id,
      ]),
    ];
    // Other tests' test-mode payments may come first; these three are the last, in order.
    expect(all.slice(-3)).toEqual([
      ['payment.created', first.id],
      ['payment.status_changed', first.id],
      ['payment.created', second.id],
    ]);
    const live = (await platform.get('/events?limit=100')).json();
    expect(
      live.data.every((event: { attributes: { mode: string } }) => event.attributes.mode === 'live'),
    ).toBe(true);
    expect(JSON.stringify(live)).not.toContain(first.id);
  });
});
