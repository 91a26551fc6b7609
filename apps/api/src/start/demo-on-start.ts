import { appHostname, type Config } from '../config';
import type { Database } from '../db/client';
import { createPasswordHasher } from '../modules/auth/password-hasher';
import { demoDataWanted } from '../modules/demo/demo-data-wanted';
import { databaseHasNoPeople, seedDemo } from '../modules/demo/seed';

/** Loads the demo organisation when it is wanted (demo-data-wanted.ts) and prints its credentials once. */
export async function loadDemoIfWanted(config: Config, database: Database): Promise<void> {
  const wanted = demoDataWanted({
    flag: config.DEMO_DATA,
    appHostname: appHostname(config),
    databaseKind: database.kind,
    databaseEmpty: await databaseHasNoPeople(database.db),
    nodeEnv: process.env.NODE_ENV,
  });
  if (!wanted) return;
  const started = Date.now();
  const [live, test] = (config.DEMO_PAYMENTS ?? '').split(',').map(Number);
  // A load of up to millions of rows: the console's statement time limit is not its (issue 33).
  const demo = await database.withStatementTimeout(0, (db) =>
    seedDemo(
      db,
      createPasswordHasher(),
      live !== undefined && test !== undefined && config.DEMO_PAYMENTS ? { payments: { live, test } } : {},
    ),
  );
  if (!demo) return;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    `\n  Demo data (${seconds} s): log in as ${demo.email} with password ${demo.password}\n  Its dashboard: http://${demo.alias}.${config.APP_HOST}/payments\n  (shown once; set DEMO_DATA=false to start empty)\n`,
  );
}
