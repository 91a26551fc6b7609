import { WEBHOOK_RETRY_DELAYS_MS } from '@paygrid/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows';
import { createTestApp, TEST_SECRETS_KEY, type TestApp } from '../../test/app';
import type { ApiClient } from '../../test/client';
import { organizationOwnedBy } from '../../test/organizations';
import { type PlatformClient, paymentBody, platformKeyOf } from '../../test/platform';
import { signedInUser, TEST_PASSWORD } from '../../test/users';
import { WebhookReceiver } from '../../test/webhook-receiver';
import { keyringFrom } from '../auth/secret-box';
import { httpConnector } from './connector';
import { drainWebhooks, type WebhookWorkerDeps } from './deliver';
import { pruneWebhookDeliveries } from './retention';
import { systemResolver } from './target';

let testApp: TestApp;
let owner: ApiClient;
/** The owner with the console in test mode, where the test key's deliveries are logged. */
let testConsole: ApiClient;
let platform: PlatformClient;
const receiver = new WebhookReceiver();

beforeAll(async () => {
  testApp = await createTestApp({ WEBHOOKS_ALLOW_PRIVATE: 'true' });
  owner = (await organizationOwnedBy(await signedInUser(testApp, 'hooks-owner@example.com'), 'hooks-co'))
    .dashboard;
  ({ platform } = await platformKeyOf(testApp.app, owner));
  testConsole = owner.on('hooks-co.app.localhost:3000');
  testConsole.cookies.set('testMode', '1');
  await receiver.start();
});
afterAll(async () => {
  await testApp.close();
  await receiver.stop();
});

/** The worker as every server runs it, with the jitter fixed at the middle: each delay is exactly as declared. */
const worker = (): WebhookWorkerDeps => ({
  db: testApp.database.db,
  ring: keyringFrom(TEST_SECRETS_KEY),
  policy: { allowPrivate: true, resolve: systemResolver },
  connect: httpConnector,
  dashboard: { protocol: 'http:', appHost: 'app.localhost:3000' },
  jitter: () => 0.5,
});

