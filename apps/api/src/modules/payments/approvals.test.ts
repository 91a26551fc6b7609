import { API_KEY_PERMISSIONS, APPROVAL_WAIT_MS } from '@paygrid/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import type { ApiClient } from '../../test/client';
import { type MailCatcher, startMailCatcher } from '../../test/mail-catcher';
import { joinedMember, organizationOwnedBy } from '../../test/organizations';
import { type PlatformClient, paymentBody, platformKeyOf } from '../../test/platform';
import { testSystemTrail } from '../../test/system-trail';
import { turnOnTwoFactor } from '../../test/two-factor';
import { signedInUser, TEST_PASSWORD } from '../../test/users';
import { expireApprovals } from './decide-operations';
import { settleSandboxOperations } from './settle-operations';

/** Issue 38, slice 3: four-eyes approval of operations (decision 0106). */

let catcher: MailCatcher;
let testApp: TestApp;
let owner: ApiClient;
let admin: ApiClient;
let member: ApiClient;
let live: PlatformClient;

beforeAll(async () => {
  catcher = await startMailCatcher();
  testApp = await createTestApp({ SMTP_URL: catcher.url });
  owner = (
    await organizationOwnedBy(await signedInUser(testApp, 'approvals-owner@example.com'), 'approvals-co')
  ).dashboard;
  admin = await joinedMember(testApp, catcher, owner, 'approvals-admin@example.com', 'admin');
  member = await joinedMember(testApp, catcher, owner, 'approvals-member@example.com', 'member');
  live = (await platformKeyOf(testApp.app, owner, { mode: 'live', permissions: [...API_KEY_PERMISSIONS] }))
    .platform;
  // Above 50.00 EUR an operation needs a second person; USD has no amount, so never does.
  const set = await owner.put('/organization/approval-thresholds', {
    thresholds: [{ currency: 'EUR', amount_minor: '5000' }],
    password: TEST_PASSWORD,
  });
  expect(set.statusCode, set.body).toBe(200);
});
afterAll(async () => {
  await testApp.close();
  await catcher.close();
});

const errorOf = (response: { json(): { errors: Array<{ code: string }> } }) => response.json().errors[0];

