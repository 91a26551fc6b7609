import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteMigratedOver } from '../../test/migrated-pglite';

const MIGRATION = '0021_failure_reasons';

/** Failed payments as the console stored them before issue 32: the reason only as free text in the history. */
const OLD_FAILURES: ReadonlyArray<[id: string, status: string, reason: string | null]> = [
  ['P1', 'failed', 'Insufficient funds'],
  ['P2', 'failed', 'Do not honour'],
  ['P3', 'failed', 'Card expired'],
  ['P4', 'failed', '3-D Secure failed'],
  ['P5', 'failed', 'Limit exceeded'],
  ['P6', 'failed', '  insufficient FUNDS. '],
  ['P7', 'failed', 'Gateway said no (E42)'],
  ['P8', 'failed', null],
  ['P9', 'cancelled', 'Cancelled by the customer'],
  ['P10', 'success', null],
];

describe(`migration ${MIGRATION}: today's free-text failure reasons become codes`, () => {
  let client: PGlite;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ client, close } = await pgliteMigratedOver(
      MIGRATION,
      async (db) => {
        // The payments only: no organisation row is needed for what this migration reads.
        for (const [id, status, reason] of OLD_FAILURES) {
          const history = [
            { status: 'created', at: '2026-11-01T10:00:00.000Z' },
            { status, at: '2026-11-01T10:01:00.000Z', ...(reason === null ? {} : { reason }) },
          ];
          await db.execute(sql`insert into payments (id, organization_id, mode, type, status, amount_minor, currency,
          method, customer_email, customer_country, reference, status_history)
        values (${id}, '00000000-0000-4000-8000-000000000001', 'live', 'payin', ${status}, 100, 'USD', 'card',
          'a@example.com', 'UA', ${id}, ${JSON.stringify(history)}::jsonb)`);
        }
      },
      // Later migrations count these parentless payments in the rollups, which name their organisation.
      { rowsWithoutParents: true },
    ));
  }, 120_000);
  afterAll(() => close?.());

  it('maps each known text to its code, anything else to other, and keeps the text beside it', async () => {
    const { rows } = await client.query<{
      id: string;
      failure_reason: string | null;
      failure_message: string | null;
    }>('select id, failure_reason, failure_message from payments order by length(id), id');
    expect(rows).toEqual([
      { id: 'P1', failure_reason: 'insufficient_funds', failure_message: 'Insufficient funds' },
      { id: 'P2', failure_reason: 'do_not_honour', failure_message: 'Do not honour' },
      { id: 'P3', failure_reason: 'card_expired', failure_message: 'Card expired' },
      { id: 'P4', failure_reason: 'three_ds_failed', failure_message: '3-D Secure failed' },
      { id: 'P5', failure_reason: 'limit_exceeded', failure_message: 'Limit exceeded' },
      { id: 'P6', failure_reason: 'insufficient_funds', failure_message: 'insufficient FUNDS.' },
      { id: 'P7', failure_reason: 'other', failure_message: 'Gateway said no (E42)' },
      { id: 'P8', failure_reason: 'other', failure_message: null },
      // Only failures have a failure reason; a cancellation keeps its text in the history alone.
      { id: 'P9', failure_reason: null, failure_message: null },
      { id: 'P10', failure_reason: null, failure_message: null },
    ]);
  });

  it('leaves the history as it was', async () => {
    const { rows } = await client.query<{ reason: string | null }>(
      "select status_history -> -1 ->> 'reason' as reason from payments where id = 'P7'",
    );
    expect(rows[0]?.reason).toBe('Gateway said no (E42)');
  });
});
