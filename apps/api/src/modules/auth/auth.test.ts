import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { ApiClient } from '../../test/client';
import { linkIn, type MailCatcher, startMailCatcher } from '../../test/mail-catcher';
import { securityEvents, users } from '../users/tables';
import { createPasswordHasher } from './password-hasher';
import { sessions, userTokens } from './tables';
import { totpCodeAt } from './totp';

const PASSWORD = 'Harbour-Lantern-42';
const hasher = createPasswordHasher();
const verifyDummy = vi.spyOn(hasher, 'verifyDummy');

let testApp: TestApp;
let catcher: MailCatcher;

beforeAll(async () => {
  catcher = await startMailCatcher();
  testApp = await createTestApp({ SMTP_URL: catcher.url }, { hasher });
});
afterAll(async () => {
  await testApp.close();
  await catcher.close();
});

const client = (ip?: string) => new ApiClient(testApp.app, undefined, ip);
const db = () => testApp.database.db;
const userCount = async () => (await db().select({ n: count() }).from(users))[0]?.n ?? 0;

async function registerConfirmed(email: string, password = PASSWORD): Promise<ApiClient> {
  const visitor = client();
  const seen = catcher.mails.length;
  const response = await visitor.post('/registration', {
    first_name: 'Olena',
    last_name: 'Koval',
    email,
    password,
    locale: 'en',
  });
  expect(response.statusCode).toBe(202);
  const token = linkIn(await catcher.next(email, seen), '/registration/confirmation').searchParams.get(
    'token',
  );
  expect((await visitor.post('/registration/confirmation', { token, password })).statusCode).toBe(200);
  return visitor;
}

async function signIn(email: string, password = PASSWORD, ip?: string): Promise<ApiClient> {
  const person = client(ip);
  const response = await person.post('/check-login', { email, password });
  expect(response.statusCode).toBe(200);
  return person;
}

