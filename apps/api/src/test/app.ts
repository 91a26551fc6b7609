import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { type Config, loadConfig } from '../config';
import { createMailer, type Mailer } from '../mail/mailer';
import type { PasswordHasher } from '../modules/auth/password-hasher';
import { buildServer, type ServerDeps } from '../server';
import { freshDatabase, type TestDatabase } from './database';

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  database: TestDatabase;
  dataDir: string;
  close(): Promise<void>;
};

export const APP_HOST = 'app.localhost:3000';
/** Tests pass an explicit key (ADR 0030), as a server with DATABASE_URL must. */
export const TEST_SECRETS_KEY = `t1:${Buffer.alloc(32, 7).toString('base64')}`;

/** The real server on a fresh database, answering through app.inject; close it in afterAll. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    database?: TestDatabase;
    mailer?: Mailer;
    hasher?: PasswordHasher;
    logStream?: DestinationStream;
    routes?: (app: FastifyInstance) => void;
    webhooks?: ServerDeps['webhooks'];
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'paygrid-app-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    APP_HOST,
    SECRETS_KEY: TEST_SECRETS_KEY,
    MAIL_POLL_MS: '200',
    // Webhook tests run their rounds themselves, with the clock they choose.
    WEBHOOKS_POLL_MS: '60000',
    SANDBOX_POLL_MS: '60000',
    // Tests share two busy cores and run the embedded database in their own thread: a stall there is the worker's,
    // not an overload, and a 503 for it failed the bad-request fuzz in CI.
    OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
    // Tests write payments and read the home at once; dashboard-home-cache.test.ts turns the keeping on.
    DASHBOARD_CACHE_SECONDS: '0',
    ...env,
  });
  const database = options.database ?? (await freshDatabase());
  const mailer =
    options.mailer ??
    createMailer({ from: config.MAIL_FROM, dataDir, smtpUrl: config.SMTP_URL, logger: { info: () => {} } });
  const app = await buildServer({
    config,
    database,
    mailer,
    ...(options.hasher ? { hasher: options.hasher } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.webhooks ? { webhooks: options.webhooks } : {}),
  });
  options.routes?.(app);
  await app.ready();
  return {
    app,
    config,
    database,
    dataDir,
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Headers a browser on the console's own host sends with a state-changing call. */
export const sameSiteHeaders = {
  host: APP_HOST,
  origin: `http://${APP_HOST}`,
  'x-requested-with': 'XMLHttpRequest',
} as const;