/** A paid card pay-in of 100.00 in the currency, reported by the platform. */
async function paidPayIn(currency = 'EUR', platform = live): Promise<string> {
  const response = await platform.post(
    '/payments',
    paymentBody({ status: 'success', amount_minor: '10000', currency }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

const refund = (client: ApiClient, id: string, amount: string, proof: Record<string, string> = {}) =>
  client.post(`/payments/${id}/refunds`, { amount_minor: amount, reason: 'requested_by_customer', ...proof });
const decide = (
  client: ApiClient,
  id: string,
  operationId: string,
  how: 'approve' | 'reject',
  body?: object,
) =>
  client.post(
    `/payments/${id}/operations/${operationId}/${how}`,
    body ?? (how === 'approve' ? {} : undefined),
  );

async function refundOf(client: ApiClient, id: string, amount: string, proof: Record<string, string> = {}) {
  const response = await refund(client, id, amount, proof);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; attributes: Record<string, unknown> };
}

const moneyOf = async (id: string) => (await owner.get(`/payments/${id}`)).json().data.attributes;
const platformSees = async (id: string) =>
  (await live.get(`/payments/${id}/operations`)).json().data.map((row: { id: string }) => row.id);
const eventsOf = async (id: string) =>
  (
    (await live.get('/events?limit=100')).json().data as Array<{
      attributes: { event_type: string; payment: { id: string } };
    }>
  )
    .filter((event) => event.attributes.payment.id === id)
    .map((event) => event.attributes.event_type);

async function auditOf(action: string) {
  const list = (await owner.get(`/audit-log?filter[action]=${action}`)).json().data as Array<{ id: string }>;
  return Promise.all(
    list.map(async (row) => (await owner.get(`/audit-log/${row.id}`)).json().data.attributes),
  );
}

describe('who waits for approval', () => {
  it('a member’s request always waits, counts against what the console may ask, and the platform hears nothing of it', async () => {
    const id = await paidPayIn('USD');
    const asked = await refundOf(member, id, '1000');
    expect(asked.attributes).toMatchObject({
      status: 'awaiting_approval',
      requested_by_name: expect.any(String),
      decided_by_name: null,
      settles_by_itself_at: null,
    });
    const expires = Date.parse(String(asked.attributes.approval_expires_at));
    expect(
      Math.abs(expires - (Date.parse(String(asked.attributes.created_at)) + APPROVAL_WAIT_MS)),
    ).toBeLessThan(1000);
    expect(await moneyOf(id)).toMatchObject({ refund_pending_minor: '1000', refundable_minor: '9000' });
    // It holds nothing on the payment the platform sees.
    expect((await live.get(`/payments/${id}`)).json().data.attributes).toMatchObject({
      refund_pending_minor: '0',
    });
    expect(await platformSees(id)).toEqual([]);
    expect((await live.get(`/operations/${asked.id}`)).statusCode).toBe(404);
    expect(await eventsOf(id)).toEqual(['payment.created']);
    // A result reported for it is refused as for any unknown id: it is not the platform's yet.
    const early = await live.post(`/operations/${asked.id}/result`, { status: 'succeeded' });
    expect(early.statusCode).toBe(404);
    // What it asks counts in the console: no second request can pass what is left.
    const over = await refund(member, id, '9001');
    expect(errorOf(over)).toMatchObject({ code: 'amount_exceeds_refundable' });
    const [entry] = await auditOf('payment.refund_requested');
    expect(entry.details).toMatchObject({ operation_id: asked.id, awaiting_approval: true });
  });

  it('an owner or admin acts at once up to the amount of the currency, and a currency without one never waits', async () => {
    const euros = await paidPayIn('EUR');
    const atTheAmount = await refundOf(admin, euros, '5000');
    expect(atTheAmount.attributes.status).toBe('pending');
    expect(await platformSees(euros)).toEqual([atTheAmount.id]);
    const dollars = await paidPayIn('USD');
    expect((await refundOf(owner, dollars, '10000')).attributes.status).toBe('pending');
  });

  it('above the amount, an owner or admin proves it is them and the request still waits for another', async () => {
    const id = await paidPayIn('EUR');
    const unproven = await refund(admin, id, '5001');
    expect(unproven.statusCode).toBe(422);
    expect(errorOf(unproven)).toMatchObject({
      code: 'approval_proof_required',
      source: { pointer: '/password' },
    });
    const wrong = await refund(admin, id, '5001', { password: 'not-the-password' });
    expect(errorOf(wrong)).toMatchObject({ code: 'invalid_password' });
    expect(await moneyOf(id)).toMatchObject({ refund_pending_minor: '0' });
    const asked = await refundOf(admin, id, '5001', { password: TEST_PASSWORD });
    expect(asked.attributes.status).toBe('awaiting_approval');
  });

  it('the platform API never waits, whatever the amount', async () => {
    const id = await paidPayIn('EUR');
    const response = await live.post(`/payments/${id}/refunds`, {
      amount_minor: '9000',
      reason: 'requested_by_customer',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.attributes.status).toBe('pending');
  });
});

describe('approving and rejecting', () => {
  it('another owner or admin approves with the password; the platform hears of it then and settles it', async () => {
    const id = await paidPayIn('EUR');
    const asked = await refundOf(admin, id, '6000', { password: TEST_PASSWORD });
    // Never the asker, whatever the role; never a member (the access matrix covers the roles).
    const own = await decide(admin, id, asked.id, 'approve', { password: TEST_PASSWORD });
    expect(own.statusCode).toBe(403);
    expect(errorOf(own)).toMatchObject({ code: 'own_request' });
    expect((await decide(member, id, asked.id, 'approve', { password: TEST_PASSWORD })).statusCode).toBe(403);
    const unproven = await decide(owner, id, asked.id, 'approve', { password: 'not-the-password' });
    expect(errorOf(unproven)).toMatchObject({ code: 'invalid_password' });
    expect(await platformSees(id)).toEqual([]);

    const approved = await decide(owner, id, asked.id, 'approve', { password: TEST_PASSWORD });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.attributes).toMatchObject({
      status: 'pending',
      decided_by_name: expect.any(String),
      decided_at: expect.any(String),
    });
    expect(await platformSees(id)).toEqual([asked.id]);
    expect(await eventsOf(id)).toEqual(['payment.created', 'refund.created']);
    const again = await decide(owner, id, asked.id, 'approve', { password: TEST_PASSWORD });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({ code: 'operation_not_awaiting_approval' });

    const result = await live.post(`/operations/${asked.id}/result`, { status: 'succeeded' });
    expect(result.statusCode, result.body).toBe(200);
    expect(await moneyOf(id)).toMatchObject({ refunded_minor: '6000', status: 'partially_refunded' });
    const [entry] = await auditOf('payment.refund_approved');
    expect(entry).toMatchObject({
      details: { operation_id: asked.id, amount_minor: '6000', currency: 'EUR' },
    });
  });

  it('an approver with 2FA on proves it with a code as well as the password', async () => {
    const guarded = await joinedMember(testApp, catcher, owner, 'approvals-2fa-admin@example.com', 'admin');
    const { codeNow } = await turnOnTwoFactor(guarded);
    const id = await paidPayIn('EUR');
    const asked = await refundOf(member, id, '1500');
    const passwordOnly = await decide(guarded, id, asked.id, 'approve', { password: TEST_PASSWORD });
    expect(passwordOnly.statusCode).toBe(422);
    expect(errorOf(passwordOnly)).toMatchObject({ source: { pointer: '/code' } });
    const wrongCode = await decide(guarded, id, asked.id, 'approve', {
      password: TEST_PASSWORD,
      code: '000000',
    });
    expect(wrongCode.statusCode).toBe(422);
    expect(errorOf(wrongCode)).toMatchObject({ source: { pointer: '/code' } });
    expect(await platformSees(id)).toEqual([]);
    const approved = await decide(guarded, id, asked.id, 'approve', {
      password: TEST_PASSWORD,
      code: codeNow(),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await platformSees(id)).toEqual([asked.id]);
  });

  it('a rejection ends the request and tells the platform nothing', async () => {
    const id = await paidPayIn('EUR');
    const asked = await refundOf(member, id, '2000');
    const own = await decide(member, id, asked.id, 'reject');
    expect(own.statusCode).toBe(403);
    const rejected = await decide(admin, id, asked.id, 'reject');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data.attributes).toMatchObject({
      status: 'rejected',
      decided_by_name: expect.any(String),
    });
    expect(await moneyOf(id)).toMatchObject({ refund_pending_minor: '0', refundable_minor: '10000' });
    expect(await eventsOf(id)).toEqual(['payment.created']);
    const approveLate = await decide(owner, id, asked.id, 'approve', { password: TEST_PASSWORD });
    expect(errorOf(approveLate)).toMatchObject({ code: 'operation_not_awaiting_approval' });
    expect((await auditOf('payment.refund_rejected')).map((entry) => entry.details.operation_id)).toContain(
      asked.id,
    );
  });

  it('a member withdraws only their own request while it waits', async () => {
    const id = await paidPayIn('EUR');
    const admins = await refundOf(admin, id, '6000', { password: TEST_PASSWORD });
    const notTheirs = await member.post(`/payments/${id}/operations/${admins.id}/withdraw`);
    expect(notTheirs.statusCode).toBe(403);
    expect(errorOf(notTheirs)).toMatchObject({ code: 'not_your_request' });
    const theirs = await refundOf(member, id, '1000');
    const withdrawn = await member.post(`/payments/${id}/operations/${theirs.id}/withdraw`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().data.attributes.status).toBe('withdrawn');
    expect(await moneyOf(id)).toMatchObject({ refund_pending_minor: '6000' });
    // Once approved it is the platform's: a member no longer takes it back.
    const approved = await refundOf(member, id, '500');
    await decide(owner, id, approved.id, 'approve', { password: TEST_PASSWORD });
    expect((await member.post(`/payments/${id}/operations/${approved.id}/withdraw`)).statusCode).toBe(403);
    expect(await eventsOf(id)).toEqual(['payment.created', 'refund.created']);
  });
});

describe('expiry', () => {
  it('a request unapproved for seven days expires, no longer counts, and Paygrid records it', async () => {
    const id = await paidPayIn('EUR');
    const asked = await refundOf(member, id, '3000');
    const trail = testSystemTrail();
    expect(
      await expireApprovals(testApp.database.db, trail, {
        at: new Date(Date.now() + APPROVAL_WAIT_MS - 60_000),
      }),
    ).toBe(0);
    // Past its time but before a sweep, it can no longer be approved.
    await testApp.database.db.execute(
      sql`update payment_operations set approval_expires_at = now() - interval '1 second' where id = ${asked.id}`,
    );
    const late = await decide(owner, id, asked.id, 'approve', { password: TEST_PASSWORD });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late)).toMatchObject({ code: 'approval_expired' });
    // Nor is it listed among what waits.
    const waiting = (await owner.get('/approvals?page[size]=100'))
      .json()
      .data.map((row: { id: string }) => row.id);
    expect(waiting).not.toContain(asked.id);
    expect(await expireApprovals(testApp.database.db, trail)).toBe(1);
    const [operation] = (await owner.get(`/payments/${id}/operations`)).json().data;
    expect(operation.attributes).toMatchObject({ status: 'expired', settled_at: expect.any(String) });
    expect(await moneyOf(id)).toMatchObject({ refund_pending_minor: '0', refundable_minor: '10000' });
    const [entry] = await auditOf('payment.refund_expired');
    expect(entry).toMatchObject({
      actor_type: 'system',
      actor_name: 'Paygrid',
      details: { operation_id: asked.id },
    });
    expect(await eventsOf(id)).toEqual(['payment.created']);
  });
});

