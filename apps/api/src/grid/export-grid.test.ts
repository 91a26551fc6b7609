import { setTimeout as sleep } from 'node:timers/promises';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { CheckedGridRequest, GridDeclaration } from '@paygrid/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/rows';
import { freshDatabase, type TestDatabase } from '../test/database';
import { csvCell } from './csv';
import { exportedColumns, exportGrid } from './export-grid';
import type { GridSql } from './grid-sql';

const ROWS = 100_000;

v8.setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
const declaration: GridDeclaration = {
  code: 'ledger',
  columns: [
    { param: 'n', labelKey: 'ledger.n' },
    { param: 'memo', labelKey: 'ledger.memo' },
  ],
  filters: [{ key: 'n', type: 'number', labelKey: 'ledger.n' }],
  sorts: [{ param: 'n', type: 'integer' }],
  defaultSort: [{ param: 'n', direction: 'asc' }],
  tieBreaker: { param: 'n', type: 'integer' },
  paging: 'cursor',
};
const ledger: GridSql<{ n: number }> = {
  declaration,
  from: sql`export_ledger`,
  fields: { n: sql`n`, memo: sql`memo` },
  sorts: { n: sql`n` },
  filters: { n: { column: sql`n` } },
  toRow: (record) => ({ n: Number(record.n) }),
};

let database: TestDatabase;

/** The ledger exported with a filter, telling `onFinished` when its slot would be given back. */
const exportLedger = (filters: CheckedGridRequest['filters'], onFinished?: () => void) =>
  exportGrid(
    database.db,
    ledger,
    { page: { kind: 'cursor', size: 20 }, sort: [], filters },
    {
      timeZone: 'UTC',
      ...(onFinished
        ? {
            finished: async () => {
              onFinished();
            },
          }
        : {}),
    },
  );
beforeAll(async () => {
  database = await freshDatabase();
  await database.db.execute(sql`create table export_ledger as
    select g as n, 'Платіж №' || g || ', "memo" ' || repeat('x', 400) as memo from generate_series(1, ${ROWS}) g`);
  // An index serves the order, as on any real grid: the database walks it instead of sorting in memory.
  await database.db.execute(sql`alter table export_ledger add primary key (n)`);
  await database.db.execute(sql`analyze export_ledger`);
});
afterAll(() => database.close());

describe('CSV export', () => {
  it('defuses formulas and quotes what needs it', () => {
    expect(['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)', '\tcmd', '\rcmd'].map(csvCell)).toEqual([
      `"'=HYPERLINK(""x"")"`,
      "'+1",
      "'-2",
      "'@SUM(A1)",
      "'\tcmd",
      `"'\rcmd"`,
    ]);
    expect(csvCell(-2)).toBe('-2');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell(['UAH', 'USD'])).toBe('"UAH, USD"');
    expect(csvCell(null)).toBe('');
  });

  it(`streams ${ROWS.toLocaleString('en')} rows from a database cursor with the process memory flat`, async () => {
    // PGlite runs in this process: its page cache fills once whoever reads the table, so read it before measuring.
    await queryRows(database.db, sql`select sum(length(memo)) from export_ledger`);
    // A short export first, so the heap is at its working size: the growth measured is what more rows cost.
    for await (const _chunk of exportLedger({ n: { lte: '5000' } })) collectGarbage();
    // What the process holds, measured after a full collection: V8's heap and the memory it tracks outside it
    // (Buffers). Not the RSS, which keeps pages the allocators have freed and, under coverage on a busy CI worker,
    // grew 25-79 MB with nothing held.
    const held = () => {
      const { heapUsed, external } = process.memoryUsage();
      return heapUsed + external;
    };
    const baseline = held();
    let peak = baseline;
    let bytes = 0;
    let lines = 0;
    let last = '';
    const stream = exportLedger({});
    // What the export holds, not garbage waiting for a collection: a buffering export would keep every row. Sampled
    // through both halves, the read into the file (nothing is consumed then) and the download.
    // A full collection takes its time (long on a busy machine): the export gets nine times as long between two.
    let sampling = true;
    const sample = () => {
      if (!sampling) return;
      const started = performance.now();
      collectGarbage();
      peak = Math.max(peak, held());
      setTimeout(sample, Math.max(50, 9 * (performance.now() - started)));
    };
    setTimeout(sample, 50);
    // Chunks are the file's bytes: a character or a line's \r\n may be cut between two.
    const decoder = new TextDecoder();
    for await (const chunk of stream) {
      const text = decoder.decode(chunk as Buffer, { stream: true });
      bytes += text.length;
      for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) lines += 1;
      last = (last + text).slice(-2000);
    }
    sampling = false;
    expect(lines).toBe(ROWS + 1);
    expect(bytes).toBeGreaterThan(ROWS * 400);
    expect(last.trimEnd().split('\r\n').at(-1)).toBe(
      `${ROWS},"Платіж №${ROWS}, ""memo"" ${'x'.repeat(400)}"`,
    );
    // One batch is about 0.1 MB; the whole export held as strings measured 77-84 MB (a planted buffering export).
    expect(peak - baseline).toBeLessThan(16 * 1024 * 1024);
  }, 120_000);

  it('leaves the database to everyone else while its download waits for a slow reader', async () => {
    let finished = false;
    const stream = exportLedger({}, () => {
      finished = true;
    });
    // The first bytes are there, and nobody reads on: a download stalled on a slow connection.
    await new Promise((resolve) => stream.once('readable', resolve));
    // Sent straight from the cursor, the export's transaction stayed open here: on the embedded database (one
    // connection) this read waited until the download ended.
    const read = queryRows(database.db, sql`select count(*)::int as total from export_ledger`);
    const answered = await Promise.race([read, sleep(5_000).then(() => 'still waiting')]);
    expect(answered).toEqual([{ total: ROWS }]);
    // The person's export slot is held until the download ends.
    expect(finished).toBe(false);
    stream.destroy();
    await expect.poll(() => finished, { timeout: 10_000 }).toBe(true);
  });

  it('exports only the filtered rows, and a stream closed early ends the export', async () => {
    const stream = exportLedger({ n: { lte: '3' } });
    let text = '';
    for await (const chunk of stream) text += String(chunk);
    expect(
      text
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .filter(Boolean),
    ).toHaveLength(4);

    let finished = false;
    const early = exportLedger({}, () => {
      finished = true;
    });
    for await (const _chunk of early) break;
    await expect.poll(() => finished, { timeout: 10_000 }).toBe(true);
    // The database is free again: the cursor's transaction ended.
    const [row] = await queryRows(database.db, sql`select count(*)::int as total from export_ledger`);
    expect(row?.total).toBe(ROWS);
  });
});

