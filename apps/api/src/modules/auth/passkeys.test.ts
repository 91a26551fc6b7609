import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_HOST, createTestApp, type TestApp } from '../../test/app';
import { ApiClient } from '../../test/client';
import { type MailCatcher, startMailCatcher } from '../../test/mail-catcher';
import { organizationOwnedBy } from '../../test/organizations';
import { SoftwareAuthenticator } from '../../test/software-authenticator';
import { turnOnTwoFactor } from '../../test/two-factor';
import { signedInUser, TEST_PASSWORD } from '../../test/users';

/**
 * Issue 39: passkeys through the real HTTP server, with an authenticator made in the test (real P-256 keys and
 * signatures). ASVS 5.0 V6.7.2 (challenges unique and single-use), V6.5.1 (an answer usable once), V6.3.1
 * (throttled as passwords are), V7.4.3 (adding a factor ends the other sessions).
 */

const ORIGIN = `http://${APP_HOST}`;
let catcher: MailCatcher;
let testApp: TestApp;

beforeAll(async () => {
  catcher = await startMailCatcher();
  testApp = await createTestApp({ SMTP_URL: catcher.url });
});
afterAll(async () => {
  await testApp.close();
  await catcher.close();
});

const codeOf = (response: { json(): { errors: Array<{ code: string }> } }) => response.json().errors[0]?.code;

/** Adds a passkey made by `authenticator` to the signed-in person; answers the add's response. */
async function addPasskey(
  person: ApiClient,
  authenticator: SoftwareAuthenticator,
  name = 'Laptop',
  proof = {},
) {
  const started = await person.post('/user/passkeys/options', { password: TEST_PASSWORD, ...proof });
  expect(started.statusCode, started.body).toBe(200);
  return person.post('/user/passkeys', { name, response: authenticator.create(started.json().options) });
}

async function withPasskey(email: string) {
  const person = await signedInUser(testApp, email);
  const authenticator = new SoftwareAuthenticator(ORIGIN);
  const added = await addPasskey(person, authenticator);
  expect(added.statusCode, added.body).toBe(201);
  return { person, authenticator, added: added.json() };
}

/** A fresh browser's passkey sign-in: the options, the authenticator's answer, the sign-in. */
async function passkeySignIn(authenticator: SoftwareAuthenticator, tampering = {}) {
  const browser = new ApiClient(testApp.app);
  const options = (await browser.post('/passkey-sign-in/options')).json().options;
  const response = authenticator.get(options, tampering);
  return { browser, response, answer: await browser.post('/passkey-sign-in', { response }) };
}

const kindsOf = async (person: ApiClient) =>
  (await person.get('/user/security-log')).json().data.map((event: { kind: string }) => event.kind);

