import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_HOST, createTestApp, type TestApp } from '../../test/app';
import { ApiClient } from '../../test/client';
import { type MailCatcher, startMailCatcher } from '../../test/mail-catcher';
import { organizationOwnedBy } from '../../test/organizations';
import { SoftwareAuthenticator } from '../../test/software-authenticator';
import { turnOnTwoFactor } from '../../test/two-factor';
import { signedInUser, TEST_PASSWORD } from '../../test/users';
import { securityEvents, users } from '../users/tables';
import { recoveryCodes } from './tables';
import { totpCodeAt } from './totp';

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

const userIdOf = async (person: ApiClient): Promise<string> => (await person.get('/user')).json().data.id;

/** The reasons the account's log gives for refused passkey answers, newest first. */
const refusalsOf = async (person: ApiClient): Promise<unknown[]> =>
  (
    await testApp.database.db
      .select({ detail: securityEvents.detail })
      .from(securityEvents)
      .where(eq(securityEvents.userId, await userIdOf(person)))
      .orderBy(desc(securityEvents.createdAt))
  )
    .map((row) => (row.detail as { reason?: unknown } | null)?.reason)
    .filter((reason) => reason !== undefined);

/** The account's unused recovery codes and its passkey count, as the database holds them. */
const secondFactorRowsOf = async (person: ApiClient) => {
  const userId = await userIdOf(person);
  const [codes] = await testApp.database.db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  const [user] = await testApp.database.db
    .select({ passkeyCount: users.passkeyCount })
    .from(users)
    .where(eq(users.id, userId));
  return { recoveryCodes: Number(codes?.n ?? 0), passkeyCount: user?.passkeyCount };
};

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
    // A synced passkey keeps no counter: the replay is refused on its used challenge alone.
    const { response, answer } = await passkeySignIn(authenticator, { counter: 0 });
    expect(answer.statusCode).toBe(200);
    const replayed = await new ApiClient(testApp.app).post('/passkey-sign-in', { response });
    expect(replayed.statusCode).toBe(401);
    expect(codeOf(replayed)).toBe('passkey_not_recognised');
    expect((await refusalsOf(person))[0]).toBe('challenge');
    const phished = await passkeySignIn(authenticator, { origin: 'http://paygrid-login.example' });
    expect(phished.answer.statusCode).toBe(401);
    // The origin is checked against the console's configured address, never against the Host the caller sends.
    // A relay off a browser sends no Origin header, and the Host it likes.
    const relayOptions = (await new ApiClient(testApp.app).post('/passkey-sign-in/options')).json().options;
    const relayed = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/passkey-sign-in',
      headers: { host: 'paygrid-login.example', 'x-requested-with': 'XMLHttpRequest' },
      payload: { response: authenticator.get(relayOptions, { origin: 'http://paygrid-login.example' }) },
    });
    expect(relayed.statusCode, relayed.body).toBe(401);
    expect((await refusalsOf(person))[0]).toBe('origin');
    // An organisation's sub-domain is the console too.
    const onSubdomain = await passkeySignIn(authenticator, { origin: 'http://acme.app.localhost:3000' });
    expect(onSubdomain.answer.statusCode, onSubdomain.answer.body).toBe(200);
    const otherParty = await passkeySignIn(authenticator, { rpId: 'example.com' });
    expect(otherParty.answer.statusCode).toBe(401);
    // A passkey made for this site but never added to any account.
    const unknown = new SoftwareAuthenticator(ORIGIN);
    unknown.create({ challenge: 'AAAAAAAAAAA', rp: { id: 'app.localhost' }, user: { id: 'AAAAAAAAAAA' } });
    const stranger = await passkeySignIn(unknown);
    expect(stranger.answer.statusCode).toBe(401);
    expect(await kindsOf(person)).toContain('passkey-sign-in-failed');
  });

  it('answers a malformed answer for a known passkey with 401, and logs a fixed reason, not the library’s words', async () => {
    const { person, authenticator } = await withPasskey('passkey-malformed@example.com');
    const { response } = await passkeySignIn(authenticator);
    for (const clientDataJSON of ['!!!', Buffer.from('{"origin":"\\u0000"}').toString('base64url'), 7]) {
      const options = (await new ApiClient(testApp.app).post('/passkey-sign-in/options')).json().options;
      const fresh = authenticator.get(options);
      const answer = await new ApiClient(testApp.app).post('/passkey-sign-in', {
        response: { ...fresh, response: { ...fresh.response, clientDataJSON } },
      });
      expect(answer.statusCode, answer.body).toBe(401);
      expect(answer.body).not.toContain('\\u0000');
    }
    expect(response.id).toBe(authenticator.ids[0]);
    const reasons = await refusalsOf(person);
    expect(reasons.length).toBeGreaterThanOrEqual(3);
    for (const reason of reasons) expect(['malformed', 'origin', 'challenge']).toContain(reason);
  });

  it('refuses a signature counter that goes back (a cloned key) and records it', async () => {
    const { person, authenticator } = await withPasskey('passkey-counter@example.com');
    expect((await passkeySignIn(authenticator, { counter: 10 })).answer.statusCode).toBe(200);
    const cloned = await passkeySignIn(authenticator, { counter: 5 });
    expect(cloned.answer.statusCode).toBe(401);
    expect(await kindsOf(person)).toContain('passkey-counter-went-back');
    expect((await passkeySignIn(authenticator, { counter: 11 })).answer.statusCode).toBe(200);
  });

  it('reads the counter only after the signature: a forged answer with a low counter is no cloned key', async () => {
    const { person, authenticator } = await withPasskey('passkey-forged-counter@example.com');
    expect((await passkeySignIn(authenticator, { counter: 10 })).answer.statusCode).toBe(200);
    const browser = new ApiClient(testApp.app);
    const options = (await browser.post('/passkey-sign-in/options')).json().options;
    // A well-formed signature, made over another challenge.
    const otherSignature = authenticator.get(
      { ...options, challenge: 'b3RoZXItY2hhbGxlbmdl' },
      { counter: 3 },
    ).response.signature;
    const honest = authenticator.get(options, { counter: 2 });
    const forged = { ...honest, response: { ...honest.response, signature: otherSignature } };
    expect((await browser.post('/passkey-sign-in', { response: forged })).statusCode).toBe(401);
    expect(await kindsOf(person)).not.toContain('passkey-counter-went-back');
    expect((await refusalsOf(person))[0]).toBe('signature');
    // The stored counter did not move back either: 10 is still refused, 11 passes.
    expect((await passkeySignIn(authenticator, { counter: 10 })).answer.statusCode).toBe(401);
    expect((await passkeySignIn(authenticator, { counter: 11 })).answer.statusCode).toBe(200);
  });

  it('takes a challenge for its own purpose and session only', async () => {
    const email = 'passkey-purposes@example.com';
    const { authenticator } = await withPasskey(email);
    // A sign-in challenge does not finish a half-open session's second step.
    const browser = new ApiClient(testApp.app, undefined, '203.0.113.94');
    await browser.post('/check-login', { email, password: TEST_PASSWORD });
    const signInOptions = (await browser.post('/passkey-sign-in/options')).json().options;
    const crossPurpose = await browser.post('/2fa-check/passkey', {
      response: authenticator.get(signInOptions),
    });
    expect(crossPurpose.statusCode).toBe(401);
    // Another half-open session's challenge does not finish this one.
    const other = new ApiClient(testApp.app, undefined, '203.0.113.95');
    await other.post('/check-login', { email, password: TEST_PASSWORD });
    const othersOptions = (await other.post('/2fa-check/passkey/options')).json().options;
    const crossSession = await browser.post('/2fa-check/passkey', {
      response: authenticator.get(othersOptions),
    });
    expect(crossSession.statusCode).toBe(401);
    // A second-step challenge does not sign a stranger in alone.
    const alone = await new ApiClient(testApp.app).post('/passkey-sign-in', {
      response: authenticator.get(othersOptions),
    });
    expect(alone.statusCode).toBe(401);
    expect((await browser.get('/user')).statusCode).toBe(401);
  });

  it('counts the challenges one address and one half-open session may ask for', async () => {
    const email = 'passkey-challenge-flood@example.com';
    await withPasskey(email);
    const browser = new ApiClient(testApp.app, undefined, '203.0.113.96');
    await browser.post('/check-login', { email, password: TEST_PASSWORD });
    const statuses: number[] = [];
    for (let index = 0; index < 31; index += 1) {
      statuses.push((await browser.post('/2fa-check/passkey/options')).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    // An IPv6 address is counted by its /64: stepping through it earns no fresh challenges.
    const answers: number[] = [];
    for (let index = 0; index < 301; index += 1) {
      const visitor = new ApiClient(testApp.app, undefined, `2001:db8:7:9::${index.toString(16)}`);
      answers.push((await visitor.post('/passkey-sign-in/options')).statusCode);
    }
    expect(answers.slice(0, 300).every((status) => status === 200)).toBe(true);
    expect(answers[300]).toBe(429);
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
    expect(await secondFactorRowsOf(person)).toEqual({ recoveryCodes: 10, passkeyCount: 1 });
    const elsewhere = new ApiClient(testApp.app, undefined, '203.0.113.97');
    await elsewhere.post('/check-login', { email, password: TEST_PASSWORD });
    expect((await elsewhere.post('/2fa-check', { code: added.backupCodes[0] })).statusCode).toBe(200);
    const since = catcher.mails.length;
    // The account's passkey is its second factor: the password alone no longer proves a step.
    const passwordOnly = await person.delete(`/user/passkeys/${id}`, { password: TEST_PASSWORD });
    expect(passwordOnly.statusCode).toBe(422);
    expect(passwordOnly.json().errors[0].source.pointer).toBe('/passkey');
    const removed = await person.delete(`/user/passkeys/${id}`, {
      password: TEST_PASSWORD,
      code: added.backupCodes[1],
    });
    expect(removed.statusCode, removed.body).toBe(200);
    // Whoever signed in elsewhere is signed out with the passkey (ASVS 5.0 V7.4.3); this session stays.
    expect((await elsewhere.get('/user')).statusCode).toBe(401);
    expect((await person.get('/user')).statusCode).toBe(200);
    expect((await person.get('/user/passkeys')).json().data).toEqual([]);
    expect((await catcher.next(email, since)).subject).toBe(
      'A passkey was removed from your Paygrid account',
    );
    // The last second factor gone: the password alone signs in again, and the recovery codes went with it.
    const browser = new ApiClient(testApp.app, undefined, '203.0.113.93');
    expect((await browser.post('/check-login', { email, password: TEST_PASSWORD })).statusCode).toBe(200);
    expect(await secondFactorRowsOf(person)).toEqual({ recoveryCodes: 0, passkeyCount: 0 });
    expect(await kindsOf(person)).toEqual(expect.arrayContaining(['passkey-renamed', 'passkey-removed']));
  });
});

