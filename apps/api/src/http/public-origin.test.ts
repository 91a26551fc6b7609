import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { ApiClient } from '../test/client';
import { linkIn, type MailCatcher, startMailCatcher } from '../test/mail-catcher';
import { organizationOwnedBy } from '../test/organizations';
import { signedInUser } from '../test/users';

// Issue 33, ASVS 5.0 V12.2.1 (TLS for every connection a link opens): behind a TLS-terminating proxy every request
// reaches the server over http. With PUBLIC_HTTPS the links it mails and answers are https all the same: a reset
// or invitation token never travels in clear because of how the request came in.
describe('PUBLIC_HTTPS: links and addresses come from configuration, never from the request', () => {
  let catcher: MailCatcher;
  let testApp: TestApp;
  beforeAll(async () => {
    catcher = await startMailCatcher();
    testApp = await createTestApp({
      PUBLIC_HTTPS: 'true',
      AUTH_COOKIE_NAME: '__Secure-paygrid_session',
      SMTP_URL: catcher.url,
    });
  });
  afterAll(async () => {
    await testApp.close();
    await catcher.close();
  });

  it('mails confirmation, reset and invitation links over https, and answers https dashboard addresses', async () => {
    // The page the visitor is on is https too: the Origin check takes only the console's public scheme.
    const visitor = new ApiClient(testApp.app, undefined, undefined, 'https');
    let seen = catcher.mails.length;
    await visitor.post('/registration', {
      first_name: 'Ada',
      last_name: 'Https',
      email: 'ada.https@example.com',
      password: 'a long and private passphrase 42',
      locale: 'en',
    });
    const confirmation = linkIn(
      await catcher.next('ada.https@example.com', seen),
      '/registration/confirmation',
    );
    expect(confirmation.origin).toBe('https://app.localhost:3000');

    const owner = await signedInUser(testApp, 'owner.https@example.com');
    seen = catcher.mails.length;
    expect((await visitor.post('/resetting', { email: 'owner.https@example.com' })).statusCode).toBe(202);
    const reset = linkIn(await catcher.next('owner.https@example.com', seen), '/resetting/');
    expect(reset.protocol).toBe('https:');

    const { dashboard } = await organizationOwnedBy(owner, 'tls-co');
    seen = catcher.mails.length;
    await dashboard.post('/organization/invites', { email: 'guest.https@example.com', role: 'member' });
    const invitation = linkIn(await catcher.next('guest.https@example.com', seen), '/join/');
    expect(invitation.protocol).toBe('https:');

    const organizations = (await owner.get('/user/organizations')).json().data;
    expect(
      organizations.map((row: { attributes: { dashboard_url: string } }) => row.attributes.dashboard_url),
    ).toEqual(['https://tls-co.app.localhost:3000/']);
  });

  it('moves a page asked for on another host to APP_HOST over https', async () => {
    const answer = await testApp.app.inject({
      method: 'GET',
      url: '/login',
      headers: { host: '127.0.0.1:3000' },
    });
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('https://app.localhost:3000/login');
  });
});