describe('registration and confirmation', () => {
  it('mails a confirmation link that confirms the account once', async () => {
    const visitor = client();
    const response = await visitor.post('/registration', {
      first_name: 'Ann',
      last_name: 'Lee',
      email: '  Ann.Lee@Example.com ',
      password: PASSWORD,
      locale: 'uk',
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ status: 'confirmation-sent' });
    const mail = await catcher.next('ann.lee@example.com');
    expect(mail.subject).toBe('Підтвердіть реєстрацію в Paygrid');
    const link = linkIn(mail, '/registration/confirmation');
    expect(link.host).toBe('app.localhost:3000');
    const token = link.searchParams.get('token') as string;
    expect(token.length).toBeGreaterThanOrEqual(22);
    const [stored] = await db()
      .select()
      .from(userTokens)
      .where(eq(userTokens.purpose, 'registration-confirmation'))
      .limit(1);
    expect(stored?.tokenHash).not.toContain(token);

    expect((await visitor.post('/registration/confirmation', { token, password: PASSWORD })).json()).toEqual({
      status: 'confirmed',
    });
    const again = await visitor.post('/registration/confirmation', { token, password: PASSWORD });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('The token does not exist or has already been used.');
  });

  it('answers an already registered e-mail exactly as a new one, and mails the owner a notice instead', async () => {
    await registerConfirmed('taken@example.com');
    const before = await userCount();
    const seen = catcher.mails.length;
    const fresh = await client().post('/registration', {
      first_name: 'A',
      last_name: 'B',
      email: 'fresh@example.com',
      password: PASSWORD,
    });
    const taken = await client().post('/registration', {
      first_name: 'A',
      last_name: 'B',
      email: 'taken@example.com',
      password: PASSWORD,
    });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.body).toBe(fresh.body);
    // The outbox worker makes the account when it mails the link (ASVS 6.3.8: the request does the same either way).
    await catcher.next('fresh@example.com', seen);
    expect(await userCount()).toBe(before + 1);
    const notice = await catcher.next('taken@example.com', seen);
    expect(notice.subject).toBe('Someone tried to register your e-mail with Paygrid');
    expect(notice.text).not.toContain('/registration/confirmation');
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const before = await userCount();
    const response = await client().post('/registration', {
      first_name: '',
      last_name: 'B',
      email: 'not-an-email',
      password: 'short',
    });
    expect(response.statusCode).toBe(422);
    const pointers = response
      .json()
      .errors.map((error: { source: { pointer: string } }) => error.source.pointer);
    expect(pointers).toEqual(expect.arrayContaining(['/first_name', '/email', '/password']));
    expect(await userCount()).toBe(before);
  });

  it('refuses one of the 10,000 most common passwords, and the e-mail as password', async () => {
    const common = await client().post('/registration', {
      first_name: 'A',
      last_name: 'B',
      email: 'c@example.com',
      password: 'password1',
    });
    expect(common.statusCode).toBe(422);
    expect(common.json().errors[0]).toMatchObject({
      code: 'validation__password_too_common',
      source: { pointer: '/password' },
    });
    const same = await client().post('/registration', {
      first_name: 'A',
      last_name: 'B',
      email: 'c@example.com',
      password: 'c@example.com',
    });
    expect(same.json().errors[0].code).toBe('validation__password_same_as_email');
  });

  it('refuses an expired confirmation token', async () => {
    const visitor = client();
    const seen = catcher.mails.length;
    await visitor.post('/registration', {
      first_name: 'E',
      last_name: 'X',
      email: 'expired@example.com',
      password: PASSWORD,
    });
    const token = linkIn(
      await catcher.next('expired@example.com', seen),
      '/registration/confirmation',
    ).searchParams.get('token');
    await db()
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await visitor.post('/registration/confirmation', { token, password: PASSWORD })).statusCode).toBe(
      404,
    );
  });

  it('resends a fresh link that replaces the old one, with the same answer for unknown e-mails', async () => {
    const visitor = client();
    let seen = catcher.mails.length;
    await visitor.post('/registration', {
      first_name: 'R',
      last_name: 'S',
      email: 'resend@example.com',
      password: PASSWORD,
    });
    const first = linkIn(
      await catcher.next('resend@example.com', seen),
      '/registration/confirmation',
    ).searchParams.get('token');
    seen = catcher.mails.length;
    const known = await visitor.post('/registration/confirmation/resend', { email: 'resend@example.com' });
    const unknown = await visitor.post('/registration/confirmation/resend', { email: 'nobody@example.com' });
    expect(known.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    const second = linkIn(
      await catcher.next('resend@example.com', seen),
      '/registration/confirmation',
    ).searchParams.get('token');
    expect(second).not.toBe(first);
    expect(
      (await visitor.post('/registration/confirmation', { token: first, password: PASSWORD })).statusCode,
    ).toBe(404);
    expect(
      (await visitor.post('/registration/confirmation', { token: second, password: PASSWORD })).statusCode,
    ).toBe(200);
  });
});

