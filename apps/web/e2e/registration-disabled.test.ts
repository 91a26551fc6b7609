import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOwnerOf, freshEmail, logInThroughPage, strongPassword, waitForPath } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { type Mailbox, startMailbox } from './support/mail';
import { type RunningServer, startServer } from './support/server';
import { texts } from './support/texts';

describe('registration switched off (REGISTRATION_ENABLED=false)', () => {
  let server: RunningServer;
  let browser: Browser;
  let mailbox: Mailbox;

  beforeAll(async () => {
    mailbox = await startMailbox();
    [server, browser] = await Promise.all([
      startServer({
        REGISTRATION_ENABLED: 'false',
        DEMO_DATA: 'true',
        DEMO_PAYMENTS: '20,5',
        SMTP_URL: mailbox.url,
      }),
      launchBrowser(),
    ]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mailbox?.stop();
  });

  it('sends every registration route to the login page, on first load and in the app', async () => {
    const page = await newPage(browser);
    try {
      for (const path of ['/registration', '/registration/resend-link']) {
        await page.goto(`${server.baseUrl}${path}`);
        await waitForPath(page, '/login');
      }
      await page.getByRole('link', { name: 'Create an account' }).click();
      await waitForPath(page, '/login');
      await page.getByRole('heading', { level: 1, name: 'Log in to Paygrid' }).waitFor();
    } finally {
      await page.context().close();
    }
  });

  it('still lets an invited visitor create the invited account through /join (invite-only mode)', async () => {
    const { email: demoEmail, password: demoPassword } = demoOwnerOf(server);
    expect(demoEmail).not.toBe('');
    const guestEmail = freshEmail('invited');
    const owner = await newPage(browser);
    const guest = await newPage(browser);
    try {
      await logInThroughPage(owner, server, texts.en, { email: demoEmail, password: demoPassword });
      await waitForPath(owner, '/organizations');
      await owner.getByRole('button', { name: 'Open Demo Payments' }).click();
      await owner.waitForURL(`http://demo.app.localhost:${server.port}/`);
      await owner.getByRole('link', { name: 'Members', exact: true }).click();
      await owner.getByRole('button', { name: 'Invite member' }).click();
      const dialog = owner.getByRole('dialog', { name: 'Invite a member' });
      await dialog.getByLabel('E-mail').fill(guestEmail);
      await dialog.getByRole('button', { name: 'Send invitation' }).click();
      await dialog.waitFor({ state: 'detached' });

      const join = mailbox.linkIn(await mailbox.waitFor(guestEmail), '/join/');
      await guest.goto(join.toString());
      await guest.getByRole('heading', { level: 1, name: 'Join Demo Payments' }).waitFor();
      expect(new URL(guest.url()).pathname).toBe(join.pathname);
      await expectNoAxeViolations(guest);
      await guest.getByLabel('First name').fill('Ira');
      await guest.getByLabel('Last name').fill('Shevchuk');
      await guest.getByLabel('Password', { exact: true }).fill(strongPassword);
      await guest.getByRole('button', { name: 'Create account' }).click();
      await waitForPath(guest, '/organizations');
      await guest.getByRole('button', { name: 'Accept the invitation to Demo Payments' }).waitFor();
    } finally {
      await owner.context().close();
      await guest.context().close();
    }
  });
});
