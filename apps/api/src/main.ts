import { existsSync } from 'node:fs';
import { appHostname, ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { pgliteTemplatePath } from './db/pglite-template';
import { createMailer } from './mail/mailer';
import { createPasswordHasher } from './modules/auth/password-hasher';
import { demoDataWanted } from './modules/demo/demo-data-wanted';
import { databaseHasNoPeople, seedDemo } from './modules/demo/seed';
import { buildServer } from './server';

async function main(): Promise<void> {
  // Variables already in the environment win over the .env file.
  if (existsSync('.env')) process.loadEnvFile('.env');
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78);
    }
    throw error;
  }

  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    poolSize: config.DATABASE_POOL_SIZE,
    dataDir: config.DATA_DIR,
    pgliteTemplate: pgliteTemplatePath(),
  });
  await migrate(database);
  const app = await buildServer({
    config,
    database,
    mailer: createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      dataDir: config.DATA_DIR,
      logger: console,
    }),
  });
  const wantDemo = demoDataWanted({
    flag: config.DEMO_DATA,
    appHostname: appHostname(config),
    databaseKind: database.kind,
    databaseEmpty: await databaseHasNoPeople(database.db),
    nodeEnv: process.env.NODE_ENV,
  });
  if (wantDemo) {
    const started = Date.now();
    const [live, test] = (config.DEMO_PAYMENTS ?? '').split(',').map(Number);
    const demo = await seedDemo(
      database.db,
      createPasswordHasher(),
      live !== undefined && test !== undefined && config.DEMO_PAYMENTS ? { payments: { live, test } } : {},
    );
    if (demo) {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(
        `\n  Demo data (${seconds} s): log in as ${demo.email} with password ${demo.password}\n  Its dashboard: http://${demo.alias}.${config.APP_HOST}/payments\n  (shown once; set DEMO_DATA=false to start empty)\n`,
      );
    }
  }
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Paygrid console: http://${config.APP_HOST}  (database: ${database.kind})`);
  process.stdout.write(`\n  Paygrid console is ready at http://${config.APP_HOST}\n\n`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'draining in-flight requests');
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Paygrid failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
