import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { createMailer } from '../mail/mailer';
import { buildServer } from '../server';

/**
 * Builds the server on an open, migrated database and listens on PORT; SIGTERM and SIGINT drain the requests in
 * flight, close the database and exit 0 (a second signal exits 1 at once). Resolves once it listens.
 */
export async function serve(config: Config, database: Database): Promise<void> {
  // Listening for the signals before anything starts: a stop that arrives while the server is built still drains.
  let app: FastifyInstance | undefined;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      // A second signal: whatever is still draining is given up.
      process.exit(1);
    }
    stopping = true;
    app?.log.info({ signal }, 'draining in-flight requests');
    try {
      await app?.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app?.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  app = await buildServer({
    config,
    database,
    mailer: createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      dataDir: config.DATA_DIR,
      // The server's logger, so LOG_LEVEL decides (a recipient is logged at debug); mail leaves once it is built.
      logger: {
        info: (entry, message) => app?.log.info(entry, message),
        debug: (entry, message) => app?.log.debug(entry, message),
      },
    }),
  });
  if (stopping) return;
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Paygrid console: http://${config.APP_HOST}  (database: ${database.kind})`);
}
