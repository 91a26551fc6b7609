import { FREE_TEXT_MAX_LENGTH, SEARCH_MAX_WORDS } from '@paygrid/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPayments } from '../modules/payments/demo-payments';
import { recordPayments } from '../modules/payments/record-payments';
import { createTestApp, type TestApp } from '../test/app';
import type { ApiClient } from '../test/client';
import { organizationOwnedBy } from '../test/organizations';
import { signedInUser } from '../test/users';

// Issue 33 (ASVS 5.0 V2.4.1, anti-automation and resource limits; V15.1.3, operations with high cost): a free-text
// filter asks a bounded amount of the database, through the list, the summary, the export and a saved view.
let testApp: TestApp;
let owner: ApiClient;
const words = (count: number) => Array.from({ length: count }, (_, n) => `w${n}`).join(' ');

beforeAll(async () => {
  testApp = await createTestApp();
  const creator = await signedInUser(testApp, 'limits-owner@example.com');
  const created = await organizationOwnedBy(creator, 'limits-co');
  owner = created.dashboard;
  await recordPayments(
    testApp.database.db,
    demoPayments({
      organizationId: created.id,
      seedText: 'limits',
      mode: 'live',
      count: 200,
      now: Date.now(),
    }),
  );
}, 120_000);
afterAll(() => testApp.close());

describe('a search past the limits', () => {
  it('is refused with 422 naming filter[search] on the list, the summary and the export', async () => {
    const thousand = encodeURIComponent(words(1000));
    for (const path of ['/payments', '/payments/summary', '/payments/export.csv']) {
      const answer = await owner.get(`${path}?filter[search]=${thousand}`);
      expect(answer.statusCode, path).toBe(422);
      expect(answer.json().errors[0]).toMatchObject({
        code: 'filter_too_long',
        source: { parameter: 'filter[search]' },
      });
    }
    const seven = await owner.get(
      `/payments?filter[search]=${encodeURIComponent(words(SEARCH_MAX_WORDS + 1))}`,
    );
    expect(seven.statusCode).toBe(422);
    expect(seven.json().errors[0].detail).toBe(`At most ${SEARCH_MAX_WORDS} words.`);
    const reference = await owner.get(`/payments?filter[reference]=${'r'.repeat(FREE_TEXT_MAX_LENGTH + 1)}`);
    expect(reference.statusCode).toBe(422);
    expect(
      (await owner.get(`/payments?filter[search]=${encodeURIComponent(words(SEARCH_MAX_WORDS))}`)).statusCode,
    ).toBe(200);
  });

  it('in a saved view is left out when the view is applied: the rest of the view applies', async () => {
    const created = await owner.post('/dashboard/views', {
      data: {
        type: 'view',
        attributes: {
          grid_code: 'payments',
          name: 'Saved before the limits',
          access_scope: 'organization',
          is_favorite: false,
          position: 0,
          sort: [],
          table_columns: [],
          filters: [
            { key: 'search', value: JSON.stringify(words(200).slice(0, 1900)) },
            { key: 'status', value: '"failed"' },
          ],
        },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const list = await owner.get(`/payments?view_id=${created.json().data.id}&page[size]=100`);
    expect(list.statusCode, list.body).toBe(200);
    const statuses = new Set(
      list.json().data.map((row: { attributes: { status: string } }) => row.attributes.status),
    );
    expect([...statuses]).toEqual(['failed']);
    const summary = await owner.get(`/payments/summary?view_id=${created.json().data.id}`);
    expect(summary.statusCode).toBe(200);
    expect(summary.json().data.attributes.count).toBe(list.json().data.length);
  });
});
