import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import type { ApiClient } from '../../test/client';
import { organizationOwnedBy } from '../../test/organizations';
import { signedInUser, TEST_PASSWORD } from '../../test/users';

/** Issue 38: the organisation's approval amounts per currency, set by its owners (roles: the access matrix). */

let testApp: TestApp;
let owner: ApiClient;

beforeAll(async () => {
  testApp = await createTestApp();
  owner = (
    await organizationOwnedBy(await signedInUser(testApp, 'thresholds-owner@example.com'), 'thresholds-co')
  ).dashboard;
});
afterAll(() => testApp.close());

const set = (thresholds: unknown, password = TEST_PASSWORD) =>
  owner.put('/organization/approval-thresholds', { thresholds, password });
const codeOf = (response: { json(): { errors: { code: string; source?: { pointer: string } }[] } }) =>
  response.json().errors[0];

describe('approval amounts per currency', () => {
  it('starts with none, replaces the whole list, and records what each amount was and became', async () => {
    expect((await owner.get('/organization/approval-thresholds')).json()).toEqual({ data: [] });
    const first = await set([
      { currency: 'USD', amount_minor: '100000' },
      { currency: 'EUR', amount_minor: '50000' },
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.map((row: { attributes: object }) => row.attributes)).toEqual([
      { currency: 'EUR', amount_minor: '50000', exponent: 2, updated_at: expect.any(String) },
      { currency: 'USD', amount_minor: '100000', exponent: 2, updated_at: expect.any(String) },
    ]);
    const second = await set([
      { currency: 'EUR', amount_minor: '50000' },
      { currency: 'JPY', amount_minor: '2000000' },
    ]);
    expect(second.statusCode, second.body).toBe(200);
    const listed = (await owner.get('/organization/approval-thresholds')).json().data;
    expect(listed.map((row: { id: string }) => row.id)).toEqual(['EUR', 'JPY']);
    expect(listed[1].attributes.exponent).toBe(0);
    // An amount left as it was keeps when it was set.
    expect(listed[0].attributes.updated_at).toBe(first.json().data[0].attributes.updated_at);

    const audit = (
      await owner.get('/audit-log?filter[action]=organization.approval_thresholds_changed')
    ).json().data;
    expect(audit).toHaveLength(2);
    const entry = (await owner.get(`/audit-log/${audit[0].id}`)).json().data;
    expect(entry.attributes.changes).toEqual({
      JPY: { before: null, after: '2000000' },
      USD: { before: '1000.00', after: null },
    });
    // The same list again changes nothing and records nothing.
    await set([
      { currency: 'EUR', amount_minor: '50000' },
      { currency: 'JPY', amount_minor: '2000000' },
    ]);
    expect(
      (await owner.get('/audit-log?filter[action]=organization.approval_thresholds_changed')).json().data,
    ).toHaveLength(2);
    expect((await set([])).json()).toEqual({ data: [] });
  });

  it('needs the password, each currency once and of the catalogue, and a positive amount in minor units', async () => {
    const wrong = await set([{ currency: 'EUR', amount_minor: '100' }], 'not-the-password-1');
    expect(wrong.statusCode).toBe(422);
    expect(codeOf(wrong)).toMatchObject({ code: 'invalid_password' });
    const twice = await set([
      { currency: 'EUR', amount_minor: '100' },
      { currency: 'EUR', amount_minor: '200' },
    ]);
    expect(codeOf(twice)).toMatchObject({
      code: 'duplicate_currency',
      source: { pointer: '/thresholds/1/currency' },
    });
    const unknown = await set([{ currency: 'ZZZ', amount_minor: '100' }]);
    expect(codeOf(unknown)).toMatchObject({
      code: 'unknown_currency',
      source: { pointer: '/thresholds/0/currency' },
    });
    for (const thresholds of [
      [{ currency: 'EUR', amount_minor: '0' }],
      [{ currency: 'EUR', amount_minor: '12.50' }],
      [{ currency: 'eur', amount_minor: '100' }],
      [{ currency: 'EUR', amount_minor: '100', extra: true }],
      'EUR',
    ]) {
      expect((await set(thresholds)).statusCode, JSON.stringify(thresholds)).toBe(422);
    }
    const noPassword = await owner.put('/organization/approval-thresholds', { thresholds: [] });
    expect(noPassword.statusCode).toBe(422);
    expect((await owner.get('/organization/approval-thresholds')).json()).toEqual({ data: [] });
  });
});
