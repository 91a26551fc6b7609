// node --import tsx bench/search-limits.ts [--payments 50000]
// Issue 33: the worst searches the limits permit (SEARCH_MAX_WORDS words, FREE_TEXT_MAX_LENGTH characters), each
// through the payments list (first page and its capped count) and the summary, on the demo data in the embedded
// database, where a statement cannot be stopped once it runs: the limits must keep each under 300 ms.
import { PGlite } from '@electric-sql/pglite';
import { FREE_TEXT_MAX_LENGTH, paymentsGrid, SEARCH_MAX_WORDS } from '@paygrid/domain';
import { sql } from 'drizzle-orm';
import { pgliteExtensions, wrapPglite } from '../apps/api/src/db/client';
import { queryRows } from '../apps/api/src/db/rows';
import { checkListQuery } from '../apps/api/src/grid/check-query';
import { listGrid } from '../apps/api/src/grid/list-grid';
import { createPasswordHasher } from '../apps/api/src/modules/auth/password-hasher';
import { seedDemo } from '../apps/api/src/modules/demo/seed';
import { inOrganizationMode, paymentGridSql } from '../apps/api/src/modules/payments/payment-grid';
import { paymentSummary } from '../apps/api/src/modules/payments/summary';
import { migrate } from '../apps/api/src/setup/migrate';

const argument = (name: string) => {
  const index = process.argv.indexOf(name);
  return index < 0 ? undefined : process.argv[index + 1];
};
const LIVE = Number(argument('--payments') ?? 50_000);
const RUNS = 5;

const client = await PGlite.create({ extensions: pgliteExtensions });
const database = wrapPglite(client);
await migrate(database, () => {});
const started = performance.now();
await seedDemo(database.db, createPasswordHasher(), { payments: { live: LIVE, test: 0 } });
console.log(
  `Demo data: ${LIVE.toLocaleString('en')} live payments loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
// As a running console's database is: its statistics current (the demo's load is followed by autovacuum's
// analyze on PostgreSQL; PGlite runs none, so the start's own analyze is what it gets).
await database.db.execute(sql`analyze`);
const [organization] = await queryRows(database.db, sql`select id from organizations where alias = 'demo'`);
const scope = { organizationId: String(organization?.id), mode: 'live' as const };
const context = { organization: { id: scope.organizationId }, mode: scope.mode } as Parameters<
  typeof inOrganizationMode
>[0];

const words = (list: string[]) => list.slice(0, SEARCH_MAX_WORDS).join(' ');
const long = (seed: string) =>
  seed.repeat(Math.ceil(FREE_TEXT_MAX_LENGTH / seed.length)).slice(0, FREE_TEXT_MAX_LENGTH);
const cases: Array<[string, string]> = [
  ['six one-letter words (every row holds each)', words(['a', 'e', 'o', 'i', 'n', 'r'])],
  ['six two-letter words', words(['an', 'ma', 'ol', 'er', 'ov', 'co'])],
  ['six common three-letter words', words(['com', 'exa', 'mai', 'ple', 'ena', 'ova'])],
  ['one common three-letter word and five one-letter words', words(['com', 'a', 'e', 'o', 'i', 'n'])],
  [
    'six names never in one row (common trigrams, no match)',
    words(['olena', 'taras', 'marek', 'julia', 'lukas', 'emma']),
  ],
  ['six surnames never in one row', words(['kovalenko', 'nowak', 'schmidt', 'smith', 'martin', 'bondar'])],
  [
    'six e-mail domains (the @ part looked up)',
    words([
      'a@mail.example',
      'o@post.example',
      'e@inbox.example',
      'n@mail.example',
      'r@post.example',
      's@inbox.example',
    ]),
  ],
  [`one word of ${FREE_TEXT_MAX_LENGTH} characters`, long('ab')],
  [
    `${FREE_TEXT_MAX_LENGTH} characters in six words`,
    words(Array.from({ length: 6 }, (_, n) => long(`e${n}`).slice(0, 15))),
  ],
  ['one common word (baseline)', 'olena'],
];

const ms = (value: number) => `${value.toFixed(0)} ms`;
async function worst(fn: () => Promise<unknown>): Promise<number> {
  let max = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    await fn();
    max = Math.max(max, performance.now() - start);
  }
  return max;
}

console.log(`\nWorst of ${RUNS} runs each, PGlite in memory, node ${process.version}.\n`);
console.log('| search | list page + count | summary |\n|---|---|---|');
for (const [label, search] of cases) {
  const request = checkListQuery(paymentsGrid, `page[size]=20&filter[search]=${encodeURIComponent(search)}`, {
    defaultSize: 20,
  });
  const list = await worst(() =>
    listGrid(database.db, paymentGridSql, request, {
      timeZone: 'Europe/Kiev',
      scope: inOrganizationMode(context),
    }),
  );
  const summary = await worst(() => paymentSummary(database.db, scope, request, { timeZone: 'Europe/Kiev' }));
  console.log(`| ${label} | ${ms(list)} | ${ms(summary)} |`);
}
await database.close();