describe('login', () => {
  beforeAll(async () => {
    await registerConfirmed('login@example.com');
  });

  it('signs in with a session cookie (HttpOnly, SameSite=Lax, on COOKIE_DOMAIN) and the loggedIn flag', async () => {
    const person = client();
    const response = await person.post('/check-login', { email: 'LOGIN@example.com', password: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const session = response.cookies.find((cookie) => cookie.name === 'paygrid_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', domain: 'app.localhost', path: '/' });
    expect(session?.value).toHaveLength(43);
    const loggedIn = response.cookies.find((cookie) => cookie.name === 'loggedIn');
    expect(loggedIn).toMatchObject({ value: '1', domain: 'app.localhost' });
    expect(loggedIn?.httpOnly).toBeFalsy();

    const me = await person.get('/user');
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({
      type: 'user',
      attributes: {
        email: 'login@example.com',
        first_name: 'Olena',
        two_factor_enabled: false,
        settings: { preferences: { locale: 'en', time_zone: 'Europe/Kiev', data_grid_items_count: 20 } },
      },
    });
  });

  it('gives a new session token at every login', async () => {
    const first = await signIn('login@example.com');
    const second = await signIn('login@example.com');
    expect(first.cookies.get('paygrid_session')).not.toBe(second.cookies.get('paygrid_session'));
  });

  it('answers a wrong password and an unknown e-mail with the same status and body, running the dummy hash for the unknown one', async () => {
    verifyDummy.mockClear();
    const wrong = await client('198.51.100.1').post('/check-login', {
      email: 'login@example.com',
      password: 'Wrong-Password-1',
    });
    expect(verifyDummy).not.toHaveBeenCalled();
    const unknown = await client('198.51.100.1').post('/check-login', {
      email: 'ghost@example.com',
      password: 'Wrong-Password-1',
    });
    expect(verifyDummy).toHaveBeenCalledTimes(1);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.json().message).toBe('Bad credentials.');
  });

  it('says "Email not confirmed." for an unconfirmed account with the right password', async () => {
    const seen = catcher.mails.length;
    await client().post('/registration', {
      first_name: 'U',
      last_name: 'C',
      email: 'unconfirmed@example.com',
      password: PASSWORD,
    });
    await catcher.next('unconfirmed@example.com', seen);
    const response = await client().post('/check-login', {
      email: 'unconfirmed@example.com',
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Email not confirmed.');
  });

  it('answers the 11th failure within 15 minutes with 429 and Retry-After, counted per account and client', async () => {
    await registerConfirmed('brute@example.com');
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await client('192.0.2.9').post('/check-login', {
        email: 'brute@example.com',
        password: `Wrong-${attempt}-x`,
      });
      expect(response.statusCode).toBe(401);
    }
    const eleventh = await client('192.0.2.9').post('/check-login', {
      email: 'brute@example.com',
      password: PASSWORD,
    });
    expect(eleventh.statusCode).toBe(429);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(800);
    expect(eleventh.json().errors[0]).toMatchObject({
      code: 'too_many_attempts',
      meta: { retry_after: Number(eleventh.headers['retry-after']) },
    });
  });

  it('refuses /user without a session, and after logout', async () => {
    expect((await client().get('/user')).statusCode).toBe(401);
    const person = await signIn('login@example.com');
    const crossSite = await person.call('GET', '/logout', undefined, { 'x-requested-with': '' });
    expect(crossSite.statusCode).toBe(403);
    expect((await person.get('/user')).statusCode).toBe(200);
    const logout = await person.get('/logout');
    expect(logout.statusCode).toBe(200);
    expect(logout.cookies.find((cookie) => cookie.name === 'loggedIn')?.value).toBe('');
    expect((await person.get('/user')).statusCode).toBe(401);
  });

  it('ends a session idle for 30 minutes and one older than 12 hours', async () => {
    const idle = await signIn('login@example.com');
    const aged = await signIn('login@example.com');
    const rows = await db().select().from(sessions);
    const [idleRow, agedRow] = rows.slice(-2);
    await db()
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(sessions.id, idleRow?.id as string));
    await db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, agedRow?.id as string));
    expect((await idle.get('/user')).statusCode).toBe(401);
    expect((await aged.get('/user')).statusCode).toBe(401);
  });
});