describe('changes of the second factors at once', () => {
  it('two passkeys added together: both counted, one set of recovery codes', async () => {
    const person = await signedInUser(testApp, 'passkey-race-add@example.com');
    const first = new SoftwareAuthenticator(ORIGIN);
    const second = new SoftwareAuthenticator(ORIGIN);
    const [a, b] = await Promise.all([
      person.post('/user/passkeys/options', { password: TEST_PASSWORD }),
      person.post('/user/passkeys/options', { password: TEST_PASSWORD }),
    ]);
    const added = await Promise.all([
      person.post('/user/passkeys', { name: 'One', response: first.create(a?.json().options) }),
      person.post('/user/passkeys', { name: 'Two', response: second.create(b?.json().options) }),
    ]);
    expect(added.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(added.filter((answer) => answer.json().backupCodes).length).toBe(1);
    expect(await secondFactorRowsOf(person)).toEqual({ recoveryCodes: 10, passkeyCount: 2 });
  });

  it('TOTP turned off while the last passkey is removed: no second factor left, no recovery codes left', async () => {
    const person = await signedInUser(testApp, 'passkey-race-remove@example.com');
    const { backupCodes: codes } = await turnOnTwoFactor(person);
    const added = await addPasskey(person, new SoftwareAuthenticator(ORIGIN), 'Phone', { code: codes[2] });
    expect(added.statusCode, added.body).toBe(201);
    const [off, removed] = await Promise.all([
      person.post('/user/2fa/disable', { password: TEST_PASSWORD, code: codes[0] }),
      person.delete(`/user/passkeys/${added.json().data.id}`, { password: TEST_PASSWORD, code: codes[1] }),
    ]);
    expect([off.statusCode, removed.statusCode], `${off.body} ${removed.body}`).toEqual([200, 200]);
    expect(await secondFactorRowsOf(person)).toEqual({ recoveryCodes: 0, passkeyCount: 0 });
  });
});

describe('a passkey as the proof of a sensitive step (issue 39)', () => {
  /** The person's passkey answering a proof challenge of `session`'s. */
  const proofBy = async (session: ApiClient, authenticator: SoftwareAuthenticator) => {
    const options = await session.post('/user/passkeys/proof-options');
    expect(options.statusCode, options.body).toBe(200);
    return authenticator.get(options.json().options);
  };

  it('asks an account with a passkey and no TOTP for its passkey or a recovery code, never the password alone', async () => {
    const email = 'passkey-proof@example.com';
    const { person, authenticator, added } = await withPasskey(email);
    expect((await person.get('/user')).json().data.attributes).toMatchObject({
      two_factor_enabled: false,
      has_passkeys: true,
    });
    const passwordOnly = await person.delete('/user/sessions', { password: TEST_PASSWORD });
    expect(passwordOnly.statusCode).toBe(422);
    expect(passwordOnly.json().errors[0]).toMatchObject({
      code: 'validation__required',
      source: { pointer: '/passkey' },
    });
    const byPasskey = await person.delete('/user/sessions', {
      password: TEST_PASSWORD,
      passkey: await proofBy(person, authenticator),
    });
    expect(byPasskey.statusCode, byPasskey.body).toBe(200);
    const byRecoveryCode = await person.delete('/user/sessions', {
      password: TEST_PASSWORD,
      code: added.backupCodes[0],
    });
    expect(byRecoveryCode.statusCode, byRecoveryCode.body).toBe(200);
    // The password is checked first: a wrong one spends nothing.
    const wrongPassword = await person.delete('/user/sessions', {
      password: 'Not-The-Password-1',
      passkey: await proofBy(person, authenticator),
    });
    expect(wrongPassword.json().errors[0].source.pointer).toBe('/password');
  });

  it('takes a proof challenge of this session only, once, and for proof only', async () => {
    const email = 'passkey-proof-challenges@example.com';
    const { person, authenticator } = await withPasskey(email);
    // The same person signed in on another browser, with the passkey as the second step.
    const otherSession = new ApiClient(testApp.app, undefined, '203.0.113.98');
    await otherSession.post('/check-login', { email, password: TEST_PASSWORD });
    const secondStep = (await otherSession.post('/2fa-check/passkey/options')).json().options;
    const finished = await otherSession.post('/2fa-check/passkey', {
      response: authenticator.get(secondStep),
    });
    expect(finished.statusCode, finished.body).toBe(200);
    const refusedWith = async (passkey: unknown) => {
      const answer = await person.delete('/user/sessions', { password: TEST_PASSWORD, passkey });
      expect(answer.statusCode, answer.body).toBe(422);
      expect(answer.json().errors[0]).toMatchObject({
        code: 'passkey_not_recognised',
        source: { pointer: '/passkey' },
      });
    };
    await refusedWith(await proofBy(otherSession, authenticator));
    const signInOptions = (await new ApiClient(testApp.app).post('/passkey-sign-in/options')).json().options;
    await refusedWith(authenticator.get(signInOptions));
    const once = await proofBy(person, authenticator);
    expect(
      (await person.delete('/user/sessions', { password: TEST_PASSWORD, passkey: once })).statusCode,
    ).toBe(200);
    await refusedWith(once);
    // Another person's passkey proves nothing for this one.
    const { authenticator: theirs } = await withPasskey('passkey-proof-stranger@example.com');
    const options = (await person.post('/user/passkeys/proof-options')).json().options;
    await refusedWith(theirs.get({ ...options, allowCredentials: [] }));
  });

  it('asks the passkey to add another passkey, and to turn on an authenticator app', async () => {
    const { person, authenticator, added } = await withPasskey('passkey-proof-factors@example.com');
    const passwordOnly = await person.post('/user/passkeys/options', { password: TEST_PASSWORD });
    expect(passwordOnly.statusCode).toBe(422);
    const second = await addPasskey(person, new SoftwareAuthenticator(ORIGIN), 'Key', {
      code: added.backupCodes[0],
    });
    expect(second.statusCode, second.body).toBe(201);

    const secret = (await person.get('/user/2fa/get-secret')).json().secret as string;
    const code = totpCodeAt(secret);
    const withoutPasskey = await person.post('/user/2fa/enable', { password: TEST_PASSWORD, code });
    expect(withoutPasskey.statusCode).toBe(422);
    expect(withoutPasskey.json().errors[0].source.pointer).toBe('/passkey');
    const enabled = await person.post('/user/2fa/enable', {
      password: TEST_PASSWORD,
      code,
      passkey: await proofBy(person, authenticator),
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
  });

  it('answers 409 no_passkey for proof options without a passkey', async () => {
    const person = await signedInUser(testApp, 'passkey-proof-none@example.com');
    const answer = await person.post('/user/passkeys/proof-options');
    expect(answer.statusCode).toBe(409);
    expect(codeOf(answer)).toBe('no_passkey');
  });
});
