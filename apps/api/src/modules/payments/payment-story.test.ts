import { API_KEY_PERMISSIONS } from '@paygrid/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import type { ApiClient } from '../../test/client';
import { type MailCatcher, startMailCatcher } from '../../test/mail-catcher';
import { joinedMember, organizationOwnedBy } from '../../test/organizations';
import { type PlatformClient, paymentBody, platformKeyOf } from '../../test/platform';
import { signedInUser, TEST_PASSWORD } from '../../test/users';

/** Issue 38, slice 4: the payment's story, newest first. */

let catcher: MailCatcher;
let testApp: TestApp;
let owner: ApiClient;
let member: ApiClient;
let live: PlatformClient;

beforeAll(async () => {
  catcher = await startMailCatcher();
  testApp = await createTestApp({ SMTP_URL: catcher.url });
  owner = (await organizationOwnedBy(await signedInUser(testApp, 'story-owner@example.com'), 'story-co'))
    .dashboard;
  member = await joinedMember(testApp, catcher, owner, 'story-member@example.com', 'member');
  live = (
    await platformKeyOf(testApp.app, owner, {
      name: 'Checkout server',
      mode: 'live',
      permissions: [...API_KEY_PERMISSIONS],
    })
  ).platform;
});
afterAll(async () => {
  await testApp.close();
  await catcher.close();
});

type Entry = { kind: string; at: string } & Record<string, unknown>;

async function storyOf(client: ApiClient, id: string): Promise<Entry[]> {
  const response = await client.get(`/payments/${id}/story`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('the payment’s story', () => {
  it('tells statuses, each step of an approved refund, the platform’s calls with their keys, and notes, newest first', async () => {
    const created = await live.post(
      '/payments',
      paymentBody({ status: 'processing', amount_minor: '10000', currency: 'EUR' }),
      'create-story-1',
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as string;
    const paid = await live.post(`/payments/${id}/status`, { status: 'success' }, 'paid-story-1');
    expect(paid.statusCode, paid.body).toBe(200);

    const asked = await member.post(`/payments/${id}/refunds`, {
      amount_minor: '2500',
      reason: 'requested_by_customer',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const operationId = asked.json().data.id as string;
    const approved = await owner.post(`/payments/${id}/operations/${operationId}/approve`, {
      password: TEST_PASSWORD,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const settled = await live.post(
      `/operations/${operationId}/result`,
      { status: 'succeeded' },
      'refund-done-1',
    );
    expect(settled.statusCode, settled.body).toBe(200);
    const noted = await member.post(`/payments/${id}/notes`, { text: 'The customer called about the size.' });
    expect(noted.statusCode, noted.body).toBe(201);

    const story = await storyOf(owner, id);
    for (const [index, entry] of story.entries()) {
      if (index > 0) expect(Date.parse(entry.at)).toBeLessThanOrEqual(Date.parse(story[index - 1]?.at ?? ''));
    }
    const lines = story.map((entry) =>
      entry.kind === 'status'
        ? `status ${entry.status}`
        : entry.kind === 'operation'
          ? `${entry.operation_kind} ${entry.step}`
          : entry.kind === 'event'
            ? `event ${entry.event_type}`
            : 'note',
    );
    expect([...lines].reverse()).toEqual([
      'status processing',
      'event payment.created',
      'status success',
      'event payment.status_changed',
      'refund requested',
      'refund approved',
      'event refund.created',
      'refund succeeded',
      'status partially_refunded',
      'event refund.succeeded',
      'note',
    ]);
    const byLine = (line: string) => story[lines.indexOf(line)] as Entry;
    expect(byLine('event payment.created')).toMatchObject({
      api_call: { key_name: 'Checkout server', idempotency_key: 'create-story-1' },
      deliveries: [],
    });
    expect(byLine('event refund.succeeded')).toMatchObject({
      operation_id: operationId,
      api_call: { idempotency_key: 'refund-done-1' },
    });
    // A person's step is no platform call.
    expect(byLine('event refund.created')).toMatchObject({ api_call: null });
    expect(byLine('refund requested')).toMatchObject({
      by: expect.stringContaining('story-member'),
      awaiting_approval: true,
      amount_minor: '2500',
      exponent: 2,
    });
    expect(byLine('refund approved').by).toEqual(expect.any(String));
    expect(byLine('note')).toMatchObject({ text: 'The customer called about the size.' });

    // A member reads the story too, but not the delivery log's side of it.
    const memberStory = await storyOf(member, id);
    expect(memberStory).toHaveLength(story.length);
    expect(memberStory.find((entry) => entry.kind === 'event')).toMatchObject({ deliveries: null });
  });

  it('answers 404 for another organisation’s payment and a payment of the other mode', async () => {
    const created = await live.post('/payments', paymentBody({ status: 'success' }));
    const id = created.json().data.id as string;
    const stranger = (
      await organizationOwnedBy(await signedInUser(testApp, 'story-stranger@example.com'), 'story-other')
    ).dashboard;
    expect((await stranger.get(`/payments/${id}/story`)).statusCode).toBe(404);
    const testOwner = owner.on(owner.host);
    testOwner.cookies.set('testMode', '1');
    expect((await testOwner.get(`/payments/${id}/story`)).statusCode).toBe(404);
  });
});