describe('two-factor authentication', () => {
  const email = 'totp@example.com';
  let secret: string;
  let backupCodes: string[];

  beforeAll(async () => {
    await registerConfirmed(email);
  });

  it('enables 2FA from the secret with a current code and hands out 10 recovery codes', async () => {
    const person = await signIn(email);
    const setup = await person.get('/user/2fa/get-secret');
    expect(setup.statusCode).toBe(200);
    secret = setup.json().secret;
    expect(setup.json().uri).toMatch(/^otpauth:\/\/totp\/Paygrid:totp%40example\.com\?/);
    expect((await person.post('/user/2fa/enable', { password: PASSWORD, code: '000000' })).statusCode).toBe(
      422,
    );
    const enabled = await person.post('/user/2fa/enable', {
      password: PASSWORD,
      code: totpCodeAt(secret, Date.now() - 30_000),
    });
    expect(enabled.statusCode).toBe(200);
    backupCodes = enabled.json().backupCodes;
    expect(enabled.json().status).toBe('enabled');
    expect(backupCodes).toHaveLength(10);
    expect(new Set(backupCodes).size).toBe(10);
    expect((await person.get('/user')).json().data.attributes.two_factor_enabled).toBe(true);
  });

  it('makes login a 2FA step, then accepts a TOTP code once', async () => {
    const person = client();
    const step = await person.post('/check-login', { email, password: PASSWORD });
    expect(step.statusCode).toBe(401);
    expect(step.json()).toMatchObject({
      success: false,
      '2fa': true,
      message: 'Two-factor authentication required.',
    });
    const halfOpenUser = await person.get('/user');
    expect(halfOpenUser.statusCode).toBe(401);
    expect(halfOpenUser.json().errors[0]).toMatchObject({ code: '2fa_required', meta: { '2fa': true } });
    const halfOpen = person.cookies.get('paygrid_session');

    const code = totpCodeAt(secret);
    const done = await person.post('/2fa-check', { code });
    expect(done.statusCode).toBe(200);
    expect(person.cookies.get('paygrid_session')).not.toBe(halfOpen);
    expect((await person.get('/user')).statusCode).toBe(200);

    const replay = client();
    await replay.post('/check-login', { email, password: PASSWORD });
    const refused = await replay.post('/2fa-check', { code });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('The code is invalid or has already been used.');
  });

  it('accepts a recovery code once and refuses it the second time', async () => {
    const first = client();
    await first.post('/check-login', { email, password: PASSWORD });
    expect((await first.post('/2fa-check', { code: backupCodes[0]?.toUpperCase() })).statusCode).toBe(200);
    const second = client();
    await second.post('/check-login', { email, password: PASSWORD });
    expect((await second.post('/2fa-check', { code: backupCodes[0] })).statusCode).toBe(401);
  });

  it('refuses /2fa-check without a half-open sign-in', async () => {
    expect((await client().post('/2fa-check', { code: totpCodeAt(secret) })).statusCode).toBe(401);
  });

  it('replaces recovery codes and turns 2FA off only with the password and a code', async () => {
    const person = client();
    await person.post('/check-login', { email, password: PASSWORD });
    await person.post('/2fa-check', { code: backupCodes[1] });
    expect(
      (
        await person.post('/user/2fa/recovery-codes', {
          password: 'Not-The-Password-1',
          code: backupCodes[2],
        })
      ).statusCode,
    ).toBe(422);
    const replaced = await person.post('/user/2fa/recovery-codes', {
      password: PASSWORD,
      code: backupCodes[2],
    });
    expect(replaced.json().backupCodes).toHaveLength(10);
    expect((await person.post('/user/2fa/disable', {})).statusCode).toBe(422);
    expect(
      (await person.post('/user/2fa/disable', { code: replaced.json().backupCodes[0] })).statusCode,
    ).toBe(422);
    expect(
      (
        await person.post('/user/2fa/disable', {
          password: PASSWORD,
          code: replaced.json().backupCodes[0],
        })
      ).statusCode,
    ).toBe(200);
    expect((await person.get('/user')).json().data.attributes.two_factor_enabled).toBe(false);
    expect((await client().post('/check-login', { email, password: PASSWORD })).statusCode).toBe(200);
  });
});

