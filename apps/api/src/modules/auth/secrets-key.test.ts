import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveSecretsKeyring } from './secrets-key';

const keyOf = (fill: number) => Buffer.alloc(32, fill).toString('base64');

describe('issue 33: where the key of the second factors comes from (ADR 0095)', () => {
  let dataDir: string;
  let said: { level: 'info' | 'warn'; message: string }[];
  const log = {
    info: (message: string) => said.push({ level: 'info', message }),
    warn: (message: string) => said.push({ level: 'warn', message }),
  };
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'paygrid-secrets-key-'));
    said = [];
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('V13.3.1 prefers a configured SECRETS_KEY: no key file is made beside the data, and one left there is named for removal', async () => {
    const configured = await resolveSecretsKeyring({ SECRETS_KEY: `k2:${keyOf(2)}`, DATA_DIR: dataDir }, log);
    expect(configured.current).toEqual({ id: 'k2', key: Buffer.alloc(32, 2) });
    await expect(stat(path.join(dataDir, 'secrets.key'))).rejects.toMatchObject({ code: 'ENOENT' });
    expect(said).toEqual([]);

    // An install that started without SECRETS_KEY, then moved its key into it (rotated to k2, k1 kept to open).
    const file = path.join(dataDir, 'secrets.key');
    await writeFile(file, `k1:${keyOf(1)}\n`, { mode: 0o600 });
    const moved = await resolveSecretsKeyring(
      { SECRETS_KEY: `k2:${keyOf(2)},k1:${keyOf(1)}`, DATA_DIR: dataDir },
      log,
    );
    expect(moved.current.id).toBe('k2');
    expect(said).toEqual([
      { level: 'warn', message: expect.stringMatching(/no longer used: remove the file/) },
    ]);

    // A new key set over the file's: the file is still not used, and the start says what its loss means.
    said = [];
    const replaced = await resolveSecretsKeyring({ SECRETS_KEY: `k1:${keyOf(3)}`, DATA_DIR: dataDir }, log);
    expect(replaced.current).toEqual({ id: 'k1', key: Buffer.alloc(32, 3) });
    expect(said).toEqual([
      {
        level: 'warn',
        message: expect.stringMatching(/holds the key "k1" that SECRETS_KEY lacks.*no longer open/),
      },
    ]);
  });

  it('V13.3.1 without SECRETS_KEY makes one key under DATA_DIR, private to the server, keeps it and says so', async () => {
    const first = await resolveSecretsKeyring({ SECRETS_KEY: undefined, DATA_DIR: dataDir }, log);
    const file = path.join(dataDir, 'secrets.key');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toBe(`k1:${first.current.key.toString('base64')}`);
    expect(said).toEqual([{ level: 'info', message: expect.stringContaining('or set SECRETS_KEY') }]);
    const again = await resolveSecretsKeyring({ SECRETS_KEY: undefined, DATA_DIR: dataDir }, log);
    expect(again.current.key.equals(first.current.key)).toBe(true);
    expect(said).toHaveLength(1);
  });
});
