import { createHash } from 'node:crypto';
import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp, TEST_SECRETS_KEY, type TestApp } from '../../test/app';
import { ApiClient } from '../../test/client';
import { freshDatabase, type TestDatabase } from '../../test/database';
import { signedInUser, TEST_PASSWORD } from '../../test/users';
import { users } from '../users/tables';
import { recoveryCodes } from './tables';
import { totpCodeAt } from './totp';

const NEW_KEY = `t2:${Buffer.alloc(32, 9).toString('base64')}`;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

let database: TestDatabase;
let first: TestApp;
beforeAll(async () => {
  database = await freshDatabase();
  first = await createTestApp({}, { database });
});
afterAll(async () => {
  await first.close();
  await database.close();
});

const userRow = async (email: string) =>
  (await database.db.select().from(users).where(eq(users.email, email)))[0];

async function enableTwoFactor(email: string) {
  const person = await signedInUser(first, email);
  const secret = (await person.get('/user/2fa/get-secret')).json().secret as string;
  const enabled = await person.post('/user/2fa/enable', {
    password: TEST_PASSWORD,
    code: totpCodeAt(secret, Date.now() - 30_000),
  });
  expect(enabled.statusCode).toBe(200);
  return { secret, codes: enabled.json().backupCodes as string[] };
}

async function signInWithCode(app: TestApp, email: string, code: string) {
  const person = new ApiClient(app.app);
  expect((await person.post('/check-login', { email, password: TEST_PASSWORD })).statusCode).toBe(401);
  return (await person.post('/2fa-check', { code })).statusCode;
}

describe('ASVS 6.5.2: second factors at rest', () => {
  it('keeps the TOTP secret sealed with AES-256-GCM under a named key, and recovery codes as keyed HMACs', async () => {
    const email = 'sealed@example.com';
    const { secret, codes } = await enableTwoFactor(email);
    const row = await userRow(email);
    expect(row?.totpSecret).toMatch(/^v1\.t1\./);
    expect(row?.totpSecret).not.toContain(secret);
    const stored = await database.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, row?.id as string));
    expect(stored).toHaveLength(10);
    for (const code of stored) expect(code.codeHash).toMatch(/^h1\.t1\.[0-9a-f]{64}$/);
    const plainDigests = codes.map((code) => sha256(code.replace('-', '')));
    expect(stored.some((code) => plainDigests.some((digest) => code.codeHash.includes(digest)))).toBe(false);
    expect(await signInWithCode(first, email, codes[0] as string)).toBe(200);
  });

  it('converts rows stored before sealing (clear secret, plain SHA-256 codes) at start, and they still work', async () => {
    const email = 'legacy@example.com';
    const { secret } = await enableTwoFactor(email);
    const row = await userRow(email);
    // Put the row back as the code before ADR 0030 stored it.
    await database.db
      .update(users)
      .set({ totpSecret: secret, totpLastStep: null })
      .where(eq(users.email, email));
    await database.db.delete(recoveryCodes).where(eq(recoveryCodes.userId, row?.id as string));
    await database.db
      .insert(recoveryCodes)
      .values({ userId: row?.id as string, codeHash: sha256('abcdefghjk') });

    const restarted = await createTestApp({}, { database });
    try {
      const converted = await userRow(email);
      expect(converted?.totpSecret).toMatch(/^v1\.t1\./);
      const [code] = await database.db
        .select()
        .from(recoveryCodes)
        .where(eq(recoveryCodes.userId, row?.id as string));
      expect(code?.codeHash).toMatch(/^h1\.t1\./);
      expect(await signInWithCode(restarted, email, 'abcde-fghjk')).toBe(200);
      expect(await signInWithCode(restarted, email, totpCodeAt(secret))).toBe(200);
    } finally {
      await restarted.close();
    }
  });

  it('rotates keys: with a new key first and the old one after it, secrets are resealed and old codes still work', async () => {
    const email = 'rotated@example.com';
    const { secret, codes } = await enableTwoFactor(email);
    const rotated = await createTestApp({ SECRETS_KEY: `${NEW_KEY},${TEST_SECRETS_KEY}` }, { database });
    try {
      expect((await userRow(email))?.totpSecret).toMatch(/^v1\.t2\./);
      expect(await signInWithCode(rotated, email, totpCodeAt(secret))).toBe(200);
      // Recovery codes keep the key they were made under until replaced.
      expect(await signInWithCode(rotated, email, codes[1] as string)).toBe(200);
    } finally {
      await rotated.close();
    }
  });

  it('without SECRETS_KEY the embedded database gets a key generated under DATA_DIR; with DATABASE_URL the start is refused', async () => {
    const embedded = await createTestApp({ SECRETS_KEY: '' });
    try {
      const file = path.join(embedded.dataDir, 'secrets.key');
      await access(file);
      expect((await readFile(file, 'utf8')).trim()).toMatch(/^k1:[A-Za-z0-9+/=]{44}$/);
    } finally {
      await embedded.close();
    }
    expect(() => loadConfig({ DATABASE_URL: 'postgres://paygrid@127.0.0.1:5432/paygrid' })).toThrow(
      /SECRETS_KEY: is required with DATABASE_URL/,
    );
    expect(() => loadConfig({ SECRETS_KEY: 'k1:too-short' })).toThrow(/SECRETS_KEY/);
  });
});