describe('password reset and change', () => {
  const email = 'reset@example.com';

  it('answers the same for known and unknown e-mails, and resets by the mailed link, ending every session', async () => {
    await registerConfirmed(email);
    const oldSession = await signIn(email);
    const seen = catcher.mails.length;
    const known = await client().post('/resetting', { email });
    const unknown = await client().post('/resetting', { email: 'nobody-here@example.com' });
    expect(known.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    const mail = await catcher.next(email, seen);
    expect(mail.subject).toBe('Reset your Paygrid password');
    const token = linkIn(mail, '/resetting/password').searchParams.get('token') as string;

    const valid = await client().post(`/resetting/password/validate?token=${token}`);
    expect(valid.json()).toEqual({ valid: true, email });
    const weak = await client().post('/resetting/password', { token, password: 'qwerty123' });
    expect(weak.statusCode).toBe(422);
    const done = await client().post('/resetting/password', { token, password: 'Copper-Meadow-77' });
    expect(done.statusCode).toBe(200);

    expect((await oldSession.get('/user')).statusCode).toBe(401);
    expect(
      (await client().post('/resetting/password', { token, password: 'Another-Meadow-78' })).statusCode,
    ).toBe(404);
    expect((await client().post(`/resetting/password/validate?token=${token}`)).json().message).toBe(
      'The token does not exist or has already been used.',
    );
    await signIn(email, 'Copper-Meadow-77');
  });

  it('refuses an expired reset token', async () => {
    const seen = catcher.mails.length;
    await client().post('/resetting', { email });
    const token = linkIn(await catcher.next(email, seen), '/resetting/password').searchParams.get('token');
    await db()
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(userTokens.purpose, 'password-reset'));
    expect(
      (await client().post('/resetting/password', { token, password: 'Brass-Harbour-91' })).statusCode,
    ).toBe(404);
  });

  it('changes the password with the current one, keeping this session and ending the others', async () => {
    const here = await signIn(email, 'Copper-Meadow-77');
    const elsewhere = await signIn(email, 'Copper-Meadow-77');
    const wrong = await here.post('/password/change', {
      current_password: 'nope-nope-1',
      new_password: 'Velvet-Orchard-55',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe('The presented password is invalid.');
    const changed = await here.post('/password/change', {
      current_password: 'Copper-Meadow-77',
      new_password: 'Velvet-Orchard-55',
    });
    expect(changed.statusCode).toBe(200);
    expect((await here.get('/user')).statusCode).toBe(200);
    expect((await elsewhere.get('/user')).statusCode).toBe(401);
  });
});

describe('sessions, security log and preferences', () => {
  const email = 'prefs@example.com';
  let person: ApiClient;
  beforeAll(async () => {
    await registerConfirmed(email);
    person = await signIn(email);
  });

  it('lists sessions with device and IP, and ends another one', async () => {
    const other = await signIn(email, PASSWORD, '203.0.113.77');
    const list = (await person.get('/user/sessions')).json().data;
    expect(list).toHaveLength(2);
    expect(list.find((row: { current: boolean }) => row.current)).toMatchObject({
      device: 'Chrome on Linux',
    });
    const otherRow = list.find((row: { ip: string }) => row.ip === '203.0.113.77');
    expect((await person.delete(`/user/sessions/${otherRow.id}`)).statusCode).toBe(200);
    expect((await other.get('/user')).statusCode).toBe(401);
    expect((await person.delete('/user/sessions/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('writes sign-ins, failures and changes to the security log', async () => {
    await client().post('/check-login', { email, password: 'Wrong-Password-9' });
    const kinds = (await person.get('/user/security-log'))
      .json()
      .data.map((event: { kind: string }) => event.kind);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'registered',
        'email-confirmed',
        'signed-in',
        'sign-in-failed',
        'session-ended',
      ]),
    );
    const [{ n } = { n: 0 }] = await db().select({ n: count() }).from(securityEvents);
    expect(n).toBeGreaterThan(0);
  });

  it('saves valid preferences and refuses bad ones without writing', async () => {
    const body = (preferences: Record<string, unknown>) => ({
      data: { type: 'user', attributes: { settings: { preferences } } },
    });
    const saved = await person.patch(
      '/user',
      body({ locale: 'uk', time_zone: 'America/New_York', data_grid_items_count: 50 }),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.attributes.settings.preferences).toMatchObject({
      locale: 'uk',
      time_zone: 'America/New_York',
      data_grid_items_count: 50,
      date_format: 'yyyy-MM-dd',
    });
    const bad = await person.patch('/user', body({ time_zone: 'Mars/Olympus', data_grid_items_count: 7 }));
    expect(bad.statusCode).toBe(422);
    const kept = (await person.get('/user')).json().data.attributes.settings.preferences;
    expect(kept.time_zone).toBe('America/New_York');
    expect((await person.patch('/user', body({ unknown_thing: true }))).statusCode).toBe(422);
  });
});
