import type { Config } from '../config';
import type { Database } from '../db/client';
import { createMailer } from '../mail/mailer';
import { buildServer } from '../server';

/**
 * Builds the server on an open, migrated database and listens on PORT; SIGTERM and SIGINT drain the requests in
 * flight, close the database and exit 0. Resolves once it listens.
 */
export async function serve(config: Config, database: Database): Promise<void> {
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
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Paygrid console: http://${config.APP_HOST}  (database: ${database.kind})`);

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
