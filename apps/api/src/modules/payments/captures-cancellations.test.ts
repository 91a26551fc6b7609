import { API_KEY_PERMISSIONS } from '@paygrid/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows';
import { createTestApp, type TestApp } from '../../test/app';
import type { ApiClient } from '../../test/client';
import { organizationOwnedBy } from '../../test/organizations';
import { type PlatformClient, paymentBody, platformKeyOf } from '../../test/platform';
import { signedInUser } from '../../test/users';
import { settleSandboxOperations } from './settle-operations';

/** Issue 38, slice 2: authorisations, their captures and cancellations, and cancelling a payout. */

let testApp: TestApp;
let owner: ApiClient;
let testOwner: ApiClient;
let live: PlatformClient;
let sandbox: PlatformClient;

const PERMISSIONS = [...API_KEY_PERMISSIONS];

beforeAll(async () => {
  testApp = await createTestApp();
  const created = await organizationOwnedBy(
    await signedInUser(testApp, 'captures-owner@example.com'),
    'captures-co',
  );
  owner = created.dashboard;
  testOwner = owner.on(owner.host);
  testOwner.cookies.set('testMode', '1');
  live = (await platformKeyOf(testApp.app, owner, { mode: 'live', permissions: PERMISSIONS })).platform;
  sandbox = (await platformKeyOf(testApp.app, owner, { mode: 'test', permissions: PERMISSIONS })).platform;
});
afterAll(() => testApp.close());

const codeOf = (response: { json(): { errors: { code: string }[] } }) => response.json().errors[0]?.code;