describe('test mode', () => {
  it('the sandbox settles an approved request only once it is approved', async () => {
    const testOwner = owner.on(owner.host);
    testOwner.cookies.set('testMode', '1');
    const testMember = member.on(member.host);
    testMember.cookies.set('testMode', '1');
    const sandbox = (
      await platformKeyOf(testApp.app, owner, { mode: 'test', permissions: [...API_KEY_PERMISSIONS] })
    ).platform;
    const id = await paidPayIn('EUR', sandbox);
    const asked = await refundOf(testMember, id, '1000');
    expect(asked.attributes.settles_by_itself_at).toBeNull();
    expect(await settleSandboxOperations(testApp.database.db, { at: new Date(Date.now() + 3_600_000) })).toBe(
      0,
    );
    const approved = await decide(testOwner, id, asked.id, 'approve', { password: TEST_PASSWORD });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.attributes.settles_by_itself_at).toEqual(expect.any(String));
    expect(await settleSandboxOperations(testApp.database.db, { at: new Date(Date.now() + 3_600_000) })).toBe(
      1,
    );
    const [operation] = (await testOwner.get(`/payments/${id}/operations`)).json().data;
    expect(operation.attributes.status).toBe('succeeded');
  });
});

describe('the Approvals page', () => {
  it('lists what waits in the console’s mode, the soonest to expire first, to everyone in the organisation', async () => {
    const id = await paidPayIn('EUR');
    const first = await refundOf(member, id, '100');
    const second = await refundOf(admin, id, '5500', { password: TEST_PASSWORD });
    const decided = await refundOf(member, id, '200');
    await decide(owner, id, decided.id, 'reject');
    const listed = await member.get('/approvals?filter[kind]=refund&page[size]=100');
    expect(listed.statusCode, listed.body).toBe(200);
    const rows = listed.json().data as Array<{ id: string; attributes: Record<string, unknown> }>;
    const ids = rows.map((row) => row.id);
    expect(ids).toContain(first.id);
    expect(ids).not.toContain(decided.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(rows.find((row) => row.id === second.id)?.attributes).toMatchObject({
      payment_id: id,
      kind: 'refund',
      amount_minor: '5500',
      currency: 'EUR',
      exponent: 2,
      requested_by: expect.any(String),
      approval_expires_at: second.attributes.approval_expires_at,
    });
    const testMember = member.on(member.host);
    testMember.cookies.set('testMode', '1');
    const inTest = (await testMember.get('/approvals?page[size]=100'))
      .json()
      .data.map((row: { id: string }) => row.id);
    expect(inTest).not.toContain(first.id);
    const csv = await owner.get('/approvals/export.csv?filter[kind]=refund');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toContain('55.00');
  });
});

describe('the payment changes while a request waits', () => {
  async function payout(): Promise<string> {
    // In USD, which has no approval amount: an owner's cancellation goes to the platform at once.
    const response = await live.post(
      '/payments',
      paymentBody({ type: 'payout', method: 'wire', currency: 'USD' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id;
  }
  const cancelAsMember = async (id: string) => {
    const asked = await member.post(`/payments/${id}/cancellations`, { reason: 'requested_by_customer' });
    expect(asked.json().data.attributes.status).toBe('awaiting_approval');
    return asked.json().data.id as string;
  };

  it('a payout the platform paid meanwhile can no longer be cancelled by approving: 409, nothing sent', async () => {
    const id = await payout();
    const asked = await cancelAsMember(id);
    expect((await live.post(`/payments/${id}/status`, { status: 'success' })).statusCode).toBe(200);
    const approved = await decide(owner, id, asked, 'approve', { password: TEST_PASSWORD });
    expect(approved.statusCode).toBe(409);
    expect(errorOf(approved)).toMatchObject({ code: 'operation_no_longer_fits' });
    expect(await eventsOf(id)).toEqual(['payment.created', 'payment.status_changed']);
    // The approver rejects it instead.
    expect((await decide(owner, id, asked, 'reject')).statusCode).toBe(200);
    expect(await moneyOf(id)).toMatchObject({ cancellation_pending: false, status: 'success' });
  });

  it('a waiting refund never binds the platform: its own refund of everything passes, and the request no longer fits', async () => {
    const id = await paidPayIn('EUR');
    const asked = await refundOf(member, id, '6000');
    const own = await live.post(`/payments/${id}/refunds`, { amount_minor: '10000', reason: 'duplicate' });
    expect(own.statusCode, own.body).toBe(201);
    expect(
      (await live.post(`/operations/${own.json().data.id}/result`, { status: 'succeeded' })).statusCode,
    ).toBe(200);
    const approved = await decide(owner, id, asked.id, 'approve', { password: TEST_PASSWORD });
    expect(approved.statusCode).toBe(409);
    expect(errorOf(approved)).toMatchObject({ code: 'operation_no_longer_fits', detail: 'fully_refunded' });
    expect((await decide(owner, id, asked.id, 'reject')).statusCode).toBe(200);
    expect(await moneyOf(id)).toMatchObject({
      status: 'refunded',
      refunded_minor: '10000',
      refund_pending_minor: '0',
    });
  });

  it('a waiting cancellation lets the platform capture, and once approved releases only what is left', async () => {
    const created = await live.post(
      '/payments',
      paymentBody({ status: 'authorized', method: 'card', amount_minor: '10000', currency: 'USD' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as string;
    const asked = await cancelAsMember(id);
    const capture = await live.post(`/payments/${id}/captures`, { amount_minor: '3000' });
    expect(capture.statusCode, capture.body).toBe(201);
    const captured = await live.post(`/operations/${capture.json().data.id}/result`, { status: 'succeeded' });
    expect(captured.statusCode, captured.body).toBe(200);
    const approved = await decide(owner, id, asked, 'approve', { password: TEST_PASSWORD });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.attributes).toMatchObject({ status: 'pending', amount_minor: '7000' });
    expect((await live.get(`/payments/${id}`)).json().data.attributes).toMatchObject({
      captured_minor: '3000',
      cancellation_pending: true,
    });
  });

  it('a cancellation never succeeds on a payout the platform cancelled itself', async () => {
    const id = await payout();
    const asked = await owner.post(`/payments/${id}/cancellations`, { reason: 'requested_by_customer' });
    expect(asked.json().data.attributes.status).toBe('pending');
    expect((await live.post(`/payments/${id}/status`, { status: 'cancelled' })).statusCode).toBe(200);
    const result = await live.post(`/operations/${asked.json().data.id}/result`, { status: 'succeeded' });
    expect(result.statusCode).toBe(409);
    expect(errorOf(result)).toMatchObject({ code: 'cancellation_too_late' });
  });

  it('a member withdrawing their own request that was rejected meanwhile hears 409, not 403', async () => {
    const id = await paidPayIn('EUR');
    const asked = await refundOf(member, id, '700');
    await decide(owner, id, asked.id, 'reject');
    const late = await member.post(`/payments/${id}/operations/${asked.id}/withdraw`);
    expect(late.statusCode).toBe(409);
  });

  it('an approval refused before the proof spends nothing: the asker hears own_request whatever the password', async () => {
    const id = await paidPayIn('EUR');
    const asked = await refundOf(admin, id, '6000', { password: TEST_PASSWORD });
    const own = await decide(admin, id, asked.id, 'approve', { password: 'not-the-password' });
    expect(errorOf(own)).toMatchObject({ code: 'own_request' });
  });
});
