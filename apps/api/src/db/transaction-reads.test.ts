import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sourceFilesUnder } from '../test/table-ownership';
import { outerReadsInTransactions } from '../test/transaction-reads';

const apiSource = fileURLToPath(new URL('..', import.meta.url));

describe('a transaction reads through its own handle (decision 0080)', () => {
  it('finds no transaction whose body names the handle it was opened on', () => {
    expect(outerReadsInTransactions(sourceFilesUnder(apiSource))).toEqual([]);
  });

  it('fails on a deliberate violation, and leaves reads through the transaction alone', () => {
    const outer = {
      path: 'grid/outer.ts',
      text: [
        'export const run = (db: Db) =>',
        '  db.transaction(async (tx) => {',
        '    await tx.select().from(users);',
        '    return load(db, 1);',
        '  });',
      ].join('\n'),
    };
    const own = {
      path: 'grid/own.ts',
      text: 'export const run = (db: Db) => db.transaction(async (tx) => tx.execute(sql`select 1`));',
    };
    expect(outerReadsInTransactions([outer, own])).toEqual([
      { file: 'grid/outer.ts', line: 4, handle: 'db' },
    ]);
  });
});
