import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_SECRETS_KEY, type TestApp } from '../../test/app';
import type { ApiClient } from '../../test/client';
import { organizationOwnedBy } from '../../test/organizations';
import { signedInUser, TEST_PASSWORD } from '../../test/users';
import { keyringFrom } from '../auth/secret-box';
import { httpConnector } from './connector';
import { drainWebhooks } from './deliver';
import { systemResolver } from './target';

/**
 * docs/platform-api.md's webhook receiver stays true (issue 37): its `js` block runs as it is, with the
 * `standardwebhooks` package, and verifies what Paygrid sends it.
 */

const ROOT = path.resolve(__dirname, '../../../../..');
const DOC = path.join(ROOT, 'docs/platform-api.md');
let testApp: TestApp;
let owner: ApiClient;
let workDir: string;
let receiver: ChildProcess | undefined;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  testApp = await createTestApp({ WEBHOOKS_ALLOW_PRIVATE: 'true' });
  owner = (await organizationOwnedBy(await signedInUser(testApp, 'hook-docs@example.com'), 'hook-docs'))
    .dashboard;
  // Under the repository's node_modules, so the block's `import 'standardwebhooks'` resolves as in a project.
  workDir = await mkdtemp(path.join(ROOT, 'node_modules', '.paygrid-docs-'));
});
afterAll(async () => {
  receiver?.kill();
  await testApp.close();
  await rm(workDir, { recursive: true, force: true });
});

describe('docs/platform-api.md: receive webhooks', () => {
  it('runs the receiver it shows, which verifies a test event and refuses a forged one', async () => {
    const [block] = [...(await readFile(DOC, 'utf8')).matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1]);
    expect(block).toContain("from 'standardwebhooks'");
    const file = path.join(workDir, 'receiver.mjs');
    await writeFile(file, block as string);
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/paygrid`;
    const created = await owner.post('/organization/webhook-endpoints', {
      url,
      mode: 'live',
      event_types: ['payment.created'],
      password: TEST_PASSWORD,
    });
    expect(created.statusCode, created.body).toBe(201);
    const output: string[] = [];
    receiver = spawn(process.execPath, [file], {
      env: {
        PATH: process.env.PATH ?? '',
        PORT: String(port),
        PAYGRID_WEBHOOK_SECRET: created.json().meta.secret,
      },
    });
    receiver.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    await expect
      .poll(async () => (await fetch(url, { method: 'POST', body: '{}' }).catch(() => null))?.status)
      .toBe(400);

    await owner.post(`/organization/webhook-endpoints/${created.json().data.id}/test`, {});
    await drainWebhooks({
      db: testApp.database.db,
      ring: keyringFrom(TEST_SECRETS_KEY),
      policy: { allowPrivate: true, resolve: systemResolver },
      connect: httpConnector,
      dashboard: { protocol: 'http:', appHost: 'app.localhost:3000' },
    });
    const log = await owner.get('/webhook-deliveries');
    expect(log.json().data[0].attributes).toMatchObject({ status: 'succeeded', last_response_status: 204 });
    await expect.poll(() => output.join('')).toBe('verified webhook.test\n');
  });
});
