import { chmod, mkdir, mkdtemp, readdir, rm, stat, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { createMailer } from '../mail/mailer';
import { keepPrivate } from './private-files';

const modeOf = async (file: string) => (await stat(file)).mode & 0o777;

// Issue 33, ASVS 5.0 V13.3.1 (secrets and sensitive data on disk readable by the application alone).
describe('the data folder is the console user’s alone', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'paygrid-private-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('tightens an install made before: folders 0700, files 0600, links left alone', async () => {
    const data = path.join(root, 'old-install');
    await mkdir(path.join(data, 'outbox'), { recursive: true, mode: 0o755 });
    await chmod(data, 0o755);
    await writeFile(path.join(data, 'outbox', 'reset.eml'), 'a live link', { mode: 0o644 });
    await writeFile(path.join(root, 'elsewhere.txt'), 'not ours', { mode: 0o644 });
    await symlink(path.join(root, 'elsewhere.txt'), path.join(data, 'link'));
    await keepPrivate(data);
    expect(await modeOf(data)).toBe(0o700);
    expect(await modeOf(path.join(data, 'outbox'))).toBe(0o700);
    expect(await modeOf(path.join(data, 'outbox', 'reset.eml'))).toBe(0o600);
    expect(await modeOf(path.join(root, 'elsewhere.txt'))).toBe(0o644);
  });

  it('keeps the embedded database private, though PGlite writes its files 0666', async () => {
    const data = path.join(root, 'embedded');
    const database = await openDatabase({ dataDir: data });
    try {
      const pgdata = path.join(data, 'pgdata');
      expect(await modeOf(pgdata)).toBe(0o700);
      expect(await modeOf(path.join(pgdata, 'PG_VERSION'))).toBe(0o600);
      expect(await modeOf(path.join(pgdata, 'global', 'pg_control'))).toBe(0o600);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('writes each mailed message 0600 in a 0700 outbox, whatever the umask', async () => {
    const data = path.join(root, 'mail');
    // The test runs under the usual umask (022), which alone would leave the message readable by all.
    const mailer = createMailer({
      from: 'Paygrid <no-reply@paygrid.localhost>',
      dataDir: data,
      logger: { info: () => {} },
    });
    await mailer.send({
      to: 'someone@example.com',
      subject: 'Reset',
      text: 'https://app.localhost/resetting/x',
      html: '',
      links: [],
    });
    mailer.close();
    const outbox = path.join(data, 'outbox');
    expect(await modeOf(outbox)).toBe(0o700);
    const [file] = await readdir(outbox);
    expect(await modeOf(path.join(outbox, String(file)))).toBe(0o600);
  });
});
