import { FREE_TEXT_MAX_LENGTH, SEARCH_MAX_WORDS } from '@paygrid/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPayments } from '../modules/payments/demo-payments';
import { recordPayments } from '../modules/payments/record-payments';
import { savedPresets } from '../modules/presets/tables';
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

  it('is refused when a view or a saved filter is saved with it, new or changed', async () => {
    const over = [
      { key: 'search', value: JSON.stringify(words(SEARCH_MAX_WORDS + 1)) },
      { key: 'status', value: '"failed"' },
    ];
    const view = await owner.post('/dashboard/views', viewBody('Too many words', over));
    expect(view.statusCode).toBe(422);
    expect(view.json().errors[0]).toMatchObject({
      code: 'filter_too_long',
      detail: `At most ${SEARCH_MAX_WORDS} words.`,
      source: { pointer: '/data/attributes/filters/0/value' },
    });
    const filter = await owner.post('/dashboard/filters', {
      data: {
        type: 'filter',
        attributes: {
          grid_code: 'payments',
          name: 'Too long',
          access_scope: 'private',
          position: 0,
          filters: [{ key: 'reference', value: JSON.stringify('r'.repeat(FREE_TEXT_MAX_LENGTH + 1)) }],
        },
      },
    });
    expect(filter.statusCode, filter.body).toBe(422);
    expect(filter.json().errors[0].source).toEqual({ pointer: '/data/attributes/filters/0/value' });

    const within = await owner.post('/dashboard/views', viewBody('Within', over.slice(1)));
    expect(within.statusCode).toBe(201);
    const changed = await owner.patch(`/dashboard/views/${within.json().data.id}`, {
      data: { type: 'view', id: within.json().data.id, attributes: { filters: over } },
    });
    expect(changed.statusCode).toBe(422);
  });

  it('in a view saved before the limits is left out when the view is applied, and the view cannot be saved as it is', async () => {
    const over = [
      { key: 'search', value: JSON.stringify(words(200).slice(0, 1900)) },
      { key: 'status', value: '"failed"' },
    ];
    const within = await owner.post('/dashboard/views', viewBody('Saved before the limits', over.slice(1)));
    expect(within.statusCode, within.body).toBe(201);
    const id = within.json().data.id as string;
    // As an install saved it before the limits existed: straight into its table.
    await testApp.database.db.update(savedPresets).set({ filters: over }).where(eq(savedPresets.id, id));

    const list = await owner.get(`/payments?view_id=${id}&page[size]=100`);
    expect(list.statusCode, list.body).toBe(200);
    const statuses = new Set(
      list.json().data.map((row: { attributes: { status: string } }) => row.attributes.status),
    );
    expect([...statuses]).toEqual(['failed']);
    const summary = await owner.get(`/payments/summary?view_id=${id}`);
    expect(summary.statusCode).toBe(200);
    expect(summary.json().data.attributes.count).toBe(list.json().data.length);

    const savedAgain = await owner.patch(`/dashboard/views/${id}`, {
      data: { type: 'view', id, attributes: { name: 'Renamed', filters: over } },
    });
    expect(savedAgain.statusCode).toBe(422);
    const renamed = await owner.patch(`/dashboard/views/${id}`, {
      data: { type: 'view', id, attributes: { name: 'Renamed' } },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });
});

describe('a search word of one or two letters among the payments', () => {
  it('only matches the beginning of a payment id: it has no trigram, so inside a million rows it is a scan', async () => {
    const all = await owner.get('/payments?page[size]=100&filter[search]=');
    const ids: string[] = all.json().data.map((row: { id: string }) => row.id);
    const short = ids[0]?.slice(0, 2) ?? '';
    const found = await owner.get(`/payments?page[size]=100&filter[search]=${short.toLowerCase()}`);
    expect(found.statusCode).toBe(200);
    const foundIds: string[] = found.json().data.map((row: { id: string }) => row.id);
    expect(foundIds.length).toBeGreaterThan(0);
    expect(foundIds.every((foundId) => foundId.startsWith(short))).toBe(true);
    // "a" is in nearly every customer's address; as a word inside the fields it would find them all.
    const letter = await owner.get('/payments?page[size]=100&filter[search]=a');
    expect(letter.json().data.every((row: { id: string }) => row.id.startsWith('A'))).toBe(true);
    // Three letters are looked for inside the fields again.
    const customer = await owner.get('/payments?page[size]=1');
    const email: string = customer.json().data[0].attributes.customer_email;
    const inside = await owner.get(`/payments?page[size]=100&filter[search]=${email.slice(1, 4)}`);
    expect(inside.json().data.length).toBeGreaterThan(0);
  });
});

const viewBody = (name: string, filters: Array<{ key: string; value: string }>) => ({
  data: {
    type: 'view',
    attributes: {
      grid_code: 'payments',
      name,
      access_scope: 'organization',
      is_favorite: false,
      position: 0,
      sort: [],
      table_columns: [],
      filters,
    },
  },
});
