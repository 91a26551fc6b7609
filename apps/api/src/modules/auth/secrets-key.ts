import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import { keyringFrom, type SecretsKeyring } from './secret-box';

const KEY_FILE = 'secrets.key';

/**
 * The keyring from SECRETS_KEY. Without it (the embedded database only: the config refuses DATABASE_URL without
 * it) a key is generated once under DATA_DIR and kept there, and the start says so.
 */
export async function resolveSecretsKeyring(
  config: Pick<Config, 'SECRETS_KEY' | 'DATA_DIR'>,
  log: { info: (message: string) => void },
): Promise<SecretsKeyring> {
  if (config.SECRETS_KEY) return keyringFrom(config.SECRETS_KEY);
  const file = path.resolve(config.DATA_DIR, KEY_FILE);
  try {
    return keyringFrom((await readFile(file, 'utf8')).trim());
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
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
