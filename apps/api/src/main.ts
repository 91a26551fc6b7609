import { existsSync } from 'node:fs';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { createMailer } from './mail/mailer';
import { createPasswordHasher } from './modules/auth/password-hasher';
import { seedDemo } from './modules/demo/seed';
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

  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
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
  if (config.DEMO_DATA) {
    const demo = await seedDemo(database.db, createPasswordHasher());
    if (demo) {
      process.stdout.write(
        `\n  Demo data: log in as ${demo.email} with password ${demo.password}\n  Its dashboard: http://${demo.alias}.${config.APP_HOST}/\n`,
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
