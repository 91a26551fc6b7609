import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { ApiClient } from '../../test/client';
import { linkIn, type MailCatcher, startMailCatcher } from '../../test/mail-catcher';

const VICTIM_PASSWORD = 'Harbour-Lantern-42';
const ATTACKER_PASSWORD = 'Thief-Crowbar-Night-19';

let testApp: TestApp;
let catcher: MailCatcher;
beforeAll(async () => {
  catcher = await startMailCatcher();
  testApp = await createTestApp({ SMTP_URL: catcher.url });
});
afterAll(async () => {
  await testApp.close();
  await catcher.close();
});

const client = () => new ApiClient(testApp.app);

/** Registers the address with a password; answers the registration's answer and the token of the link it mailed. */
async function register(email: string, password: string, firstName: string) {
  const seen = catcher.mails.length;
  const answer = await client().post('/registration', {
    first_name: firstName,
    last_name: 'X',
    email,
    password,
    locale: 'en',
  });
  const mail = await catcher.next(email, seen);
  const token = linkIn(mail, '/registration/confirmation').searchParams.get('token') as string;
  return { answer, token };
}

const signInStatus = async (email: string, password: string) =>
  (await client().post('/check-login', { email, password })).statusCode;

/**
 * Only the mailbox owner (the victim) reads the links. Whoever registers the address second must not end up
 * owning it, and both registrations get the same answer (no enumeration of pending registrations).
 */
describe('ASVS V6.4 (initial credentials), registration takeover: a link confirms only the registration it was mailed for', () => {
  it('attacker first, then victim: the victim confirms with their own password; the attacker cannot sign in', async () => {
    const email = 'attacker-first@example.com';
    const attacker = await register(email, ATTACKER_PASSWORD, 'Mallory');
    const victim = await register(email, VICTIM_PASSWORD, 'Victoria');
    expect(victim.answer.statusCode).toBe(attacker.answer.statusCode);
    expect(victim.answer.body).toBe(attacker.answer.body);

    // The attacker's link (in the victim's mailbox) does not take the victim's password, and vice versa.
    const wrong = await client().post('/registration/confirmation', {
      token: attacker.token,
      password: VICTIM_PASSWORD,
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors[0]).toMatchObject({
      code: 'registration_password_mismatch',
      source: { pointer: '/password' },
    });
    const confirmed = await client().post('/registration/confirmation', {
      token: victim.token,
      password: VICTIM_PASSWORD,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(await signInStatus(email, VICTIM_PASSWORD)).toBe(200);
    expect(await signInStatus(email, ATTACKER_PASSWORD)).toBe(401);
    // The attacker's link is void once a registration is confirmed.
    expect(
      (
        await client().post('/registration/confirmation', {
          token: attacker.token,
          password: ATTACKER_PASSWORD,
        })
      ).statusCode,
    ).toBe(404);
    const me = await client().post('/check-login', { email, password: VICTIM_PASSWORD });
    expect(me.statusCode).toBe(200);
  });

  it('victim first, then attacker: the newest link does not carry the attacker in; the victim is offered a reset', async () => {
    const email = 'victim-first@example.com';
    const victim = await register(email, VICTIM_PASSWORD, 'Victoria');
    const attacker = await register(email, ATTACKER_PASSWORD, 'Mallory');
    expect(attacker.answer.statusCode).toBe(victim.answer.statusCode);
    expect(attacker.answer.body).toBe(victim.answer.body);

    // The victim opens the newest link and types their own password: refused, with a pointer to the reset.
    const refused = await client().post('/registration/confirmation', {
      token: attacker.token,
      password: VICTIM_PASSWORD,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/reset the password/);
    // The attacker never sees the link, so the account stays unconfirmed: the attacker cannot sign in.
    expect(await signInStatus(email, ATTACKER_PASSWORD)).not.toBe(200);
    // The victim's own link still confirms the victim's registration.
    expect(
      (await client().post('/registration/confirmation', { token: victim.token, password: VICTIM_PASSWORD }))
        .statusCode,
    ).toBe(200);
    expect(await signInStatus(email, VICTIM_PASSWORD)).toBe(200);
    expect(await signInStatus(email, ATTACKER_PASSWORD)).toBe(401);
  });

  it('a mailbox owner who knows neither password resets it through the mail and owns the account', async () => {
    const email = 'reset-instead@example.com';
    await register(email, ATTACKER_PASSWORD, 'Mallory');
    const seen = catcher.mails.length;
    expect((await client().post('/resetting', { email })).statusCode).toBe(202);
    const token = linkIn(await catcher.next(email, seen), '/resetting/password').searchParams.get('token');
    const reset = await client().post('/resetting/password', { token, password: 'Owner-Meadow-Lamp-63' });
    expect(reset.statusCode).toBe(200);
    expect(await signInStatus(email, 'Owner-Meadow-Lamp-63')).toBe(200);
    expect(await signInStatus(email, ATTACKER_PASSWORD)).toBe(401);
  });
});
