import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows';
import { createTestApp, type TestApp } from '../../test/app';
import type { ApiClient } from '../../test/client';
import { organizationOwnedBy } from '../../test/organizations';
import { type PlatformClient, paymentBody, platformKeyOf } from '../../test/platform';
import { signedInUser } from '../../test/users';

/**
 * Issue 36's "done when": a platform plugs into a new organisation and sends it 1,000 payments (some replayed with
 * their idempotency key, some sent twice at once), reports their statuses, reads them back as events, and the
 * console's grid and dashboard show each. Runs on the embedded database and on PostgreSQL (TEST_DATABASE_URL).
 */

const PAYMENTS = 1_000;
const CONCURRENCY = 10;
let testApp: TestApp;
let console: ApiClient;
let platform: PlatformClient;
let organizationId: string;

beforeAll(async () => {
  testApp = await createTestApp({ PLATFORM_REQUESTS_PER_10_SECONDS: '100000' });
  const created = await organizationOwnedBy(await signedInUser(testApp, 'play-owner@example.com'), 'play-co');
  console = created.dashboard;
  console.cookies.set('testMode', '1');
  organizationId = created.id;
  platform = (await platformKeyOf(testApp.app, created.dashboard)).platform;
});
afterAll(() => testApp.close());

/** Runs `work` over 0..count-1 with `width` calls in flight. */
async function inParallel(
  count: number,
  width: number,
  work: (index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) {
        const index = next;
        next += 1;
        await work(index);
      }
    }),
  );
}

const finalStatus = (index: number) =>
  index % 10 === 0 ? 'failed' : index % 10 === 1 ? 'cancelled' : 'success';

describe('a platform plays against a new organisation (issue 36)', () => {
  it(`sends ${PAYMENTS} payments, reports their statuses, reads the events, and the console shows them`, {
    timeout: 600_000,
  }, async () => {
    const ids: string[] = new Array(PAYMENTS);
    const currencies = ['EUR', 'USD', 'UAH'];
    await inParallel(PAYMENTS, CONCURRENCY, async (index) => {
      const body = paymentBody({
        reference: `PLAY-${index}`,
        amount_minor: String(1000 + index),
        currency: currencies[index % 3],
      });
      const key = `play-${index}`;
      if (index % 25 === 0) {
        // The same key twice at once: one runs, the other waits (409) or replays.
        const both = await Promise.all([
          platform.post('/payments', body, key),
          platform.post('/payments', body, key),
        ]);
        expect(
          both.map((answer) => answer.statusCode).every((status) => status === 201 || status === 409),
        ).toBe(true);
      }
      const answer = await platform.post('/payments', body, key);
      expect(answer.statusCode, answer.body).toBe(201);
      ids[index] = answer.json().data.id;
      if (index % 7 === 0) {
        // A retry after a lost answer: replayed, not written again.
        const replay = await platform.post('/payments', body, key);
        expect(replay.headers['idempotent-replayed']).toBe('true');
        expect(replay.json().data.id).toBe(ids[index]);
      }
    });
    await inParallel(PAYMENTS, CONCURRENCY, async (index) => {
      const id = ids[index] as string;
      expect((await platform.post(`/payments/${id}/status`, { status: 'processing' })).statusCode).toBe(200);
      const status = finalStatus(index);
      const change =
        status === 'failed'
          ? { status, failure_reason: 'do_not_honour', failure_message: 'Issuer said no' }
          : { status };
      const answer = await platform.post(`/payments/${id}/status`, change, `status-${index}`);
      expect(answer.statusCode, answer.body).toBe(200);
    });

    // Every event, in order: created, processing, final for each payment; sequences 1..3000 without a gap.
    const events: { sequence: number; type: string; id: string; status: string }[] = [];
    let next = '/events?limit=100';
    for (;;) {
      const page = (await platform.get(next)).json();
      for (const event of page.data) {
        events.push({
          sequence: event.attributes.sequence,
          type: event.attributes.event_type,
          id: event.attributes.payment.id,
          status: event.attributes.payment.attributes.status,
        });
      }
      next = page.links.next.replace('/api/platform/v1', '');
      if (!page.meta.has_more) break;
    }
    expect(events).toHaveLength(PAYMENTS * 3);
    expect(events.map((event) => event.sequence)).toEqual(events.map((_, index) => index + 1));
    for (const [index, id] of ids.entries()) {
      const own = events.filter((event) => event.id === id);
      expect(own.map((event) => `${event.type}:${event.status}`)).toEqual([
        'payment.created:created',
        'payment.status_changed:processing',
        `payment.status_changed:${finalStatus(index)}`,
      ]);
    }

    // The console: the grid counts each payment once, finds one by its reference, and the dashboard agrees.
    const grid = (await console.get('/payments?page[size]=1')).json();
    expect(grid.meta.page.total).toBe(PAYMENTS);
    const found = (await console.get('/payments?filter[reference]=PLAY-777')).json();
    expect(found.data.map((row: { id: string }) => row.id)).toEqual([ids[777]]);
    const failed = (await console.get('/payments?filter[status]=failed&page[size]=1')).json();
    expect(failed.meta.page.total).toBe(PAYMENTS / 10);
    const home = (await console.get('/dashboard/home')).json().data.attributes;
    const byStatus = new Map(
      home.statuses.map((row: { status: string; count: number }) => [row.status, row.count]),
    );
    expect(byStatus.get('success')).toBe(PAYMENTS * 0.8);
    expect(byStatus.get('failed')).toBe(PAYMENTS * 0.1);
    expect(byStatus.get('cancelled')).toBe(PAYMENTS * 0.1);
    // The rollup moved with each write and equals a count over the rows.
    const rollup = await queryRows(
      testApp.database.db,
      sql`select status, sum(count)::int as count from payment_rollup_quarters
          where organization_id = ${organizationId} group by status order by status`,
    );
    const rows = await queryRows(
      testApp.database.db,
      sql`select status, count(*)::int as count from payments
          where organization_id = ${organizationId} group by status order by status`,
    );
    expect(rollup).toEqual(rows);
  });
});
