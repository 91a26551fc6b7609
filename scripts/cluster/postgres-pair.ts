import { existsSync, readdirSync } from 'node:fs';
import { appendFile, chmod, chown, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { asPostgres, runToEnd } from './processes';

/** Debian's PostgreSQL programs: the newest version under /usr/lib/postgresql, or PG_BIN. */
export function postgresBin(): string | undefined {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, 'bin', 'pg_basebackup')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

export type PostgresServer = { dataDir: string; port: number };
export type PostgresPair = { primary: PostgresServer; replica: PostgresServer; database: string };

const bin = () => {
  const found = postgresBin();
  if (!found) throw new Error("PostgreSQL's server programs are missing: apt-get install postgresql");
  return found;
};

const asOwner = (program: string, args: string[]) => {
  const [command, fullArgs] = asPostgres(path.join(bin(), program), args);
  return runToEnd(command, fullArgs);
};

let postgresUser: Promise<{ uid: number; gid: number }> | undefined;
/** The postgres user's ids, read once. */
const postgresIds = () => {
  postgresUser ??= Promise.all([runToEnd('id', ['-u', 'postgres']), runToEnd('id', ['-g', 'postgres'])]).then(
    ([uid, gid]) => ({ uid: Number(uid.stdout), gid: Number(gid.stdout) }),
  );
  return postgresUser;
};

/** A folder the postgres user owns (PostgreSQL runs as it when this script runs as root). */
async function ownedFolder(folder: string): Promise<void> {
  await mkdir(folder, { recursive: true, mode: 0o700 });
  if (process.getuid?.() !== 0) return;
  const { uid, gid } = await postgresIds();
  await chown(folder, uid, gid);
}

export async function startPostgres(server: PostgresServer): Promise<void> {
  await asOwner('pg_ctl', ['start', '-w', '-t', '60', '-D', server.dataDir, '-l', `${server.dataDir}.log`]);
}

export async function stopPostgres(server: PostgresServer): Promise<void> {
  if (!existsSync(path.join(server.dataDir, 'postmaster.pid'))) return;
  await asOwner('pg_ctl', ['stop', '-w', '-t', '60', '-m', 'fast', '-D', server.dataDir]);
}

/** Runs SQL on one of the pair as the postgres superuser (psql's output, unaligned, no headers). */
export async function psql(server: PostgresServer, database: string, query: string): Promise<string> {
  const { stdout } = await runToEnd('psql', [
    '-X',
    '-qAt',
    '-v',
    'ON_ERROR_STOP=1',
    '-h',
    '127.0.0.1',
    '-p',
    String(server.port),
    '-U',
    'postgres',
    '-d',
    database,
    '-c',
    query,
  ]);
  return stdout.trim();
}

/**
 * A PostgreSQL primary and a streaming replica made from it by `pg_basebackup -R`, both on 127.0.0.1, in `folder`.
 * A throwaway pair: trust authentication on the loopback, fsync off (it lives for a test or a day's work).
 */
export async function startPostgresPair(
  folder: string,
  ports: { primary: number; replica: number },
): Promise<PostgresPair> {
  // The postgres user must reach its folder: the rest of `folder` stays the invoking user's.
  await chmod(folder, 0o755);
  const own = path.join(folder, 'postgres');
  const sockets = path.join(own, 'sockets');
  await ownedFolder(own);
  await ownedFolder(sockets);
  const primary = { dataDir: path.join(own, 'primary'), port: ports.primary };
  const replica = { dataDir: path.join(own, 'replica'), port: ports.replica };
  await ownedFolder(primary.dataDir);
  await asOwner('initdb', [
    '-D',
    primary.dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  const common = [`listen_addresses = '127.0.0.1'`, `unix_socket_directories = '${sockets}'`, 'fsync = off'];
  await appendFile(
    path.join(primary.dataDir, 'postgresql.conf'),
    `\n# paygrid cluster\n${[...common, `port = ${primary.port}`].join('\n')}\n`,
  );
  await startPostgres(primary);
  const database = 'paygrid';
  await psql(primary, 'postgres', `create database ${database}`);

  await ownedFolder(replica.dataDir);
  await asOwner('pg_basebackup', [
    '-h',
    '127.0.0.1',
    '-p',
    String(primary.port),
    '-U',
    'postgres',
    '-D',
    replica.dataDir,
    '-R',
    '-X',
    'stream',
    '-c',
    'fast',
    '--no-sync',
  ]);
  // The copy carries the primary's settings: the later lines win. The feedback keeps the primary's vacuum from
  // removing rows a replica read still needs (fewer reads cancelled by the replay).
  await appendFile(
    path.join(replica.dataDir, 'postgresql.conf'),
    `\n# paygrid cluster: the replica\nport = ${replica.port}\nhot_standby_feedback = on\n`,
  );
  await startPostgres(replica);
  return { primary, replica, database };
}