async function addEndpoint(overrides: Record<string, unknown> = {}) {
  const response = await owner.post('/organization/webhook-endpoints', {
    url: receiver.url(),
    description: 'Order service',
    mode: 'test',
    event_types: ['payment.created', 'payment.status_changed'],
    password: TEST_PASSWORD,
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  const { data, meta } = response.json() as { data: { id: string }; meta: { secret: string } };
  return { id: data.id, secret: meta.secret };
}

async function deliveriesOf(endpointId: string) {
  return queryRows(
    testApp.database.db,
    sql`select * from webhook_deliveries where endpoint_id = ${endpointId} order by created_at, id`,
  );
}

async function createPayment(): Promise<string> {
  const response = await platform.post('/payments', paymentBody());
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

const deleteEndpoint = (id: string) => owner.delete(`/organization/webhook-endpoints/${id}`);

describe('webhooks to a platform’s receiver (issue 37)', () => {
  it('delivers each event it subscribes to, signed: the standardwebhooks library verifies every one', async () => {
    const endpoint = await addEndpoint({ event_types: ['payment.created'] });
    receiver.secrets = [endpoint.secret];
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const paymentId = await createPayment();
    await platform.post(`/payments/${paymentId}/status`, { status: 'processing' });
    await drainWebhooks(worker());

    const mine = receiver.received.filter((message) => message.body.includes(paymentId));
    expect(mine.map((message) => message.type)).toEqual(['payment.created']);
    expect(mine[0]?.verifiedWith).toEqual([endpoint.secret]);
    const body = JSON.parse(mine[0]?.body ?? '{}');
    expect(body).toMatchObject({
      type: 'payment.created',
      data: { mode: 'test', payment: { id: paymentId } },
    });
    expect(mine[0]?.headers['webhook-id']).toBe(`msg_${body.data.id.replaceAll('-', '')}`);

    const log = await testConsole.get('/webhook-deliveries?filter[event_type]=payment.created');
    expect(log.statusCode).toBe(200);
    const row = log
      .json()
      .data.find(
        (entry: { attributes: { endpoint_id: string } }) => entry.attributes.endpoint_id === endpoint.id,
      );
    expect(row.attributes).toMatchObject({
      status: 'succeeded',
      attempts: 1,
      last_response_status: 200,
      next_attempt_at: null,
      endpoint_url: receiver.url(),
    });
    const detail = (await testConsole.get(`/webhook-deliveries/${row.id}`)).json().data.attributes;
    expect(detail.payload).toBe(mine[0]?.body);
    expect(detail.attempt_list).toHaveLength(1);
    expect(detail.attempt_list[0]).toMatchObject({
      response_status: 200,
      response_excerpt: 'ok',
      error: null,
    });
    expect(detail.attempt_list[0].request_headers['webhook-signature']).toMatch(/^v1,/);
    await deleteEndpoint(endpoint.id);
  });

  it('retries a failing receiver on the declared schedule, then disables the endpoint and mails its owners', async () => {
    const endpoint = await addEndpoint({ event_types: ['payment.created'] });
    receiver.secrets = [endpoint.secret];
    receiver.answer = { status: 503, body: 'down for maintenance' };
    await createPayment();
    let now = new Date();
    await drainWebhooks(worker(), { at: now });
    const gaps: number[] = [];
    for (;;) {
      const [delivery] = await deliveriesOf(endpoint.id);
      if (delivery?.status !== 'pending') break;
      const next = new Date(delivery.next_attempt_at as string | Date);
      if (process.env.DEBUG_HOOKS)
        console.log(
          delivery.status,
          delivery.attempts,
          delivery.scheduled_attempts,
          delivery.claim,
          next.toISOString(),
          now.toISOString(),
        );
      // A moment before it is due, nothing is attempted.
      const attemptsBefore = Number(delivery.attempts);
      await drainWebhooks(worker(), { at: new Date(next.getTime() - 1000) });
      expect(Number((await deliveriesOf(endpoint.id))[0]?.attempts)).toBe(attemptsBefore);
      gaps.push(next.getTime() - now.getTime());
      now = next;
      await drainWebhooks(worker(), { at: now });
    }
    expect(gaps).toEqual(WEBHOOK_RETRY_DELAYS_MS);
    const [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({ status: 'failed', attempts: WEBHOOK_RETRY_DELAYS_MS.length + 1 });

    const [stored] = (await owner.get('/organization/webhook-endpoints'))
      .json()
      .data.filter((entry: { id: string }) => entry.id === endpoint.id);
    expect(stored.attributes).toMatchObject({ enabled: false, disabled_reason: 'failing' });
    const mails = await queryRows(
      testApp.database.db,
      sql`select recipient, subject from mail_outbox where subject like ${'Webhooks of %disabled%'}`,
    );
    expect(mails).toContainEqual({
      recipient: 'hooks-owner@example.com',
      subject: expect.stringContaining(receiver.url()),
    });
    const audit = await owner.get('/audit-log?filter[action]=webhook_endpoint.disabled');
    expect(audit.json().data[0].attributes).toMatchObject({ actor_type: 'system', actor_name: 'Paygrid' });

    // The receiver is back: one delivery resent by hand goes out although the endpoint is still off.
    receiver.answer = { status: 200, body: 'ok' };
    const resent = await testConsole.post(`/webhook-deliveries/${delivery?.id}/resend`, {});
    expect(resent.statusCode).toBe(202);
    const before = receiver.received.length;
    await drainWebhooks(worker(), { at: now });
    expect(receiver.received.length).toBe(before + 1);
    expect(receiver.received.at(-1)?.verifiedWith).toEqual([endpoint.secret]);
    const detail = (await testConsole.get(`/webhook-deliveries/${delivery?.id}`)).json().data.attributes;
    expect(detail).toMatchObject({ status: 'succeeded', attempts: WEBHOOK_RETRY_DELAYS_MS.length + 2 });
    expect(detail.attempt_list[0]).toMatchObject({ manual: true, response_status: 200 });
    expect(detail.attempt_list[1]).toMatchObject({
      manual: false,
      response_status: 503,
      error: 'The endpoint answered 503',
      error_code: 'http_status',
    });
    expect(detail.attempt_list[1].response_excerpt).toBe('down for maintenance');
    await deleteEndpoint(endpoint.id);
  });

  it('resends every failed delivery since a time, once each', async () => {
    const endpoint = await addEndpoint({ event_types: ['payment.created'] });
    receiver.secrets = [endpoint.secret];
    const since = new Date(Date.now() - 1000).toISOString();
    await createPayment();
    await createPayment();
    await testApp.database.db.execute(
      sql`update webhook_deliveries set status = 'failed' where endpoint_id = ${endpoint.id}`,
    );
    // Fanned out already? The cursor makes sure a second fan-out adds nothing.
    await drainWebhooks(worker());
    const answer = await owner.post(`/organization/webhook-endpoints/${endpoint.id}/resend-failed`, {
      since,
    });
    expect(answer.json()).toEqual({ meta: { resent: 0 } });
    await testApp.database.db.execute(
      sql`update webhook_deliveries set status = 'failed' where endpoint_id = ${endpoint.id}`,
    );
    const again = await owner.post(`/organization/webhook-endpoints/${endpoint.id}/resend-failed`, { since });
    expect(again.json()).toEqual({ meta: { resent: 2 } });
    const before = receiver.received.length;
    await drainWebhooks(worker());
    expect(receiver.received.length).toBe(before + 2);
    expect((await deliveriesOf(endpoint.id)).map((row) => row.status)).toEqual(['succeeded', 'succeeded']);
    await deleteEndpoint(endpoint.id);
  });

  it('signs with both secrets during a rotation’s overlap, and with the new one alone after it', async () => {
    const endpoint = await addEndpoint({ event_types: ['payment.created'] });
    const rotated = await owner.post(`/organization/webhook-endpoints/${endpoint.id}/rotate-secret`, {
      overlap_hours: 24,
      password: TEST_PASSWORD,
    });
    expect(rotated.statusCode).toBe(200);
    const newSecret: string = rotated.json().meta.secret;
    expect(rotated.json().data.attributes.previous_secret_expires_at).not.toBeNull();
    receiver.secrets = [endpoint.secret, newSecret];
    await createPayment();
    await drainWebhooks(worker());
    const during = receiver.received.at(-1);
    expect(during?.verifiedWith).toEqual([endpoint.secret, newSecret]);
    expect(String(during?.headers['webhook-signature']).split(' ')).toHaveLength(2);

    await testApp.database.db.execute(
      sql`update webhook_endpoints set previous_expires_at = now() - interval '1 second' where id = ${endpoint.id}`,
    );
    await createPayment();
    await drainWebhooks(worker());
    expect(receiver.received.at(-1)?.verifiedWith).toEqual([newSecret]);
    await deleteEndpoint(endpoint.id);
  });

  it('never delivers one event twice when two workers run at once', async () => {
    const endpoint = await addEndpoint({ event_types: ['payment.created'] });
    receiver.secrets = [endpoint.secret];
    const before = receiver.received.length;
    for (let index = 0; index < 30; index += 1) await createPayment();
    await Promise.all([drainWebhooks(worker()), drainWebhooks(worker())]);
    const ids = receiver.received.slice(before).map((message) => message.id);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
    expect((await deliveriesOf(endpoint.id)).every((row) => row.attempts === 1)).toBe(true);

    // The log keeps a finished delivery 30 days.
    await pruneWebhookDeliveries(testApp.database.db, new Date(Date.now() + 29 * 24 * 3_600_000));
    expect(await deliveriesOf(endpoint.id)).toHaveLength(30);
    await pruneWebhookDeliveries(testApp.database.db, new Date(Date.now() + 31 * 24 * 3_600_000));
    expect(await deliveriesOf(endpoint.id)).toHaveLength(0);
    await deleteEndpoint(endpoint.id);
  });

  it('sends a test event to the endpoint asked alone, once, and records every change in the audit log', async () => {
    const endpoint = await addEndpoint({ event_types: ['payment.status_changed'] });
    receiver.secrets = [endpoint.secret];
    const test = await owner.post(`/organization/webhook-endpoints/${endpoint.id}/test`, {});
    expect(test.statusCode).toBe(202);
    expect(test.json().data.attributes).toMatchObject({ event_type: 'webhook.test', status: 'pending' });
    await drainWebhooks(worker());
    expect(receiver.received.at(-1)).toMatchObject({ type: 'webhook.test', verifiedWith: [endpoint.secret] });

    const changed = await owner.patch(`/organization/webhook-endpoints/${endpoint.id}`, {
      description: 'Ledger',
      enabled: false,
      password: TEST_PASSWORD,
    });
    expect(changed.json().data.attributes).toMatchObject({ description: 'Ledger', enabled: false });
    expect((await deleteEndpoint(endpoint.id)).statusCode).toBe(200);
    const actions = (await owner.get('/audit-log?filter[resource_type]=webhook_endpoint&page[size]=100'))
      .json()
      .data.map((entry: { attributes: { action: string } }) => entry.attributes.action);
    for (const action of [
      'webhook_endpoint.created',
      'webhook_endpoint.changed',
      'webhook_endpoint.secret_rotated',
      'webhook_endpoint.deleted',
      'webhook_endpoint.test_sent',
      'webhook_endpoint.delivery_resent',
      'webhook_endpoint.failed_resent',
      'webhook_endpoint.disabled',
    ]) {
      expect(actions).toContain(action);
    }
  });

  it('keeps an answer holding any byte, and a failed attempt by hand starts no failing streak', async () => {
    const endpoint = await addEndpoint({ event_types: ['payment.created'] });
    receiver.secrets = [endpoint.secret];
    receiver.answer = { status: 500, body: 'broken\u0000answer' };
    const test = await owner.post(`/organization/webhook-endpoints/${endpoint.id}/test`, {});
    await drainWebhooks(worker());
    const detail = (await testConsole.get(`/webhook-deliveries/${test.json().data.id}`)).json().data
      .attributes;
    expect(detail).toMatchObject({ status: 'failed', attempts: 1, last_response_status: 500 });
    expect(detail.attempt_list[0].response_excerpt).toBe('broken\uFFFDanswer');
    const [stored] = await queryRows(
      testApp.database.db,
      sql`select failing_since from webhook_endpoints where id = ${endpoint.id}`,
    );
    expect(stored?.failing_since).toBeNull();
    receiver.answer = { status: 200, body: 'ok' };
    await deleteEndpoint(endpoint.id);
  });

  it('answers 409 to a resend while an attempt is in flight, and a delivery failed meanwhile stays failed', async () => {
    const endpoint = await addEndpoint({ event_types: ['payment.created'] });
    receiver.secrets = [endpoint.secret];
    receiver.answer = { status: 503, body: 'busy' };
    // The endpoint is turned off while the attempt is on its way: its failure does not bring the delivery back.
    let inFlight: Promise<number> | undefined;
    const turnedOffMidway = {
      ...worker(),
      connect: async (request: Parameters<typeof httpConnector>[0]) => {
        const [delivery] = await deliveriesOf(endpoint.id);
        inFlight = testConsole
          .post(`/webhook-deliveries/${delivery?.id}/resend`, {})
          .then((answer) => answer.statusCode);
        expect(await inFlight).toBe(409);
        const off = await owner.patch(`/organization/webhook-endpoints/${endpoint.id}`, {
          enabled: false,
          password: TEST_PASSWORD,
        });
        expect(off.statusCode).toBe(200);
        return httpConnector(request);
      },
    };
    await createPayment();
    await drainWebhooks(turnedOffMidway);
    expect(inFlight).toBeDefined();
    const [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({ status: 'failed', attempts: 1, leased_until: null });
    const again = await owner.post(`/organization/webhook-endpoints/${endpoint.id}/resend-failed`, {
      since: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(again.json()).toEqual({ meta: { resent: 1 } });
    receiver.answer = { status: 200, body: 'ok' };
    for (const since of ['0000-01-01T00:00:00Z', '9999-12-31T23:59:59-23:59']) {
      const refused = await owner.post(`/organization/webhook-endpoints/${endpoint.id}/resend-failed`, {
        since,
      });
      expect(refused.statusCode, since).toBe(422);
    }
    await deleteEndpoint(endpoint.id);
  });

  it('asks for the password to add, change or rotate, and refuses what it cannot send', async () => {
    const wrong = await owner.post('/organization/webhook-endpoints', {
      url: receiver.url(),
      mode: 'test',
      event_types: ['payment.created'],
      password: 'not-the-password',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors[0]).toMatchObject({ code: 'invalid_password' });
    for (const url of ['ftp://127.0.0.1/hook', 'https://user:pw@example.com/hook', 'not a url']) {
      const refused = await owner.post('/organization/webhook-endpoints', {
        url,
        mode: 'test',
        event_types: ['payment.created'],
        password: TEST_PASSWORD,
      });
      expect(refused.statusCode, url).toBe(422);
    }
  });
});