async function reported(platform: PlatformClient, overrides: Record<string, unknown>) {
  const response = await platform.post('/payments', paymentBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as string;
}

/** A card pay-in the platform reports as authorised, for 100.00 EUR unless told. */
const authorized = (platform: PlatformClient, overrides: Record<string, unknown> = {}) =>
  reported(platform, { status: 'authorized', amount_minor: '10000', ...overrides });

async function detailOf(client: ApiClient, id: string) {
  const response = await client.get(`/payments/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.attributes;
}

const capture = (client: ApiClient, id: string, amount: string) =>
  client.post(`/payments/${id}/captures`, { amount_minor: amount, note: 'Shipped' });
const cancel = (client: ApiClient, id: string) =>
  client.post(`/payments/${id}/cancellations`, { reason: 'requested_by_customer' });

async function settle(operationId: string, status: 'succeeded' | 'failed', platform = live) {
  const response = await platform.post(`/operations/${operationId}/result`, { status });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.attributes;
}

async function eventTypesOf(platform: PlatformClient, paymentId: string) {
  const events = (await platform.get('/events?limit=100')).json().data as Array<{
    attributes: { event_type: string; payment: { id: string } };
  }>;
  return events
    .filter((event) => event.attributes.payment.id === paymentId)
    .map((event) => event.attributes.event_type);
}

describe('an authorised card pay-in is captured in parts (issue 38)', () => {
  it('holds each capture as pending, adds it to what was captured, and is paid once all is', async () => {
    const id = await authorized(live);
    expect(await detailOf(owner, id)).toMatchObject({
      status: 'authorized',
      captured_minor: '0',
      capturable_minor: '10000',
      refundable_minor: '0',
      operations_offered: {
        refund: { offered: false, why: 'not_captured' },
        capture: { offered: true, why: null },
        cancellation: { offered: true, why: null },
      },
    });

    const first = await capture(owner, id, '4000');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.attributes).toMatchObject({
      kind: 'capture',
      status: 'pending',
      amount_minor: '4000',
      reason: null,
      note: 'Shipped',
      settles_by_itself_at: null,
    });
    expect(await detailOf(owner, id)).toMatchObject({
      status: 'authorized',
      capture_pending_minor: '4000',
      capturable_minor: '6000',
    });
    // A cancellation waits for the pending capture: the two would race at the platform.
    const racing = await cancel(owner, id);
    expect(racing.json().errors[0]).toMatchObject({
      code: 'cancellation_not_offered',
      meta: { why: 'captures_pending' },
    });
    await settle(first.json().data.id, 'succeeded');
    expect(await detailOf(owner, id)).toMatchObject({
      status: 'authorized',
      captured_minor: '4000',
      capture_pending_minor: '0',
      capturable_minor: '6000',
      refundable_minor: '4000',
      operations_offered: { refund: { offered: true } },
    });

    const over = await capture(owner, id, '6001');
    expect(over.statusCode).toBe(422);
    expect(over.json().errors[0]).toMatchObject({
      code: 'amount_exceeds_capturable',
      meta: { params: { capturable_minor: '6000' } },
    });
    const failing = (await capture(owner, id, '6000')).json().data;
    expect((await settle(failing.id, 'failed')).status).toBe('failed');
    expect((await detailOf(owner, id)).capturable_minor).toBe('6000');
    // The platform reports the rest as captured on its side: the payment is paid.
    const rest = await live.post(`/payments/${id}/captures`, { amount_minor: '6000', status: 'succeeded' });
    expect(rest.statusCode, rest.body).toBe(201);
    const paid = await detailOf(owner, id);
    expect(paid).toMatchObject({
      status: 'success',
      captured_minor: '10000',
      capturable_minor: '0',
      operations_offered: { capture: { offered: false, why: 'not_authorized' } },
    });
    expect(paid.status_history.map((step: { status: string }) => step.status)).toEqual([
      'authorized',
      'success',
    ]);
    expect(await eventTypesOf(live, id)).toEqual([
      'payment.created',
      'capture.created',
      'capture.succeeded',
      'capture.created',
      'capture.failed',
      'capture.created',
      'capture.succeeded',
    ]);
    const audit = (await owner.get('/audit-log?filter[action]=payment.capture_requested')).json().data;
    expect(audit[0]?.attributes).toMatchObject({ resource_type: 'payment', resource_id: id });
  });

  it('never lets twenty captures asked for at once pass what was authorised', async () => {
    const id = await authorized(live);
    const answers = await Promise.all(Array.from({ length: 20 }, () => capture(owner, id, '700')));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(14);
    expect(statuses.filter((status) => status === 422)).toHaveLength(6);
    const [row] = await queryRows(
      testApp.database.db,
      sql`select capture_pending_minor::text as pending,
            (select sum(amount_minor)::text from payment_operations where payment_id = ${id} and status = 'pending')
              as held
          from payments where id = ${id}`,
    );
    expect(row).toEqual({ pending: '9800', held: '9800' });
  });

  it('authorises only card pay-ins, and leaves an authorisation only through its operations', async () => {
    const wire = await live.post('/payments', paymentBody({ status: 'authorized', method: 'wire' }));
    expect(codeOf(wire)).toBe('authorization_not_supported');
    const payout = await live.post('/payments', paymentBody({ status: 'authorized', type: 'payout' }));
    expect(codeOf(payout)).toBe('authorization_not_supported');
    const later = await reported(live, { status: 'processing' });
    const authorizing = await live.post(`/payments/${later}/status`, { status: 'authorized' });
    expect(authorizing.statusCode, authorizing.body).toBe(200);
    const skipped = await live.post(`/payments/${later}/status`, { status: 'success' });
    expect(skipped.statusCode).toBe(409);
    expect(codeOf(skipped)).toBe('authorization_open');
    const failed = await live.post(`/payments/${later}/status`, {
      status: 'failed',
      failure_reason: 'other',
    });
    expect(codeOf(failed)).toBe('status_change_not_allowed');
    const paid = await reported(live, { status: 'success' });
    const notAuthorized = await capture(owner, paid, '100');
    expect(notAuthorized.json().errors[0]).toMatchObject({
      code: 'capture_not_offered',
      meta: { why: 'not_authorized' },
    });
    for (const body of [
      { amount_minor: '0' },
      { amount_minor: '1.5' },
      { amount_minor: '100', reason: 'other' },
      { note: 'no amount' },
    ]) {
      const response = await owner.post(`/payments/${later}/captures`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
    }
    const otherMode = await capture(testOwner, later, '100');
    expect(otherMode.statusCode).toBe(404);
  });
});

describe('a cancellation voids what is left (issue 38)', () => {
  it('cancels an authorisation with nothing captured, and pays one with captures with what they took', async () => {
    const untouched = await authorized(live);
    const asked = await cancel(owner, untouched);
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().data.attributes).toMatchObject({
      kind: 'cancellation',
      amount_minor: '10000',
      reason: 'requested_by_customer',
    });
    const blocked = await capture(owner, untouched, '100');
    expect(blocked.json().errors[0]).toMatchObject({ meta: { why: 'cancellation_pending' } });
    expect((await detailOf(owner, untouched)).cancellation_pending).toBe(true);
    await settle(asked.json().data.id, 'succeeded');
    expect(await detailOf(owner, untouched)).toMatchObject({
      status: 'cancelled',
      cancellation_pending: false,
      captured_minor: '0',
    });

    const partly = await authorized(live);
    const taken = (await capture(owner, partly, '2500')).json().data;
    await settle(taken.id, 'succeeded');
    const refunded = await owner.post(`/payments/${partly}/refunds`, {
      amount_minor: '500',
      reason: 'other',
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    await settle(refunded.json().data.id, 'succeeded');
    const rest = (await cancel(owner, partly)).json().data;
    expect(rest.attributes.amount_minor).toBe('7500');
    await settle(rest.id, 'succeeded');
    expect(await detailOf(owner, partly)).toMatchObject({
      status: 'partially_refunded',
      captured_minor: '2500',
      refunded_minor: '500',
      refundable_minor: '2000',
      capturable_minor: '0',
    });
    expect(await eventTypesOf(live, partly)).toEqual([
      'payment.created',
      'capture.created',
      'capture.succeeded',
      'refund.created',
      'refund.succeeded',
      'cancellation.created',
      'cancellation.succeeded',
    ]);
  });

  it('cancels a payout not yet processing, and says when the platform paid it first', async () => {
    const payout = await reported(live, { type: 'payout', method: 'wire' });
    const asked = (await cancel(owner, payout)).json().data;
    // The platform moves it on meanwhile; a cancellation it then carries out still cancels it.
    expect((await live.post(`/payments/${payout}/status`, { status: 'processing' })).statusCode).toBe(200);
    await settle(asked.id, 'succeeded');
    expect((await detailOf(owner, payout)).status).toBe('cancelled');

    const paidFirst = await reported(live, { type: 'payout', method: 'wire' });
    const late = (await cancel(owner, paidFirst)).json().data;
    expect((await live.post(`/payments/${paidFirst}/status`, { status: 'success' })).statusCode).toBe(200);
    const tooLate = await live.post(`/operations/${late.id}/result`, { status: 'succeeded' });
    expect(tooLate.statusCode).toBe(409);
    expect(codeOf(tooLate)).toBe('cancellation_too_late');
    expect((await settle(late.id, 'failed')).status).toBe('failed');
    expect(await detailOf(owner, paidFirst)).toMatchObject({
      status: 'success',
      cancellation_pending: false,
    });

    const processing = await reported(live, { type: 'payout', method: 'wire', status: 'processing' });
    const refused = await cancel(owner, processing);
    expect(refused.json().errors[0]).toMatchObject({
      code: 'cancellation_not_offered',
      meta: { why: 'not_cancellable' },
    });
  });

  it('withdraws a pending cancellation and records who did', async () => {
    const id = await authorized(live);
    const asked = (await cancel(owner, id)).json().data;
    const withdrawn = await owner.post(`/payments/${id}/operations/${asked.id}/withdraw`, {});
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(await detailOf(owner, id)).toMatchObject({ status: 'authorized', cancellation_pending: false });
    const audit = (await owner.get('/audit-log?filter[action]=payment.cancellation_withdrawn')).json().data;
    expect(audit[0]?.attributes).toMatchObject({ resource_id: id });
    expect(await eventTypesOf(live, id)).toContain('cancellation.withdrawn');
  });
});

describe('test mode’s sandbox settles captures and cancellations', () => {
  it('captures by itself, and fails a payout’s cancellation the platform overtook', async () => {
    const id = await authorized(sandbox);
    const asked = (await capture(testOwner, id, '10000')).json().data;
    expect(asked.attributes.settles_by_itself_at).not.toBeNull();
    await settleSandboxOperations(testApp.database.db, { at: new Date(Date.now() + 60_000) });
    expect((await detailOf(testOwner, id)).status).toBe('success');

    const payout = await reported(sandbox, { type: 'payout', method: 'wire' });
    const late = (await cancel(testOwner, payout)).json().data;
    expect((await sandbox.post(`/payments/${payout}/status`, { status: 'success' })).statusCode).toBe(200);
    await settleSandboxOperations(testApp.database.db, { at: new Date(Date.now() + 60_000) });
    expect((await sandbox.get(`/operations/${late.id}`)).json().data.attributes).toMatchObject({
      status: 'failed',
      failure_message: 'The payment had gone through before it could be cancelled.',
    });
    expect((await detailOf(testOwner, payout)).status).toBe('success');
  });
});

describe('the payments grid finds payments by their operations (issue 38)', () => {
  it('filters by a pending operation and by the amount refunded, and shows what was refunded', async () => {
    const waiting = await authorized(live, { currency: 'GBP' });
    await capture(owner, waiting, '100');
    const paid = await reported(live, { status: 'success', currency: 'GBP', amount_minor: '9000' });
    const refunded = await owner.post(`/payments/${paid}/refunds`, { amount_minor: '2550', reason: 'other' });
    await settle(refunded.json().data.id, 'succeeded');
    const idsOf = async (query: string) => {
      const response = await owner.get(`/payments?page[size]=100&filter[currency]=GBP${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data as Array<{ id: string }>).map((row) => row.id);
    };
    expect(await idsOf('&filter[has_pending_operation]=on')).toEqual([waiting]);
    expect(await idsOf('&filter[refunded_amount][gte]=25.50')).toEqual([paid]);
    expect(await idsOf('&filter[refunded_amount][gte]=25.51')).toEqual([]);
    const row = (await owner.get(`/payments?filter[search]=${paid}&columns=id,refunded`)).json().data[0];
    expect(row.attributes).toMatchObject({ refunded_minor: '2550', currency: 'GBP', exponent: 2 });
  });
});

