import { API_KEY_PERMISSIONS } from '@paygrid/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows';
import { createTestApp, type TestApp } from '../../test/app';
import type { ApiClient } from '../../test/client';
import { organizationOwnedBy } from '../../test/organizations';
import { type PlatformClient, paymentBody, platformKeyOf } from '../../test/platform';
import { signedInUser, TEST_PASSWORD } from '../../test/users';
import { settleSandboxOperations } from './settle-operations';

let testApp: TestApp;
let owner: ApiClient;
let testOwner: ApiClient;
let live: PlatformClient;
let sandbox: PlatformClient;
let organizationId: string;

const PERMISSIONS = [...API_KEY_PERMISSIONS];

beforeAll(async () => {
  testApp = await createTestApp({ WEBHOOKS_ALLOW_PRIVATE: 'true' });
  const created = await organizationOwnedBy(
    await signedInUser(testApp, 'refunds-owner@example.com'),
    'refunds-co',
  );
  owner = created.dashboard;
  organizationId = created.id;
  testOwner = owner.on(owner.host);
  testOwner.cookies.set('testMode', '1');
  live = (await platformKeyOf(testApp.app, owner, { mode: 'live', permissions: PERMISSIONS })).platform;
  sandbox = (await platformKeyOf(testApp.app, owner, { mode: 'test', permissions: PERMISSIONS })).platform;
});
afterAll(() => testApp.close());

const codeOf = (response: { json(): { errors: { code: string }[] } }) => response.json().errors[0]?.code;