describe('adding a passkey', () => {
  it('takes the password first, verifies the new credential, ends other sessions, logs and mails it', async () => {
    const email = 'passkey-add@example.com';
    const person = await signedInUser(testApp, email);
    const elsewhere = new ApiClient(testApp.app, undefined, '203.0.113.77');
    expect((await elsewhere.post('/check-login', { email, password: TEST_PASSWORD })).statusCode).toBe(200);
    const unproven = await person.post('/user/passkeys/options', { password: 'Not-The-Password-1' });
    expect(unproven.statusCode).toBe(422);
    expect(unproven.json().errors[0].source.pointer).toBe('/password');

    const started = await person.post('/user/passkeys/options', { password: TEST_PASSWORD });
    const options = started.json().options;
    expect(options).toMatchObject({
      rp: { id: 'app.localhost', name: 'Paygrid' },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      attestation: 'none',
    });
    // V6.7.2: at least 64 bits of challenge.
    expect(Buffer.from(options.challenge, 'base64url').length).toBeGreaterThanOrEqual(8);
    const since = catcher.mails.length;
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const added = await person.post('/user/passkeys', {
      name: 'Work laptop',
      response: authenticator.create(options),
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data).toMatchObject({ name: 'Work laptop', last_used_at: null, synced: false });
    // The account's first second factor: recovery codes come with it.
    expect(added.json().backupCodes).toHaveLength(10);
    expect((await elsewhere.get('/user')).statusCode).toBe(401);
    expect((await person.get('/user')).statusCode).toBe(200);
    expect((await person.get('/user/passkeys')).json().data.map((row: { name: string }) => row.name)).toEqual(
      ['Work laptop'],
    );
    expect(await kindsOf(person)).toContain('passkey-added');
    const mail = await catcher.next(email, since);
    expect(mail.subject).toBe('A passkey was added to your Paygrid account');
    expect(mail.text).toContain('Work laptop');
  });

  it('refuses an answer to another session’s challenge, a replayed one, and one without user verification', async () => {
    const person = await signedInUser(testApp, 'passkey-add-refusals@example.com');
    const other = await signedInUser(testApp, 'passkey-add-other@example.com');
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const othersOptions = (await other.post('/user/passkeys/options', { password: TEST_PASSWORD })).json()
      .options;
    const stolen = await person.post('/user/passkeys', {
      name: 'X',
      response: authenticator.create(othersOptions),
    });
    expect(stolen.statusCode).toBe(422);
    expect(codeOf(stolen)).toBe('passkey_invalid');

    const options = (await person.post('/user/passkeys/options', { password: TEST_PASSWORD })).json().options;
    const unverified = await person.post('/user/passkeys', {
      name: 'X',
      response: authenticator.create(options, { userVerified: false }),
    });
    expect(unverified.statusCode).toBe(422);
    // The challenge was used by that answer: a second answer to it is refused too.
    const again = await person.post('/user/passkeys', { name: 'X', response: authenticator.create(options) });
    expect(again.statusCode).toBe(422);
    expect((await person.get('/user/passkeys')).json().data).toEqual([]);
  });

  it('needs a code as well where TOTP is on, and then gives no new recovery codes', async () => {
    const person = await signedInUser(testApp, 'passkey-add-totp@example.com');
    const { codeNow } = await turnOnTwoFactor(person);
    const passwordOnly = await person.post('/user/passkeys/options', { password: TEST_PASSWORD });
    expect(passwordOnly.statusCode).toBe(422);
    expect(passwordOnly.json().errors[0].source.pointer).toBe('/code');
    const added = await addPasskey(person, new SoftwareAuthenticator(ORIGIN), 'Phone', { code: codeNow() });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().backupCodes).toBeUndefined();
  });
});

describe('signing in with a passkey alone', () => {
  it('signs a new browser in, and records the passkey’s use', async () => {
    const { person, authenticator } = await withPasskey('passkey-sign-in@example.com');
    const { browser, answer } = await passkeySignIn(authenticator);
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await browser.get('/user')).json().data.attributes.email).toBe('passkey-sign-in@example.com');
    expect((await person.get('/user/passkeys')).json().data[0].last_used_at).toEqual(expect.any(String));
  });

  it('V6.5.1: refuses a replayed answer, another origin, another relying party, and an unknown passkey', async () => {
    const { person, authenticator } = await withPasskey('passkey-refusals@example.com');
    const { response, answer } = await passkeySignIn(authenticator);
    expect(answer.statusCode).toBe(200);
    const replayed = await new ApiClient(testApp.app).post('/passkey-sign-in', { response });
    expect(replayed.statusCode).toBe(401);
    expect(codeOf(replayed)).toBe('passkey_not_recognised');
    const phished = await passkeySignIn(authenticator, { origin: 'http://paygrid-login.example' });
    expect(phished.answer.statusCode).toBe(401);
    const otherParty = await passkeySignIn(authenticator, { rpId: 'example.com' });
    expect(otherParty.answer.statusCode).toBe(401);
    // A passkey made for this site but never added to any account.
    const unknown = new SoftwareAuthenticator(ORIGIN);
    unknown.create({ challenge: 'AAAAAAAAAAA', rp: { id: 'app.localhost' }, user: { id: 'AAAAAAAAAAA' } });
    const stranger = await passkeySignIn(unknown);
    expect(stranger.answer.statusCode).toBe(401);
    expect(await kindsOf(person)).toContain('passkey-sign-in-failed');
  });

  it('refuses a signature counter that goes back (a cloned key) and records it', async () => {
    const { person, authenticator } = await withPasskey('passkey-counter@example.com');
    expect((await passkeySignIn(authenticator, { counter: 10 })).answer.statusCode).toBe(200);
    const cloned = await passkeySignIn(authenticator, { counter: 5 });
    expect(cloned.answer.statusCode).toBe(401);
    expect(await kindsOf(person)).toContain('passkey-counter-went-back');
    expect((await passkeySignIn(authenticator, { counter: 11 })).answer.statusCode).toBe(200);
  });
});