describe('the exported columns', () => {
  const ledgerWith = (csvCompanions?: GridSql<{ n: number }>['csvCompanions']): GridSql<{ n: number }> => ({
    ...ledger,
    declaration: {
      ...declaration,
      columns: [
        { param: 'n', labelKey: 'ledger.n' },
        { param: 'amount', labelKey: 'ledger.amount' },
        { param: 'currency', labelKey: 'ledger.currency' },
        { param: 'fee', labelKey: 'ledger.fee' },
        { param: 'target', labelKey: 'ledger.target' },
        { param: 'memo', labelKey: 'ledger.memo' },
      ],
    },
    ...(csvCompanions ? { csvCompanions } : {}),
  });
  const companions = { amount: ['currency'], fee: ['currency'], target: ['target_currency'] };

  it('are the request’s columns in their order, every declared one without them', () => {
    expect(exportedColumns(ledgerWith(), { columns: ['memo', 'n'] })).toEqual(['memo', 'n']);
    expect(exportedColumns(ledgerWith(), {})).toEqual(['n', 'amount', 'currency', 'fee', 'target', 'memo']);
    expect(exportedColumns(ledger, { columns: ['n'] })).toEqual(['n']);
  });

  it('bring a companion right after the first column needing it, only when the file lacks it', () => {
    const grid = ledgerWith(companions);
    const columns = (...chosen: string[]) => exportedColumns(grid, { columns: chosen });
    expect(columns('n', 'amount')).toEqual(['n', 'amount', 'currency']);
    expect(columns('fee', 'n', 'amount')).toEqual(['fee', 'currency', 'n', 'amount']);
    // Chosen anywhere, it stays where the reader put it.
    expect(columns('amount', 'n', 'currency', 'fee')).toEqual(['amount', 'n', 'currency', 'fee']);
    expect(columns('n', 'target')).toEqual(['n', 'target', 'target_currency']);
    expect(columns('target', 'fee')).toEqual(['target', 'target_currency', 'fee', 'currency']);
    expect(columns('n', 'memo')).toEqual(['n', 'memo']);
    expect(exportedColumns(grid, {})).toEqual([
      'n',
      'amount',
      'currency',
      'fee',
      'target',
      'target_currency',
      'memo',
    ]);
  });

  it('are the file’s headers; a cell reads the reader’s time zone, a companion its field', async () => {
    const grid: GridSql<{ n: number }> = {
      ...ledger,
      fields: { n: sql`n`, memo: sql`memo`, zone_of: sql`'zone'` },
      csv: { n: (record, { timeZone }) => `${record.n} ${timeZone}` },
      csvCompanions: { n: ['zone_of'] },
    };
    const stream = exportGrid(
      database.db,
      grid,
      { page: { kind: 'cursor', size: 20 }, sort: [], filters: { n: { lte: '2' } }, columns: ['n'] },
      { timeZone: 'Asia/Kathmandu' },
    );
    let text = '';
    for await (const chunk of stream) text += String(chunk);
    expect(text.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'n,zone_of',
      '1 Asia/Kathmandu,zone',
      '2 Asia/Kathmandu,zone',
      '',
    ]);
  });
});
