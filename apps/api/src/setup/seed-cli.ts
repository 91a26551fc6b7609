// npm run db:seed: loads the demo data of every module that has some, into DATABASE_URL or the embedded database.
// npm run db:seed -- --org ALIAS --payments N [--mode test|live]: adds N deterministic payments to one organisation.
import { parseArgs } from 'node:util';
import { isPaymentMode } from '@paygrid/domain';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { createPasswordHasher } from '../modules/auth/password-hasher';
import { seedDemo } from '../modules/demo/seed';
import { organizations } from '../modules/organizations/tables';
import { analyzePayments, seedPayments } from '../modules/payments/record-payments';
import { migrate } from './migrate';

const { values: options } = parseArgs({
  options: {
    org: { type: 'string' },
    payments: { type: 'string' },
    mode: { type: 'string', default: 'live' },
  },
});

async function seedOrganizationPayments(database: Database, alias: string, countText: string, mode: string) {
  const count = Number(countText);
  if (!Number.isInteger(count) || count < 1 || count > 5_000_000)
    throw new Error('--payments takes 1 to 5000000');
  if (!isPaymentMode(mode)) throw new Error('--mode takes test or live');
  const [organization] = await database.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.alias, alias));
  if (!organization) throw new Error(`no organisation has the alias ${alias}`);
  const started = Date.now();
  // The seed text holds the count, so a second run adds a different, still repeatable, set.
  // Many rows load with their indexes built once after (in a transaction, so a failed load leaves them whole).
  await database.db.transaction((tx) =>
    seedPayments(tx, {
      organizationId: organization.id,
      seedText: `${alias}:${count}`,
      counts: { [mode]: count },
      bulk: count >= 10_000,
    }),
  );
  await analyzePayments(database.db);
  console.log(
    `seeded ${count} ${mode} payments for ${alias} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

async function seedEverything(database: Database) {
  const demo = await seedDemo(database.db, createPasswordHasher());
  console.log(
    demo ? `log in as ${demo.email} with password ${demo.password}` : 'the demo account exists already',
  );
  console.log('seeded demo owner, organisation and payments');
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await migrate(database);
  if (options.org || options.payments)
    await seedOrganizationPayments(
      database,
      options.org ?? '',
      options.payments ?? '',
      options.mode ?? 'live',
    );
  else await seedEverything(database);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