describe('an authorisation left open, and results told out of order', () => {
  it('needs attention once authorised and untouched for seven days', async () => {
    const id = await authorized(live, { currency: 'CHF' });
    const attention = async () =>
      (
        (await owner.get('/payments?filter[needs_attention]=on&filter[currency]=CHF')).json().data as Array<{
          id: string;
        }>
      ).map((row) => row.id);
    expect(await attention()).toEqual([]);
    await testApp.database.db.execute(
      sql`update payments set updated_at = now() - interval '8 days' where id = ${id}`,
    );
    expect(await attention()).toEqual([id]);
  });

  it('refuses a result that would change the payment before its last step', async () => {
    const payout = await reported(live, { type: 'payout', method: 'wire' });
    const asked = (await cancel(owner, payout)).json().data;
    const askedAt = Date.parse(asked.attributes.created_at);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await live.post(`/payments/${payout}/status`, { status: 'processing' })).statusCode).toBe(200);
    const early = await live.post(`/operations/${asked.id}/result`, {
      status: 'succeeded',
      at: new Date(askedAt + 5).toISOString(),
    });
    expect(early.statusCode).toBe(422);
    expect(codeOf(early)).toBe('result_time_before_payment');
    expect((await settle(asked.id, 'succeeded')).status).toBe('succeeded');
  });
});
