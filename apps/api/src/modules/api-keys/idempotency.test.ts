import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows';
import { housekeeping } from '../../jobs/housekeeping';
import { createTestApp, type TestApp } from '../../test/app';
import type { ApiClient } from '../../test/client';
import { organizationOwnedBy } from '../../test/organizations';
import { type PlatformClient, paymentBody, platformKeyOf } from '../../test/platform';
import { signedInUser } from '../../test/users';

let testApp: TestApp;
let owner: ApiClient;
let platform: PlatformClient;

beforeAll(async () => {
  testApp = await createTestApp();
  owner = (await organizationOwnedBy(await signedInUser(testApp, 'idem-owner@example.com'), 'idem-co'))
    .dashboard;
  platform = (await platformKeyOf(testApp.app, owner)).platform;
});
afterAll(() => testApp.close());

const paymentsWith = async (reference: string) =>
  (await queryRows(testApp.database.db, sql`select id from payments where reference = ${reference}`)).length;

describe('Idempotency-Key on the platform API’s POSTs (Stripe’s semantics, issue 36)', () => {
  it('replays the first answer to the same key, path and body, and writes once', async () => {
    const body = paymentBody();
    const first = await platform.post('/payments', body, 'order-1');
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await platform.post('/payments', { ...body }, 'order-1');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    // The same fields in another order are the same body.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    expect((await platform.post('/payments', reordered, 'order-1')).headers['idempotent-replayed']).toBe(
      'true',
    );
    expect(await paymentsWith(body.reference)).toBe(1);
  });

  it('replays a refusal too, once the request ran: a 409 for a taken reference stays that 409', async () => {
    const body = paymentBody();
    await platform.post('/payments', body);
    const refused = await platform.post('/payments', body, 'dup-1');
    expect(refused.statusCode).toBe(409);
    const replay = await platform.post('/payments', body, 'dup-1');
    expect(replay.statusCode).toBe(409);
    expect(replay.headers['idempotent-replayed']).toBe('true');
  });

  it('answers 422 to the same key with another body or path', async () => {
    const body = paymentBody();
    const created = await platform.post('/payments', body, 'mixed-1');
    const other = await platform.post('/payments', { ...body, amount_minor: '1' }, 'mixed-1');
    expect(other.statusCode).toBe(422);
    expect(other.json().errors[0].code).toBe('idempotency_key_reused');
    const elsewhere = await platform.post(
      `/payments/${created.json().data.id}/status`,
      { status: 'success' },
      'mixed-1',
    );
    expect(elsewhere.statusCode).toBe(422);
    expect(await paymentsWith(body.reference)).toBe(1);
  });

  it('lets one of two requests with the same key at once run; the other waits (409) or replays', async () => {
    const body = paymentBody();
    const answers = await Promise.all([
      platform.post('/payments', body, 'race-1'),
      platform.post('/payments', body, 'race-1'),
      platform.post('/payments', body, 'race-1'),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    for (const answer of answers.filter((candidate) => candidate.statusCode === 409)) {
      expect(answer.json().errors[0].code).toBe('idempotency_key_in_use');
    }
    expect(
      answers.filter((answer) => answer.statusCode === 201 && !answer.headers['idempotent-replayed']),
    ).toHaveLength(1);
    expect(await paymentsWith(body.reference)).toBe(1);
  });

  it('never replays across keys or organisations', async () => {
    const body = paymentBody();
    const mine = await platform.post('/payments', body, 'shared-name');
    const other = (
      await organizationOwnedBy(await signedInUser(testApp, 'idem-other@example.com'), 'idem-other')
    ).dashboard;
    const theirs = (await platformKeyOf(testApp.app, other)).platform;
    const answer = await theirs.post('/payments', body, 'shared-name');
    expect(answer.statusCode).toBe(201);
    expect(answer.headers['idempotent-replayed']).toBeUndefined();
    expect(answer.json().data.id).not.toBe(mine.json().data.id);
  });

  it('takes no key for a request that failed validation, and refuses a malformed key', async () => {
    const body = paymentBody();
    expect((await platform.post('/payments', { ...body, amount_minor: 'x' }, 'fix-1')).statusCode).toBe(422);
    expect((await platform.post('/payments', body, 'fix-1')).statusCode).toBe(201);
    const malformed = await platform.post('/payments', paymentBody(), 'with space');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].code).toBe('idempotency_key_invalid');
  });

  it('frees a key whose holder died mid-request, for the same request only, after its hold', async () => {
    const body = paymentBody();
    const first = await platform.post('/payments', body, 'held-1');
    // As if the server had died before it stored the answer: the row still says running, its hold over.
    await testApp.database.db.execute(
      sql`update idempotency_keys set state = 'running', answer_status = null, answer_body = null,
            locked_until = now() - interval '1 second' where key = 'held-1'`,
    );
    const other = await platform.post('/payments', { ...body, amount_minor: '7' }, 'held-1');
    expect(other.statusCode).toBe(422);
    // The same request runs again; its reference is taken by the first run's payment, so nothing is written twice.
    const again = await platform.post('/payments', body, 'held-1');
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].code).toBe('reference_taken');
    expect(await paymentsWith(body.reference)).toBe(1);
    expect(first.statusCode).toBe(201);
  });

  it('forgets answers after 24 hours: the housekeeping job prunes them and the key may be used anew', async () => {
    const body = paymentBody();
    await platform.post('/payments', body, 'old-1');
    await testApp.database.db.execute(
      sql`update idempotency_keys set expires_at = now() - interval '1 second' where key = 'old-1'`,
    );
    await housekeeping(testApp.database.db, new Date(), 400);
    const kept = await queryRows(
      testApp.database.db,
      sql`select key from idempotency_keys where key = 'old-1'`,
    );
    expect(kept).toEqual([]);
    const fresh = await platform.post('/payments', paymentBody(), 'old-1');
    expect(fresh.statusCode).toBe(201);
    expect(fresh.headers['idempotent-replayed']).toBeUndefined();
  });
});
