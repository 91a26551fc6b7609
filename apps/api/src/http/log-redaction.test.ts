import { Writable } from 'node:stream';
import { redactUrl } from '@paygrid/domain/http/url-redaction';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recoveryCodes } from '../modules/auth/tables';
import { totpCodeAt } from '../modules/auth/totp';
import { users } from '../modules/users/tables';
import { createTestApp, type TestApp } from '../test/app';
import { ApiClient } from '../test/client';
import { linkIn, type MailCatcher, startMailCatcher } from '../test/mail-catcher';
import { organizationOwnedBy } from '../test/organizations';
import { signedInUser, TEST_PASSWORD } from '../test/users';

let testApp: TestApp;
let catcher: MailCatcher;
const lines: string[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

beforeAll(async () => {
  catcher = await startMailCatcher();
  testApp = await createTestApp(
    { SMTP_URL: catcher.url, LOG_LEVEL: 'trace' },
    {
      logStream: capture,
      // A failing query with a bound secret, as an unhandled error would log it.
      routes: (app) =>
        app.get('/failing-query', async () =>
          testApp.database.db.execute(sql`select ${'$argon2id$v=19$m=19456$bound-secret'}::int`),
        ),
    },
  );
});
afterAll(async () => {
  await testApp.close();
  await catcher.close();
});

describe('issue 10: secrets never reach the log (one serializer for query tokens, path tokens and bound values)', () => {
  it('redacts token query values and /join/ path tokens, and keeps the rest of the URL', () => {
    expect(redactUrl('/api/v1/resetting/password/validate?token=abc&x=1')).toBe(
      '/api/v1/resetting/password/validate?token=[redacted]&x=1',
    );
    expect(redactUrl('/join/abcdef0123456789?lang=uk')).toBe('/join/[redacted]?lang=uk');
    expect(redactUrl('/api/v1/member-invites/token/abcdef')).toBe('/api/v1/member-invites/token/[redacted]');
  });

  it('a whole registration, reset, invitation and 2FA scenario leaves no token, code or hash in the log', async () => {
    const secrets: string[] = [];
    const visitor = new ApiClient(testApp.app);
    // Registration and its confirmation link.
    let seen = catcher.mails.length;
    await visitor.post('/registration', {
      first_name: 'Log',
      last_name: 'Reader',
      email: 'logged@example.com',
      password: TEST_PASSWORD,
    });
    const confirmation = linkIn(await catcher.next('logged@example.com', seen), '/registration/confirmation');
    const confirmationToken = confirmation.searchParams.get('token') as string;
    secrets.push(confirmationToken, TEST_PASSWORD);
    await visitor.page(`${confirmation.pathname}${confirmation.search}`);
    await visitor.post('/registration/confirmation', { token: confirmationToken, password: TEST_PASSWORD });

    // Password reset: the link, the token check in the query (SPEC §7), the new password.
    seen = catcher.mails.length;
    await visitor.post('/resetting', { email: 'logged@example.com' });
    const reset = linkIn(await catcher.next('logged@example.com', seen), '/resetting/password');
    const resetToken = reset.searchParams.get('token') as string;
    secrets.push(resetToken, 'Copper-Meadow-Lamp-77');
    await visitor.page(`${reset.pathname}${reset.search}`);
    await visitor.post(`/resetting/password/validate?token=${resetToken}`);
    await visitor.post('/resetting/password', { token: resetToken, password: 'Copper-Meadow-Lamp-77' });

    // An invitation: the /join/{token} page and the API lookup by token.
    const owner = await signedInUser(testApp, 'log-owner@example.com');
    const { dashboard } = await organizationOwnedBy(owner, 'logco');
    seen = catcher.mails.length;
    await dashboard.post('/organization/invites', { email: 'invitee@example.com', role: 'member' });
    const join = linkIn(await catcher.next('invitee@example.com', seen), '/join/');
    const joinToken = join.pathname.split('/').at(-1) as string;
    secrets.push(joinToken);
    await visitor.page(join.pathname);
    await visitor.get(`/member-invites/token/${joinToken}`);

    // Second factor: the secret, a code, the recovery codes and their stored digests.
    const secret = (await owner.get('/user/2fa/get-secret')).json().secret as string;
    const code = totpCodeAt(secret, Date.now() - 30_000);
    const codes = (await owner.post('/user/2fa/enable', { password: TEST_PASSWORD, code })).json()
      .backupCodes as string[];
    secrets.push(secret, ...codes);
    const [ownerRow] = await testApp.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'log-owner@example.com'));
    secrets.push(ownerRow?.passwordHash as string, ownerRow?.totpSecret as string);
    const stored = await testApp.database.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, ownerRow?.id as string));
    secrets.push(...stored.map((row) => row.codeHash));

    // A failed query with a bound hash.
    expect(
      (
        await testApp.app.inject({
          method: 'GET',
          url: '/failing-query',
          headers: { host: 'app.localhost:3000' },
        })
      ).statusCode,
    ).toBe(500);
    secrets.push('bound-secret');

    const log = lines.join('');
    expect(log).toContain('/join/[redacted]');
    expect(log).toContain('token=[redacted]');
    expect(log).toContain('Failed query');
    for (const value of secrets) expect(log.includes(value), `log holds ${value.slice(0, 12)}…`).toBe(false);
  });
});
