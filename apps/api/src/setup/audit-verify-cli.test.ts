import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { appendAuditEvent } from '../modules/audit/record';
import { keyringFrom } from '../modules/auth/secret-box';
import { organizations } from '../modules/organizations/tables';
import { TEST_SECRETS_KEY } from '../test/app';
import { migrate } from './migrate';

const run = promisify(execFile);

/**
 * `npm run audit:verify -- --org ALIAS` (issue 35) on an embedded database of its own: ok for an untouched chain,
 * exit 1 naming the entry once one was edited past the database's guard.
 */
let dataDir: string;

const verify = (alias: string) =>
  run(process.execPath, ['--import', 'tsx', 'apps/api/src/setup/audit-verify-cli.ts', '--org', alias], {
    env: { ...process.env, DATA_DIR: dataDir, SECRETS_KEY: TEST_SECRETS_KEY, DATABASE_URL: '' },
  }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout + error.stderr,
    }),
  );

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'paygrid-audit-cli-'));
  const database = await openDatabase({ dataDir });
  try {
    await migrate(database);
    const [organization] = await database.db
      .insert(organizations)
      .values({ name: 'Cli Co', alias: 'cli-co', country: 'UA', baseCurrency: 'UAH', timeZone: 'UTC' })
      .returning();
    if (!organization) throw new Error('no organisation');
    const actor = {
      type: 'user' as const,
      id: '00000000-0000-4000-8000-000000000001',
      name: 'Olena Koval',
      sessionId: null,
      ip: '127.0.0.1',
      userAgent: null,
      requestId: null,
    };
    for (const name of ['Cli Co', 'Cli Company', 'Cli Company Ltd'])
      await database.db.transaction((tx) =>
        appendAuditEvent(tx as never, keyringFrom(TEST_SECRETS_KEY), actor, {
          organizationId: organization.id,
          action: 'organization.settings_changed',
          resource: { id: organization.id, name },
          changes: { name: { before: 'x', after: name } },
        }),
      );
  } finally {
    await database.close();
  }
}, 120_000);
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('npm run audit:verify', () => {
  it('prints ok for an untouched chain, and names the first entry edited underneath', async () => {
    expect(await verify('cli-co')).toEqual({ code: 0, stdout: 'ok: 3 entries of cli-co verified\n' });
    const database = await openDatabase({ dataDir });
    try {
      await database.db.execute(sql`alter table audit_events disable trigger audit_events_append_only`);
      await database.db.execute(sql`update audit_events set actor_name = 'Someone else' where seq = 2`);
    } finally {
      await database.close();
    }
    const broken = await verify('cli-co');
    expect(broken.code).toBe(1);
    expect(broken.stdout).toMatch(/^broken at entry 2 \([0-9a-f-]{36}\): .*; 1 entries before it verified/);
    expect((await verify('no-such-org')).stdout).toContain('no organisation has the alias no-such-org');
  }, 120_000);
});
