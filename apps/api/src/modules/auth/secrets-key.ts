import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import { keyringFrom, type SecretsKeyring } from './secret-box';

const KEY_FILE = 'secrets.key';

/**
 * The keyring from SECRETS_KEY, always first when it is set. Without it (the embedded database only: the config
 * refuses DATABASE_URL without it) a key is generated once under DATA_DIR and kept there, and the start says so.
 */
export async function resolveSecretsKeyring(
  config: Pick<Config, 'SECRETS_KEY' | 'DATA_DIR'>,
  log: { info: (message: string) => void; warn: (message: string) => void },
): Promise<SecretsKeyring> {
  const file = path.resolve(config.DATA_DIR, KEY_FILE);
  if (config.SECRETS_KEY) {
    const ring = keyringFrom(config.SECRETS_KEY);
    const leftBeside = await generatedKeyIn(file);
    if (leftBeside) log.warn(leftBehindAdvice(file, leftBeside, ring));
    return ring;
  }
  const kept = await generatedKeyIn(file);
  if (kept) return kept;
  await mkdir(path.dirname(file), { recursive: true });
  const generated = `k1:${randomBytes(32).toString('base64')}`;
  await writeFile(file, `${generated}\n`, { mode: 0o600, flag: 'wx' }).catch(async (error) => {
    // Another process made it first: use that one.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  });
  // Only the embedded database gets here (DATABASE_URL requires SECRETS_KEY): the key sits beside the data it seals,
  // and a copy of the data directory keeps both. Nothing for a newcomer's first start to worry about: info, not warn.
  log.info(
    `Second factors are sealed with a key made for this data directory (${file}); copy it with the data, or set SECRETS_KEY.`,
  );
  return keyringFrom((await readFile(file, 'utf8')).trim());
}

const generatedKeyIn = async (file: string): Promise<SecretsKeyring | undefined> => {
  try {
    return keyringFrom((await readFile(file, 'utf8')).trim());
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
};

/**
 * A key file from a start without SECRETS_KEY is not used once SECRETS_KEY is set (ADR 0095). Left there it is the
 * key beside the data; missing from SECRETS_KEY, the second factors it sealed no longer open.
 */
function leftBehindAdvice(file: string, generated: SecretsKeyring, ring: SecretsKeyring): string {
  const { id, key } = generated.current;
  if (ring.keys.get(id)?.equals(key)) {
    return `SECRETS_KEY holds the key of ${file}, which is no longer used: remove the file, so no key sits beside the data.`;
  }
  return (
    `${file} holds the key "${id}" that SECRETS_KEY lacks, and is not used. Second factors sealed with it no longer ` +
    `open: put it after the current key (SECRETS_KEY=<new id>:<new key>,${id}:<the file's key>), then remove the file.`
  );
}
