// `--partitioned` (ADR 0071): the migrated payments table made a table partitioned by month on created_at, with the
// same columns, defaults and indexes (each built per partition), so the bench runs the same queries over it.
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/api/src/db/client';
import { queryRows } from '../apps/api/src/db/rows';

/** Monthly partitions from `months` months back to next month, and a default one for anything outside. */
export async function partitionPaymentsByMonth(db: Db, months: number): Promise<void> {
  const indexes = await queryRows(
    db,
    sql`select indexdef from pg_indexes where tablename = 'payments'
        and indexname not in (select conname from pg_constraint where contype = 'p')`,
  );
  await db.execute(sql`alter table payments rename to payments_unpartitioned`);
  // A partitioned table's primary key must hold the partition key (ADR 0071): (id, created_at).
  await db.execute(sql`create table payments (like payments_unpartitioned including defaults including constraints)
    partition by range (created_at)`);
  await db.execute(sql`drop table payments_unpartitioned`);
  await db.execute(sql`alter table payments add constraint payments_pkey primary key (id, created_at)`);
  await db.execute(sql`alter table payments add foreign key (organization_id) references organizations (id)
    on delete cascade`);
  const start = new Date();
  start.setUTCDate(1);
  start.setUTCHours(0, 0, 0, 0);
  start.setUTCMonth(start.getUTCMonth() - months);
  for (let month = 0; month <= months + 1; month += 1) {
    const from = new Date(start);
    from.setUTCMonth(start.getUTCMonth() + month);
    const to = new Date(from);
    to.setUTCMonth(from.getUTCMonth() + 1);
    const name = `payments_${from.toISOString().slice(0, 7).replace('-', '_')}`;
    await db.execute(
      sql.raw(`create table ${name} partition of payments
        for values from ('${from.toISOString()}') to ('${to.toISOString()}')`),
    );
  }
  await db.execute(sql`create table payments_default partition of payments default`);
  for (const index of indexes) await db.execute(sql.raw(String(index.indexdef)));
}
