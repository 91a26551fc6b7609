// npm run bench:grid — what a total and an export cost on a large grid (issue 12): the capped count against an
// uncapped count(*), a keyset page deep in the table, and a CSV export streamed from a cursor. Embedded PGlite.
import { PGlite } from '@electric-sql/pglite';
import type { GridDeclaration } from '@paygrid/domain';
import { sql } from 'drizzle-orm';
import { pgliteExtensions, wrapPglite } from '../apps/api/src/db/client';
import { queryRows } from '../apps/api/src/db/rows';
import { cappedTotal } from '../apps/api/src/grid/capped-total';
import { exportGrid } from '../apps/api/src/grid/export-grid';
import type { GridSql } from '../apps/api/src/grid/grid-sql';
import { listGrid } from '../apps/api/src/grid/list-grid';

const ROWS = Number(process.env.BENCH_GRID_ROWS ?? 1_000_000);
const ms = (value: number) => `${value.toFixed(2)} ms`;
async function median(runs: number, fn: () => Promise<unknown>): Promise<number> {
  const samples: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  return samples.sort((a, b) => a - b)[Math.floor(runs / 2)] ?? 0;
}

const database = wrapPglite(await PGlite.create({ extensions: pgliteExtensions }));
const { db } = database;
await db.execute(
  sql`create table bench_ledger (id bigint primary key, amount integer not null, memo text not null)`,
);
await db.execute(
  sql`insert into bench_ledger select g, ((g::bigint * 7919) % 100000)::int, 'payment ' || g from generate_series(1, ${ROWS}) g`,
);
await db.execute(sql`create index bench_ledger_amount on bench_ledger (amount, id)`);
await db.execute(sql`analyze bench_ledger`);

const declaration: GridDeclaration = {
  code: 'ledger',
  columns: [
    { param: 'id', labelKey: 'x' },
    { param: 'amount', labelKey: 'x' },
    { param: 'memo', labelKey: 'x' },
  ],
  filters: [{ key: 'amount', type: 'number', labelKey: 'x' }],
  sorts: [{ param: 'amount', type: 'integer' }],
  defaultSort: [{ param: 'amount', direction: 'desc' }],
  tieBreaker: { param: 'id', type: 'integer' },
  paging: 'cursor',
};
const ledger: GridSql<Record<string, unknown>> = {
  declaration,
  from: sql`bench_ledger`,
  fields: { id: sql`id`, amount: sql`amount`, memo: sql`memo` },
  sorts: { amount: sql`amount`, id: sql`id` },
  filters: { amount: { column: sql`amount` } },
  toRow: (record) => record,
};

console.log(`| grid over ${ROWS.toLocaleString('en')} rows (PGlite) | median |\n|---|---|`);
console.log(
  `| uncapped count(*) | ${ms(await median(5, () => queryRows(db, sql`select count(*) from bench_ledger`)))} |`,
);
console.log(
  `| capped total (10,001, then the planner's estimate) | ${ms(await median(5, () => cappedTotal(db, sql`bench_ledger`, undefined)))} |`,
);
console.log(
  `| capped total, narrow filter (amount <= 5) | ${ms(await median(5, () => cappedTotal(db, sql`bench_ledger`, sql`amount <= 5`)))} |`,
);
const first = await listGrid(
  db,
  ledger,
  { page: { kind: 'cursor', size: 50 }, sort: [], filters: {} },
  { timeZone: 'UTC' },
);
console.log(
  `| first page of 50 with its total | ${ms(await median(5, () => listGrid(db, ledger, { page: { kind: 'cursor', size: 50 }, sort: [], filters: {} }, { timeZone: 'UTC' })))} |`,
);
const after = first.meta.page.after ?? undefined;
console.log(
  `| next page from a cursor | ${ms(await median(5, () => listGrid(db, ledger, { page: { kind: 'cursor', size: 50, ...(after ? { after } : {}) }, sort: [], filters: {} }, { timeZone: 'UTC' })))} |`,
);
const exportStart = performance.now();
let bytes = 0;
for await (const chunk of exportGrid(
  db,
  ledger,
  { page: { kind: 'cursor', size: 50 }, sort: [], filters: { amount: { lte: '10000' } } },
  { timeZone: 'UTC' },
))
  bytes += (chunk as Buffer).length;
const exportMs = performance.now() - exportStart;
console.log(
  `| CSV export of the rows with amount <= 10000 (${(bytes / 1e6).toFixed(1)} MB) | ${ms(exportMs)} |`,
);
console.log(
  `\nestimated total: ${first.meta.page.total} (total_estimated: ${first.meta.page.total_estimated})`,
);
await database.close();