describe('a passkey as the second step', () => {
  it('after the password, the account’s passkey finishes the sign-in; a recovery code still does', async () => {
    const email = 'passkey-second-step@example.com';
    const { authenticator, added } = await withPasskey(email);
    const browser = new ApiClient(testApp.app, undefined, '203.0.113.90');
    const first = await browser.post('/check-login', { email, password: TEST_PASSWORD });
    expect(first.statusCode).toBe(401);
    expect(first.json()).toMatchObject({ '2fa': true, second_factors: ['passkey', 'recovery-code'] });
    expect((await browser.get('/user')).statusCode).toBe(401);
    const options = (await browser.post('/2fa-check/passkey/options')).json().options;
    expect(options.allowCredentials.map((entry: { id: string }) => entry.id)).toEqual(authenticator.ids);
    const done = await browser.post('/2fa-check/passkey', { response: authenticator.get(options) });
    expect(done.statusCode, done.body).toBe(200);
    expect((await browser.get('/user')).statusCode).toBe(200);

    const lostDevice = new ApiClient(testApp.app, undefined, '203.0.113.91');
    expect((await lostDevice.post('/check-login', { email, password: TEST_PASSWORD })).statusCode).toBe(401);
    const byCode = await lostDevice.post('/2fa-check', { code: added.backupCodes[0] });
    expect(byCode.statusCode, byCode.body).toBe(200);
  });

  it('refuses another account’s passkey for the second step', async () => {
    const { authenticator: mine } = await withPasskey('passkey-second-mine@example.com');
    const email = 'passkey-second-theirs@example.com';
    await withPasskey(email);
    const browser = new ApiClient(testApp.app, undefined, '203.0.113.92');
    await browser.post('/check-login', { email, password: TEST_PASSWORD });
    const options = (await browser.post('/2fa-check/passkey/options')).json().options;
    const wrong = await browser.post('/2fa-check/passkey', {
      response: mine.get({ ...options, allowCredentials: [] }),
    });
    expect(wrong.statusCode).toBe(401);
    expect((await browser.get('/user')).statusCode).toBe(401);
  });
});

describe('the organisation’s “2FA required” policy', () => {
  it('counts a passkey as the second factor: its owner may require it, and is let in with it', async () => {
    const person = await signedInUser(testApp, 'passkey-policy@example.com');
    const { dashboard } = await organizationOwnedBy(person, 'passkey-policy');
    const everyone = { data: { type: 'organization', attributes: { two_factor_policy: 'everyone' } } };
    const refused = await dashboard.call('PUT', '/organization/two-factor-policy', everyone);
    expect(refused.statusCode).toBe(422);
    const added = await addPasskey(dashboard, new SoftwareAuthenticator(`http://${dashboard.host}`));
    expect(added.statusCode, added.body).toBe(201);
    expect((await dashboard.call('PUT', '/organization/two-factor-policy', everyone)).statusCode).toBe(200);
    expect((await dashboard.get('/organization')).statusCode).toBe(200);
  });
});

describe('naming and removing', () => {
  it('renames one, removes it with the proof, and another person’s answers 404', async () => {
    const email = 'passkey-remove@example.com';
    const { person, added } = await withPasskey(email);
    const id = added.data.id as string;
    await catcher.next(email); // the mail about adding it, sent by the outbox meanwhile
    const beforeRename = catcher.mails.length;
    const renamed = await person.patch(`/user/passkeys/${id}`, { name: 'Old phone' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.name).toBe('Old phone');
    const renameMail = await catcher.next(email, beforeRename);
    expect(renameMail.subject).toBe('A passkey of your Paygrid account was renamed');
    expect(renameMail.text).toContain('“Laptop” is now called “Old phone”');
    const stranger = await signedInUser(testApp, 'passkey-remove-stranger@example.com');
    expect((await stranger.patch(`/user/passkeys/${id}`, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await stranger.delete(`/user/passkeys/${id}`, { password: TEST_PASSWORD })).statusCode).toBe(404);
    expect((await person.delete(`/user/passkeys/${id}`, { password: 'Not-The-Password-1' })).statusCode).toBe(
      422,
    );
    const since = catcher.mails.length;
    const removed = await person.delete(`/user/passkeys/${id}`, { password: TEST_PASSWORD });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await person.get('/user/passkeys')).json().data).toEqual([]);
    expect((await catcher.next(email, since)).subject).toBe(
      'A passkey was removed from your Paygrid account',
    );
    // The last second factor gone: the password alone signs in again, and the recovery codes went with it.
    const browser = new ApiClient(testApp.app, undefined, '203.0.113.93');
    expect((await browser.post('/check-login', { email, password: TEST_PASSWORD })).statusCode).toBe(200);
    expect(await kindsOf(person)).toEqual(expect.arrayContaining(['passkey-renamed', 'passkey-removed']));
  });
});