/** A pay-in the platform reports as paid, in the key's mode. */
async function paidPayin(platform: PlatformClient, overrides: Record<string, unknown> = {}) {
  const response = await platform.post('/payments', paymentBody({ status: 'success', ...overrides }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as string;
}

async function detailOf(client: ApiClient, id: string) {
  const response = await client.get(`/payments/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.attributes;
}

const refund = (client: ApiClient, id: string, amount: string, note = '') =>
  client.post(`/payments/${id}/refunds`, { amount_minor: amount, reason: 'requested_by_customer', note });

async function eventsOf(platform: PlatformClient, paymentId: string) {
  const events = (await platform.get('/events?limit=100')).json().data as Array<{
    attributes: { event_type: string; payment: { id: string }; operation: { id: string } | null };
  }>;
  return events.filter((event) => event.attributes.payment.id === paymentId);
}

describe('refunds in the console, carried out by the platform (issue 38)', () => {
  it('holds a partial refund as pending, then follows the platform’s report to partially refunded and refunded', async () => {
    const id = await paidPayin(live);
    const before = await detailOf(owner, id);
    expect(before).toMatchObject({
      status: 'success',
      captured_minor: '12550',
      refunded_minor: '0',
      refundable_minor: '12550',
      operations_offered: { refund: { offered: true, why: null } },
    });

    const asked = await refund(owner, id, '5000', 'Damaged in transit');
    expect(asked.statusCode, asked.body).toBe(201);
    const operation = asked.json().data;
    expect(operation.attributes).toMatchObject({
      kind: 'refund',
      status: 'pending',
      amount_minor: '5000',
      currency: 'EUR',
      exponent: 2,
      reason: 'requested_by_customer',
      note: 'Damaged in transit',
      requested_via: 'console',
      // Live mode never settles by itself.
      settles_by_itself_at: null,
    });
    expect(operation.attributes.requested_by_name).toBeTruthy();
    expect(await detailOf(owner, id)).toMatchObject({
      status: 'success',
      refund_pending_minor: '5000',
      refundable_minor: '7550',
    });

    // The platform hears of it, carries it out, and reports it.
    const created = await eventsOf(live, id);
    expect(created.map((event) => event.attributes.event_type)).toEqual([
      'payment.created',
      'refund.created',
    ]);
    expect(created[1]?.attributes.operation?.id).toBe(operation.id);
    const read = await live.get(`/operations/${operation.id}`);
    expect(read.json().data.attributes).toMatchObject({ status: 'pending', requested_via: 'console' });
    const reported = await live.post(`/operations/${operation.id}/result`, { status: 'succeeded' });
    expect(reported.statusCode, reported.body).toBe(200);
    expect(await detailOf(owner, id)).toMatchObject({
      status: 'partially_refunded',
      refunded_minor: '5000',
      refund_pending_minor: '0',
      refundable_minor: '7550',
    });

    // The rest, reported by the platform as already made.
    const rest = await live.post(`/payments/${id}/refunds`, {
      amount_minor: '7550',
      reason: 'other',
      status: 'succeeded',
    });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().data.attributes).toMatchObject({ status: 'succeeded', requested_via: 'api' });
    const after = await detailOf(owner, id);
    expect(after).toMatchObject({
      status: 'refunded',
      refunded_minor: '12550',
      refundable_minor: '0',
      operations_offered: { refund: { offered: false, why: 'fully_refunded' } },
    });
    expect(after.status_history.map((step: { status: string }) => step.status)).toEqual([
      'success',
      'partially_refunded',
      'refunded',
    ]);
    const listed = (await owner.get(`/payments/${id}/operations`)).json().data;
    expect(listed.map((one: { attributes: { status: string } }) => one.attributes.status)).toEqual([
      'succeeded',
      'succeeded',
    ]);
    expect((await eventsOf(live, id)).map((event) => event.attributes.event_type)).toEqual([
      'payment.created',
      'refund.created',
      'refund.succeeded',
      'refund.created',
      'refund.succeeded',
    ]);
    const again = await refund(owner, id, '1');
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0]).toMatchObject({
      code: 'refund_not_offered',
      meta: { why: 'fully_refunded' },
    });
    const audit = (await owner.get('/audit-log?filter[action]=payment.refund_requested')).json().data;
    expect(audit[0]?.attributes).toMatchObject({ resource_type: 'payment', resource_id: id });
  });

  it('refuses more than is left, a payment that cannot be refunded, and other organisations’ payments', async () => {
    const id = await paidPayin(live);
    const over = await refund(owner, id, '12551');
    expect(over.statusCode).toBe(422);
    expect(over.json().errors[0]).toMatchObject({
      code: 'amount_exceeds_refundable',
      meta: { params: { refundable_minor: '12550' } },
    });
    const unpaid = await live.post('/payments', paymentBody({ status: 'processing' }));
    const notPaid = await refund(owner, unpaid.json().data.id, '100');
    expect(notPaid.json().errors[0]).toMatchObject({ code: 'refund_not_offered', meta: { why: 'not_paid' } });
    const payout = await paidPayin(live, { type: 'payout', method: 'wire' });
    const notPayin = await refund(owner, payout, '100');
    expect(notPayin.json().errors[0]).toMatchObject({ meta: { why: 'not_a_payin' } });
    for (const body of [
      { amount_minor: '0', reason: 'other' },
      { amount_minor: '12.50', reason: 'other' },
      { amount_minor: 100, reason: 'other' },
      { amount_minor: '100', reason: 'because' },
      { amount_minor: '100', reason: 'other', note: 'x'.repeat(501) },
      { amount_minor: '100', reason: 'other', surprise: true },
    ]) {
      const response = await owner.post(`/payments/${id}/refunds`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
    }
    // A refund is an operation on its pay-in: the platform cannot report one as a payment of its own any more.
    const asPayment = await live.post('/payments', paymentBody({ type: 'refund' }));
    expect(asPayment.statusCode).toBe(422);
    // The other mode's payment, and another organisation's, are not there.
    expect((await refund(testOwner, id, '100')).statusCode).toBe(404);
    const stranger = await organizationOwnedBy(
      await signedInUser(testApp, 'refunds-stranger@example.com'),
      'refunds-other',
    );
    expect((await refund(stranger.dashboard, id, '100')).statusCode).toBe(404);
    const strangerKey = (
      await platformKeyOf(testApp.app, stranger.dashboard, { mode: 'live', permissions: PERMISSIONS })
    ).platform;
    expect((await strangerKey.get(`/payments/${id}/operations`)).statusCode).toBe(404);
    const asked = await refund(owner, id, '100');
    const operationId = asked.json().data.id;
    expect((await strangerKey.get(`/operations/${operationId}`)).statusCode).toBe(404);
    expect(
      (await strangerKey.post(`/operations/${operationId}/result`, { status: 'failed' })).statusCode,
    ).toBe(404);
  });

  it('releases the amount of a refund that failed or was withdrawn, and settles nothing twice', async () => {
    const id = await paidPayin(live);
    const failing = (await refund(owner, id, '2000')).json().data.id;
    const withdrawn = (await refund(owner, id, '3000')).json().data.id;
    expect(await detailOf(owner, id)).toMatchObject({
      refund_pending_minor: '5000',
      refundable_minor: '7550',
    });

    const mismatch = await live.post(`/operations/${failing}/result`, {
      status: 'succeeded',
      failure_message: 'Not a failure',
    });
    expect(mismatch.statusCode).toBe(422);
    const early = await live.post(`/operations/${failing}/result`, {
      status: 'failed',
      at: '2001-01-01T00:00:00Z',
    });
    expect(codeOf(early)).toBe('result_time_before_request');
    const failed = await live.post(`/operations/${failing}/result`, {
      status: 'failed',
      failure_message: 'Card account closed',
    });
    expect(failed.json().data.attributes).toMatchObject({
      status: 'failed',
      failure_message: 'Card account closed',
    });
    const taken = await owner.post(`/payments/${id}/operations/${withdrawn}/withdraw`, {});
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().data.attributes.status).toBe('withdrawn');
    expect(await detailOf(owner, id)).toMatchObject({
      status: 'success',
      refunded_minor: '0',
      refund_pending_minor: '0',
      refundable_minor: '12550',
    });
    const late = await live.post(`/operations/${withdrawn}/result`, { status: 'succeeded' });
    expect(late.statusCode).toBe(409);
    expect(late.json().errors[0]).toMatchObject({
      code: 'operation_not_pending',
      meta: { current_status: 'withdrawn' },
    });
    // Withdrawing names the payment the operation is on: another payment's path answers 404.
    const other = await paidPayin(live);
    const pending = (await refund(owner, id, '100')).json().data.id;
    expect((await owner.post(`/payments/${other}/operations/${pending}/withdraw`, {})).statusCode).toBe(404);
    const events = (await eventsOf(live, id)).map((event) => event.attributes.event_type);
    expect(events).toContain('refund.failed');
    expect(events).toContain('refund.withdrawn');
    const audit = (await owner.get('/audit-log?filter[action]=payment.refund_withdrawn')).json().data;
    expect(audit).toHaveLength(1);
  });

  it('never lets twenty refunds asked for at once pass what was captured', async () => {
    const id = await paidPayin(live);
    const answers = await Promise.all(Array.from({ length: 20 }, () => refund(owner, id, '1000')));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(12);
    expect(statuses.filter((status) => status === 422)).toHaveLength(8);
    const [row] = await queryRows(
      testApp.database.db,
      sql`select refund_pending_minor::text as pending, captured_minor::text as captured,
            (select sum(amount_minor)::text from payment_operations where payment_id = ${id} and status = 'pending')
              as held
          from payments where id = ${id}`,
    );
    expect(row).toEqual({ pending: '12000', captured: '12550', held: '12000' });
  });

  it('records a refund the platform made earlier at its own time, never before the payment’s last step', async () => {
    const paidAt = new Date(Date.now() - 3_600_000).toISOString();
    const id = await paidPayin(live, { created_at: paidAt });
    const refundedAt = new Date(Date.now() - 1_800_000).toISOString();
    const made = await live.post(`/payments/${id}/refunds`, {
      amount_minor: '550',
      reason: 'duplicate',
      status: 'succeeded',
      at: refundedAt,
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data.attributes).toMatchObject({ created_at: refundedAt, settled_at: refundedAt });
    const before = await live.post(`/payments/${id}/refunds`, {
      amount_minor: '1',
      reason: 'other',
      status: 'succeeded',
      at: new Date(Date.now() - 7_200_000).toISOString(),
    });
    expect(codeOf(before)).toBe('refund_time_before_payment');
    const pendingWithTime = await live.post(`/payments/${id}/refunds`, {
      amount_minor: '1',
      reason: 'other',
      at: refundedAt,
    });
    expect(codeOf(pendingWithTime)).toBe('at_unexpected');
  });

  it('answers every refund, report and withdrawal sent at once, alongside new payments: none fails for a lock', async () => {
    // The lock orders of ADR 0104: a deadlock would answer 500 in some round on PostgreSQL.
    for (let round = 0; round < 5; round += 1) {
      const payins = await Promise.all([paidPayin(live), paidPayin(live), paidPayin(live)]);
      const held = await Promise.all(payins.map((id) => refund(owner, id, '100')));
      const calls = [
        ...payins.map((id) => refund(owner, id, '200')),
        ...payins.map((id, index) =>
          owner.post(`/payments/${id}/operations/${held[index]?.json().data.id}/withdraw`, {}),
        ),
        ...payins.map((id) =>
          live.post(`/payments/${id}/refunds`, { amount_minor: '300', reason: 'other', status: 'succeeded' }),
        ),
        ...payins.map(() => live.post('/payments', paymentBody({ status: 'success' }))),
      ];
      const statuses = (await Promise.all(calls)).map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
      expect(statuses.every((status) => status === 200 || status === 201)).toBe(true);
    }
  });

  it('holds the invariants in the database itself, whoever writes', async () => {
    const id = await paidPayin(live);
    for (const change of [
      sql`update payments set refunded_minor = 12551 where id = ${id}`,
      sql`update payments set refund_pending_minor = 6000, refunded_minor = 6551 where id = ${id}`,
      sql`update payments set captured_minor = 12551 where id = ${id}`,
      sql`update payments set refund_pending_minor = -1 where id = ${id}`,
    ]) {
      const refused = await testApp.database.db.execute(change).then(
        () => 'written',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
      expect(refused).toContain('payments_operation_money');
    }
  });
});

describe('a live refund left pending', () => {
  it('needs attention after seven days: the grid’s filter finds its payment', async () => {
    const id = await paidPayin(live);
    const operationId = (await refund(owner, id, '300')).json().data.id;
    const flagged = async () =>
      (
        (await owner.get('/payments?filter[needs_attention]=on&page[size]=100')).json().data as {
          id: string;
        }[]
      ).map((row) => row.id);
    expect(await flagged()).not.toContain(id);
    await testApp.database.db.execute(
      sql`update payment_operations set created_at = now() - interval '8 days', sent_at = now() - interval '8 days' where id = ${operationId}`,
    );
    expect(await flagged()).toContain(id);
    await live.post(`/operations/${operationId}/result`, { status: 'succeeded' });
    expect(await flagged()).not.toContain(id);
  });
});

describe('test mode’s sandbox', () => {
  it('settles a refund by itself when no endpoint listens, and leaves it to the platform when one does', async () => {
    const id = await paidPayin(sandbox);
    const asked = await refund(testOwner, id, '1250');
    const operation = asked.json().data;
    expect(operation.attributes.settles_by_itself_at).not.toBeNull();
    expect(Date.parse(operation.attributes.settles_by_itself_at)).toBeGreaterThan(Date.now());
    // Not yet due: nothing happens.
    await settleSandboxOperations(testApp.database.db, { at: new Date() });
    expect((await detailOf(testOwner, id)).refund_pending_minor).toBe('1250');
    const settled = await settleSandboxOperations(testApp.database.db, { at: new Date(Date.now() + 60_000) });
    expect(settled).toBeGreaterThanOrEqual(1);
    expect(await detailOf(testOwner, id)).toMatchObject({
      status: 'partially_refunded',
      refunded_minor: '1250',
    });
    expect((await sandbox.get(`/operations/${operation.id}`)).json().data.attributes).toMatchObject({
      status: 'succeeded',
      settles_by_itself_at: null,
    });

    const endpoint = await owner.post('/organization/webhook-endpoints', {
      url: 'http://127.0.0.1:9/refunds',
      mode: 'test',
      event_types: ['refund.created'],
      password: TEST_PASSWORD,
    });
    expect(endpoint.statusCode, endpoint.body).toBe(201);
    const heard = (await refund(testOwner, id, '1250')).json().data;
    expect(heard.attributes.settles_by_itself_at).toBeNull();
    await settleSandboxOperations(testApp.database.db, { at: new Date(Date.now() + 60_000) });
    expect((await sandbox.get(`/operations/${heard.id}`)).json().data.attributes.status).toBe('pending');
  });
});

describe('the dashboard home counts refunds as operations', () => {
  it('keeps a refunded pay-in in money in and takes its refunds from the net', async () => {
    const home = async () =>
      (await owner.get('/dashboard/home'))
        .json()
        .data.attributes.flows.find((flow: { currency: string }) => flow.currency === 'EUR');
    const before = await home();
    const id = await paidPayin(live);
    const asked = (await refund(owner, id, '4000')).json().data.id;
    await live.post(`/operations/${asked}/result`, { status: 'succeeded' });
    const after = await home();
    expect(BigInt(after.payin.amount_minor) - BigInt(before?.payin.amount_minor ?? '0')).toBe(12550n);
    expect(BigInt(after.refund.amount_minor) - BigInt(before?.refund.amount_minor ?? '0')).toBe(4000n);
    expect(BigInt(after.net_minor) - BigInt(before?.net_minor ?? '0')).toBe(8550n);
    const [rollup] = await queryRows(
      testApp.database.db,
      sql`select sum(count)::int as n from payment_operation_rollup_quarters where organization_id = ${organizationId}`,
    );
    const [rows] = await queryRows(
      testApp.database.db,
      sql`select count(*)::int as n from payment_operations
          where organization_id = ${organizationId} and status = 'succeeded'`,
    );
    expect(rollup?.n).toBe(rows?.n);
  });
});
