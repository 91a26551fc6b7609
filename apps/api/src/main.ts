import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { type Config, ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './setup/migrate';
import { pgliteTemplatePath } from './setup/pglite-template';
import { keepPrivate } from './shared/private-files';
import { loadDemoIfWanted } from './start/demo-on-start';
import { serve } from './start/serve';
import { serverProcessCount } from './start/server-processes';
import { superviseServers } from './start/supervise-servers';

function configOrExit(): Config {
  // Variables already in the environment win over the .env file.
  if (existsSync('.env')) process.loadEnvFile('.env');
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78);
    }
    throw error;
  }
}

const open = (config: Config) =>
  openDatabase({
    databaseUrl: config.DATABASE_URL,
    replicaUrl: config.DATABASE_REPLICA_URL,
    poolSize: config.DATABASE_POOL_SIZE,
    statementTimeoutMs: config.STATEMENT_TIMEOUT_MS,
    dataDir: config.DATA_DIR,
    pgliteTemplate: pgliteTemplatePath(),
  });

const announceReady = (config: Config) =>
  process.stdout.write(`\n  Paygrid console is ready at http://${config.APP_HOST}\n\n`);

async function main(): Promise<void> {
  // Whatever this process makes is its user's alone (issue 33): folders 0700, files 0600.
  process.umask(0o077);
  const config = configOrExit();
  // A process the primary started finds the database migrated and the demo loaded.
  if (cluster.isWorker) return serve(config, await open(config));

  // The data folder holds the embedded database, the mail outbox and the secrets key: tightened at every start, so
  // an install made before (or files PGlite wrote 0666) is private again.
  await keepPrivate(config.DATA_DIR);
  const database = await open(config);
  await migrate(database);
  await loadDemoIfWanted(config, database);
  const processes = serverProcessCount(config);
  if (processes === 1) {
    await serve(config, database);
    announceReady(config);
    return;
  }
  await database.close();
  process.stdout.write(`\n  Serving from ${processes} processes (SERVER_PROCESSES)\n`);
  const code = await superviseServers({
    count: processes,
    onReady: () => announceReady(config),
    log: (line) => process.stderr.write(`${line}\n`),
  });
  process.exit(code);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Paygrid failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
