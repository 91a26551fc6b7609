import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteMigratedOver } from '../../test/migrated-pglite';

const MIGRATION = '0035_waiting_requests_hold_nothing';
const ORGANIZATION = '00000000-0000-4000-8000-000000000001';
const PAID = '01JD0000000000000000000001';
const AUTHORIZED = '01JD0000000000000000000002';

describe(`migration ${MIGRATION}: requests waiting for approval hold nothing`, () => {
  let client: PGlite;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ client, close } = await pgliteMigratedOver(
      MIGRATION,
      async (db) => {
        // A paid pay-in holding a sent refund (500) and a waiting one (1000); an authorised one holding a waiting
        // cancellation and a waiting capture (2000), as decision 0106 first stored them.
        await db.execute(sql`insert into payments (id, organization_id, mode, type, status, amount_minor, currency, method,
        customer_email, customer_country, reference, status_history, captured_minor, refund_pending_minor,
        capture_pending_minor, cancellation_pending)
      values
        (${PAID}, ${ORGANIZATION}, 'live', 'payin', 'success', 10000, 'EUR', 'card', 'a@example.com', 'UA', 'paid',
          '[]'::jsonb, 10000, 1500, 0, false),
        (${AUTHORIZED}, ${ORGANIZATION}, 'live', 'payin', 'authorized', 10000, 'EUR', 'card', 'a@example.com', 'UA',
          'authorized', '[]'::jsonb, 0, 0, 2000, true)`);
        const operation = (id: string, paymentId: string, kind: string, status: string, amount: number) =>
          db.execute(sql`insert into payment_operations (id, organization_id, mode, payment_id, kind, status, amount_minor,
          currency, reason, requested_via, sent_at, approval_expires_at)
        values (${id}, ${ORGANIZATION}, 'live', ${paymentId}, ${kind}, ${status}, ${amount}, 'EUR',
          ${kind === 'capture' ? null : 'other'}, 'console', ${status === 'pending' ? sql`now()` : null},
          ${status === 'awaiting_approval' ? sql`now() + interval '7 days'` : null})`);
        await operation('01JD00000000000000000000A1', PAID, 'refund', 'pending', 500);
        await operation('01JD00000000000000000000A2', PAID, 'refund', 'awaiting_approval', 1000);
        await operation('01JD00000000000000000000A3', AUTHORIZED, 'cancellation', 'awaiting_approval', 10000);
        await operation('01JD00000000000000000000A4', AUTHORIZED, 'capture', 'awaiting_approval', 2000);
      },
      // Later migrations count these parentless payments in the rollups, which name their organisation.
      { rowsWithoutParents: true },
    ));
  }, 120_000);
  afterAll(() => close?.());

  it('keeps on each payment only what the platform was sent', async () => {
    const { rows } = await client.query<Record<string, unknown>>(
      `select reference, refund_pending_minor::text as refunds, capture_pending_minor::text as captures,
          cancellation_pending as cancellation from payments order by id`,
    );
    expect(rows).toEqual([
      { reference: 'paid', refunds: '500', captures: '0', cancellation: false },
      { reference: 'authorized', refunds: '0', captures: '0', cancellation: false },
    ]);
  });
});
