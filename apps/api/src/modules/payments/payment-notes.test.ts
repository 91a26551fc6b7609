import { API_KEY_PERMISSIONS } from '@paygrid/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import type { ApiClient } from '../../test/client';
import { organizationOwnedBy } from '../../test/organizations';
import { type PlatformClient, paymentBody, platformKeyOf } from '../../test/platform';
import { signedInUser } from '../../test/users';

/** Issue 38: operators' notes on a payment (roles and other organisations: the access matrix). */

let testApp: TestApp;
let owner: ApiClient;
let live: PlatformClient;

beforeAll(async () => {
  testApp = await createTestApp();
  owner = (await organizationOwnedBy(await signedInUser(testApp, 'notes-owner@example.com'), 'notes-co'))
    .dashboard;
  live = (await platformKeyOf(testApp.app, owner, { mode: 'live', permissions: [...API_KEY_PERMISSIONS] }))
    .platform;
});
afterAll(() => testApp.close());

async function payment() {
  const response = await live.post('/payments', paymentBody({ status: 'success' }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as string;
}

describe('notes on a payment', () => {
  it('keeps each note as written, newest first, with who wrote it, and records that one was added', async () => {
    const id = await payment();
    expect((await owner.get(`/payments/${id}/notes`)).json()).toEqual({ data: [] });
    const first = await owner.post(`/payments/${id}/notes`, { text: '  Customer called: parcel lost.  ' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.attributes).toEqual({
      text: 'Customer called: parcel lost.',
      author_name: expect.any(String),
      created_at: expect.any(String),
    });
    await owner.post(`/payments/${id}/notes`, { text: 'Refund agreed with finance.' });
    const listed = (await owner.get(`/payments/${id}/notes`)).json().data;
    expect(listed.map((note: { attributes: { text: string } }) => note.attributes.text)).toEqual([
      'Refund agreed with finance.',
      'Customer called: parcel lost.',
    ]);
    const audit = (await owner.get('/audit-log?filter[action]=payment.note_added')).json().data;
    expect(audit).toHaveLength(2);
    const entry = (await owner.get(`/audit-log/${audit[0].id}`)).json().data.attributes;
    expect(entry).toMatchObject({ resource_type: 'payment', resource_id: id });
    expect(JSON.stringify(entry)).not.toContain('finance');
  });

  it('refuses an empty or too long note, and a payment of the other mode', async () => {
    const id = await payment();
    for (const body of [
      { text: '' },
      { text: '   ' },
      { text: 'x'.repeat(2001) },
      { text: 'ok', extra: 1 },
      {},
    ]) {
      expect((await owner.post(`/payments/${id}/notes`, body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await owner.post(`/payments/${id}/notes`, { text: 'x'.repeat(2000) })).statusCode).toBe(201);
    const testMode = owner.on(owner.host);
    testMode.cookies.set('testMode', '1');
    expect((await testMode.get(`/payments/${id}/notes`)).statusCode).toBe(404);
    expect((await testMode.post(`/payments/${id}/notes`, { text: 'Wrong mode' })).statusCode).toBe(404);
  });
});
