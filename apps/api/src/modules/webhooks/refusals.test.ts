import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_SECRETS_KEY, type TestApp } from '../../test/app';
import type { ApiClient } from '../../test/client';
import { organizationOwnedBy } from '../../test/organizations';
import { type PlatformClient, paymentBody, platformKeyOf } from '../../test/platform';
import { signedInUser, TEST_PASSWORD } from '../../test/users';
import { keyringFrom } from '../auth/secret-box';
import type { WebhookConnector, WebhookRequest } from './connector';
import { drainWebhooks } from './deliver';
import type { WebhookResolver } from './target';

/** The names the injected resolver knows; a test changes one to play DNS rebinding. */
const names: Record<string, string> = {
  'inside.example': '10.0.0.1',
  'metadata.example': '169.254.169.254',
  'loop6.example': '::1',
  'hooks.platform.example': '93.184.216.34',
};
const resolve: WebhookResolver = async (hostname) => {
  const address = names[hostname];
  if (!address) throw new Error(`ENOTFOUND ${hostname}`);
  return [{ address, family: address.includes(':') ? 6 : 4 }];
};
/** Records what it was asked to send and answers 200 itself: no packet leaves the process. */
const sent: WebhookRequest[] = [];
const connect: WebhookConnector = async (request) => {
  sent.push(request);
  return { status: 200, excerpt: 'ok' };
};

let testApp: TestApp;
let owner: ApiClient;
let platform: PlatformClient;

beforeAll(async () => {
  testApp = await createTestApp({}, { webhooks: { resolve, connect } });
  owner = (
    await organizationOwnedBy(await signedInUser(testApp, 'refusals-owner@example.com'), 'refusals-co')
  ).dashboard;
  ({ platform } = await platformKeyOf(testApp.app, owner));
});
afterAll(() => testApp.close());

const addEndpoint = (url: string) =>
  owner.post('/organization/webhook-endpoints', {
    url,
    mode: 'test',
    event_types: ['payment.created'],
    password: TEST_PASSWORD,
  });

const worker = () => ({
  db: testApp.database.db,
  ring: keyringFrom(TEST_SECRETS_KEY),
  policy: { allowPrivate: false, resolve },
  connect,
  dashboard: { protocol: 'http:', appHost: 'app.localhost:3000' },
});

describe('webhook targets without WEBHOOKS_ALLOW_PRIVATE (issue 37)', () => {
  it('refuses a private, link-local or loopback URL, or a name resolving to one, when it is saved', async () => {
    for (const url of [
      'https://10.0.0.1/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hook',
      'https://inside.example/hook',
      'https://metadata.example/hook',
      'https://loop6.example/hook',
      'http://hooks.platform.example/hook',
    ]) {
      const response = await addEndpoint(url);
      expect(response.statusCode, url).toBe(422);
      expect(response.json().errors[0], url).toMatchObject({
        code: 'webhook_url_refused',
        source: { pointer: '/url' },
        meta: { params: { reason: url.startsWith('http:') ? 'not_https' : 'private_address' } },
      });
    }
    expect(sent).toEqual([]);
  });

  it('checks again when it delivers, and connects to the address it checked', async () => {
    // Kept as the URL parser spells it: a line break it drops never reaches the list, the log or a mail.
    const created = await addEndpoint('https://HOOKS.platform.example/pay\ngrid');
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.attributes.url).toBe('https://hooks.platform.example/paygrid');
    const endpointId: string = created.json().data.id;
    const changed = await owner.patch(`/organization/webhook-endpoints/${endpointId}`, {
      url: 'https://inside.example/paygrid',
      password: TEST_PASSWORD,
    });
    expect(changed.statusCode).toBe(422);

    // The name now resolves inside (DNS rebinding): each attempt is refused before any connection.
    for (const inside of ['10.0.0.1', '169.254.169.254', '::1']) {
      names['hooks.platform.example'] = inside;
      expect((await platform.post('/payments', paymentBody())).statusCode).toBe(201);
      await drainWebhooks(worker());
    }
    expect(sent).toEqual([]);
    const stored = await testApp.database.db.query.webhookAttempts.findMany();
    expect(stored.map((attempt) => attempt.errorCode)).toEqual(Array(3).fill('private_address'));
    expect(stored.map((attempt) => attempt.error)).toEqual(
      Array(3).fill(
        'A webhook URL must reach a public address: private, loopback and link-local addresses are refused.',
      ),
    );

    names['hooks.platform.example'] = '93.184.216.34';
    expect((await platform.post('/payments', paymentBody())).statusCode).toBe(201);
    await drainWebhooks(worker());
    expect(sent).toHaveLength(1);
    expect(sent[0]?.target).toMatchObject({ address: '93.184.216.34', family: 4 });
    expect(sent[0]?.target.url.hostname).toBe('hooks.platform.example');
  });
});
