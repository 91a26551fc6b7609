import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { API_KEY_PERMISSIONS } from '@paygrid/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { organizationOwnedBy } from '../../test/organizations';
import { platformKeyOf } from '../../test/platform';
import { signedInUser } from '../../test/users';

/**
 * docs/platform-api.md stays true (issue 36): its `sh` blocks run in order, with curl and jq, against the real
 * server listening on a port, with a key made as the page's first step says.
 */

const DOC = path.resolve(__dirname, '../../../../../docs/platform-api.md');
let testApp: TestApp;
let origin: string;
let secret: string;
let workDir: string;

beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
  const { dashboard } = await organizationOwnedBy(
    await signedInUser(testApp, 'docs-owner@example.com'),
    'docs-co',
  );
  secret = (await platformKeyOf(testApp.app, dashboard, { permissions: [...API_KEY_PERMISSIONS] })).secret;
  workDir = await mkdtemp(path.join(os.tmpdir(), 'paygrid-docs-'));
});
afterAll(async () => {
  await testApp.close();
  await rm(workDir, { recursive: true, force: true });
});

const shellBlocks = (markdown: string): string[] =>
  [...markdown.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1] as string);

describe('docs/platform-api.md', () => {
  it('creates a payment, reports its success, reads it and its events with the commands it shows', async () => {
    const blocks = shellBlocks(await readFile(DOC, 'utf8'));
    expect(blocks.length).toBeGreaterThanOrEqual(5);
    const { stdout } = await promisify(execFile)('bash', ['-euo', 'pipefail', '-c', blocks.join('\n')], {
      cwd: workDir,
      env: { PATH: process.env.PATH ?? '', PAYGRID: origin, PAYGRID_KEY: secret },
    });
    expect(stdout.split('\n').filter(Boolean)).toEqual([
      `calling ${origin} with ${secret.slice(0, 12)}…`,
      'ORDER-A1001 is created',
      'success',
      'created',
      'success',
      '1 payment.created created',
      '2 payment.status_changed success',
      'succeeded',
      'partially_refunded 2500 of 12550',
      'capture succeeded',
      'success 4000 of 10000',
    ]);
  });
});
