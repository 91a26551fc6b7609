import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createConfirmedAccount,
  freshEmail,
  logInThroughPage,
  strongPassword,
  waitForPath,
} from './support/accounts';
import { newPage } from './support/browser';
import { startConsole, stopConsole } from './support/console';
import type { Mailbox } from './support/mail';
import { callFromPage } from './support/page-api';
import type { RunningServer } from './support/server';
import { texts } from './support/texts';
import { addVirtualAuthenticator } from './support/virtual-authenticator';

/**
 * Issue 39 in Chromium with its virtual authenticator (DevTools protocol `WebAuthn`): add a passkey in Security
 * settings, sign out, sign in with the passkey alone, then with the password and the passkey as the second step;
 * the browser's autofill signs in on a phone-sized page; last, the passkey proves a security change.
 */

/** The login page's autofill would answer at once with the virtual authenticator: off, to click the buttons. */
const withoutAutofill = (page: Page) =>
  page.addInitScript(() => {
    if (window.PublicKeyCredential) PublicKeyCredential.isConditionalMediationAvailable = async () => false;
  });

describe('passkeys (Chromium, virtual authenticator)', () => {
  let server: RunningServer;
  let browser: Browser;
  let mailbox: Mailbox;
  const t = texts.en;
  const alias = `keys-${randomUUID().slice(0, 6)}`;

  beforeAll(async () => {
    ({ server, browser, mailbox } = await startConsole());
  });
  afterAll(() => stopConsole({ server, browser, mailbox }));

  const dashboard = () => `http://${alias}.app.localhost:${server.port}`;
  const signOut = async (page: Page) => {
    await page.getByRole('button', { name: t.accountMenu }).click();
    await page.getByRole('menuitem', { name: t.logOut }).click();
    await waitForPath(page, '/login');
  };
  /** Signed in on the entrance: the person's organisations, as after a password. */
  const signedIn = async (page: Page) => {
    await waitForPath(page, '/organizations');
    await page.getByRole('button', { name: 'Continue to Keys Ltd' }).waitFor();
  };

  it('adds a passkey, signs in with it alone, and uses it as the second step after the password', async () => {
    const email = freshEmail('passkeys');
    await createConfirmedAccount(server, mailbox, { email });
    const page = await newPage(browser);
    try {
      await withoutAutofill(page);
      const authenticator = await addVirtualAuthenticator(page);
      await logInThroughPage(page, server, t, { email, password: strongPassword });
      await waitForPath(page, '/create-organization/prepare');
      const created = await callFromPage(page, 'POST', '/organization', {
        data: {
          type: 'organization',
          attributes: {
            name: 'Keys Ltd',
            alias,
            country: 'UA',
            base_currency: 'UAH',
            time_zone: 'Europe/Kyiv',
          },
        },
      });
      expect(created.status).toBe(201);
      await page.goto(`${dashboard()}/settings/security`);

      // Add one: the proof, the browser's prompt (the authenticator says yes), then the recovery codes.
      await page.getByRole('button', { name: 'Add a passkey' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
      await dialog.getByLabel('Name').fill('Work laptop');
      await dialog.getByLabel('Your password').fill(strongPassword);
      await dialog.getByRole('button', { name: 'Create passkey' }).click();
      const added = page.getByRole('dialog', { name: 'Passkey added' });
      const codes = added.getByRole('list', { name: 'Recovery codes' });
      await codes.waitFor();
      expect(await codes.getByRole('listitem').count()).toBe(10);
      await added.getByText(t.savedThem).click();
      await added.getByRole('button', { name: t.done }).click();
      const list = page.getByRole('list', { name: 'Your passkeys' });
      await list.getByText('Work laptop').waitFor();
      await list.getByText('Never used').waitFor();
      expect(await authenticator.credentials()).toHaveLength(1);

      // The passkey alone.
      await signOut(page);
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await signedIn(page);
      await page.goto(`${dashboard()}/settings/security`);
      await page
        .getByRole('list', { name: 'Your passkeys' })
        .getByText(/^Last used/)
        .waitFor();

      // The password, then the passkey as the second step.
      await signOut(page);
      await logInThroughPage(page, server, t, { email, password: strongPassword });
      await waitForPath(page, '/2fa');
      await page.getByRole('button', { name: 'Use a passkey' }).click();
      await signedIn(page);
      const [credential] = await authenticator.credentials();
      expect(credential?.signCount).toBeGreaterThanOrEqual(2);

      // The browser's autofill, on a phone-sized page holding the same passkey.
      const phone = await newPage(browser, { viewport: { width: 390, height: 844 } });
      try {
        const onPhone = await addVirtualAuthenticator(phone);
        if (credential) await onPhone.add(credential);
        await phone.goto(`${server.baseUrl}/login`);
        await signedIn(phone);

        // The passkey is the account's second factor: a security change asks it after the password (0107). On the
        // phone, whose copy of the passkey counted last (the laptop's would now read as a cloned key).
        await phone.goto(`${dashboard()}/settings/security`);
        await phone.getByRole('button', { name: 'Sign out everywhere else' }).click();
        const proof = phone.getByRole('dialog', { name: 'Sign out everywhere else' });
        await proof.getByText('After your password, your browser asks for one of your passkeys.').waitFor();
        await proof.getByLabel('Your password').fill(strongPassword);
        await proof.getByRole('button', { name: 'Sign out the other sessions' }).click();
        await phone.getByText('Every other session was ended').waitFor();
        expect((await callFromPage(page, 'GET', '/user')).status).toBe(401);
      } finally {
        await phone.context().close();
      }
    } finally {
      await page.context().close();
    }
  });
});
