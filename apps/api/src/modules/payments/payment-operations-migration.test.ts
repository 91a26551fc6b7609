import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteMigratedOver } from '../../test/migrated-pglite';

const MIGRATION = '0029_payment_operations';
const ORGANIZATION = '00000000-0000-4000-8000-000000000001';

/** Payments as the console stored them before issue 38: refunds only as a status or as payments of their own. */
const OLD_PAYMENTS: ReadonlyArray<[id: string, type: string, status: string]> = [
  ['01JD0000000000000000000001', 'payin', 'success'],
  ['01JD0000000000000000000002', 'payin', 'refunded'],
  ['01JD0000000000000000000003', 'payout', 'refunded'],
  ['01JD0000000000000000000004', 'refund', 'success'],
  ['01JD0000000000000000000005', 'payin', 'processing'],
  ['01JD0000000000000000000006', 'payout', 'success'],
];

describe(`migration ${MIGRATION}: what today's refunds become`, () => {
  let client: PGlite;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ client, close } = await pgliteMigratedOver(
      MIGRATION,
      async (db) => {
        // The payments and an event only: no organisation row is needed for what this migration reads.
        for (const [id, type, status] of OLD_PAYMENTS) {
          const history = [
            { status: 'created', at: '2026-11-01T10:00:00.000Z' },
            ...(status === 'refunded' ? [{ status: 'success', at: '2026-11-01T10:01:00.000Z' }] : []),
            { status, at: '2026-11-03T12:30:00.000Z' },
          ];
          await db.execute(sql`insert into payments (id, organization_id, mode, type, status, amount_minor, currency,
          method, customer_email, customer_country, reference, status_history)
        values (${id}, ${ORGANIZATION}, 'live', ${type}, ${status}, 2500, 'USD', 'card', 'a@example.com', 'UA', ${id},
          ${JSON.stringify(history)}::jsonb)`);
        }
        const snapshot = {
          type: 'payment',
          id: 'P',
          attributes: { type: 'payin', status: 'success', amount_minor: '2500' },
        };
        await db.execute(sql`insert into platform_events (organization_id, mode, sequence, event_type, payment_id, data)
      values (${ORGANIZATION}, 'live', 1, 'payment.created', 'P', ${JSON.stringify(snapshot)}::jsonb)`);
      },
      { rowsWithoutParents: true },
    ));
  }, 120_000);
  afterAll(() => close?.());

  it('says what each payment captured and refunded, so the money checks hold', async () => {
    const { rows } = await client.query<{ id: string; captured: string; refunded: string }>(
      'select right(id, 1) as id, captured_minor::text as captured, refunded_minor::text as refunded from payments order by id',
    );
    expect(rows).toEqual([
      { id: '1', captured: '2500', refunded: '0' },
      { id: '2', captured: '2500', refunded: '2500' },
      { id: '3', captured: '2500', refunded: '2500' },
      // A refund payment stays as it was, readable; nothing links it to a pay-in.
      { id: '4', captured: '0', refunded: '0' },
      { id: '5', captured: '0', refunded: '0' },
      { id: '6', captured: '0', refunded: '0' },
    ]);
  });

  it('gives a refunded pay-in the refund record it never had, settled when its history says, and counts it', async () => {
    const { rows } = await client.query<Record<string, string>>(
      `select id, payment_id, kind, status, amount_minor::text as amount, reason, requested_via,
          to_char(settled_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as settled
        from payment_operations`,
    );
    expect(rows).toEqual([
      {
        id: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{10}0000000000000002$/),
        payment_id: '01JD0000000000000000000002',
        kind: 'refund',
        status: 'succeeded',
        amount: '2500',
        reason: 'other',
        requested_via: 'api',
        settled: '2026-11-03T12:30',
      },
    ]);
    // The ULID's time part is the settlement's instant.
    const id = rows[0]?.id ?? '';
    const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
    const ms = [...id.slice(0, 10)].reduce((total, char) => total * 32 + alphabet.indexOf(char), 0);
    expect(new Date(ms).toISOString()).toBe('2026-11-03T12:30:00.000Z');
    const rollup = await client.query<Record<string, string>>(
      `select to_char(quarter at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as quarter, kind, currency, method,
          count::text as n, amount_minor::text as amount from payment_operation_rollup_quarters`,
    );
    // Counted by the hour by this migration, by the quarter hour since 0038_rollup_quarters.
    expect(rollup.rows).toEqual([
      {
        quarter: '2026-11-03T12:30',
        kind: 'refund',
        currency: 'USD',
        method: 'card',
        n: '1',
        amount: '2500',
      },
    ]);
  });

  it('adds the money fields to the payment snapshots old events carry', async () => {
    const { rows } = await client.query<{ attributes: Record<string, unknown> }>(
      "select data -> 'attributes' as attributes from platform_events",
    );
    expect(rows[0]?.attributes).toMatchObject({
      captured_minor: '2500',
      refunded_minor: '0',
      refund_pending_minor: '0',
    });
    // And those of migration 0030 (captures and cancellations): GET /events answers every field of its schema.
    expect(rows[0]?.attributes).toMatchObject({ capture_pending_minor: '0', cancellation_pending: false });
  });
});
