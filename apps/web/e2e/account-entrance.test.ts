import * as OTPAuth from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callApi,
  createConfirmedAccount,
  freshEmail,
  logInThroughPage,
  strongPassword,
  waitForPath,
} from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { codeBoxes, typeCode } from './support/code-input';
import { type Mailbox, startMailbox } from './support/mail';
import { type RunningServer, startServer } from './support/server';
import { type Language, texts } from './support/texts';

const languages: Language[] = ['en', 'uk'];

describe('account entrance, end to end through real SMTP', () => {
  let server: RunningServer;
  let browser: Browser;
  let mailbox: Mailbox;

  beforeAll(async () => {
    mailbox = await startMailbox();
    [server, browser] = await Promise.all([startServer({ SMTP_URL: mailbox.url }), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mailbox?.stop();
  });

  const pageIn = (language: Language) => newPage(browser, { locale: texts[language].browserLocale });

  async function openUserMenu(page: Page, language: Language) {
    await page.getByRole('button', { name: texts[language].accountMenu }).click();
  }

  describe.each(languages)('in %s', (language) => {
    const t = texts[language];

    it('registers, follows the mailed link, logs in and lands on the prepare step', async () => {
      const page = await pageIn(language);
      const email = freshEmail(`register-${language}`);
      try {
        await page.goto(`${server.baseUrl}/login`);
        await page.getByRole('link', { name: t.createAccount }).click();
        await waitForPath(page, '/registration');
        await page.getByLabel(t.firstName).fill('Olena');
        await page.getByLabel(t.lastName).fill('Koval');
        await page.getByLabel(t.email).fill(email);
        // A weak password: the meter says why and what to do, in the interface language.
        await page.getByLabel(t.password, { exact: true }).fill('password');
        await page.getByText(t.veryWeak, { exact: true }).waitFor();
        await page.getByText(t.heavilyUsedPassword).waitFor();
        await page.getByText(t.addLessCommonWords).waitFor();
        await expectNoAxeViolations(page);
        await page.getByLabel(t.password, { exact: true }).fill(strongPassword);
        await page.getByRole('progressbar', { name: t.strength }).waitFor();
        await page.getByText(t.heavilyUsedPassword).waitFor({ state: 'detached' });
        await expectNoAxeViolations(page);
        await page.getByRole('button', { name: t.createAccountButton }).click();
        await page.getByRole('heading', { name: t.checkMail }).waitFor();
        await expectNoAxeViolations(page);

        const mail = await mailbox.waitFor(email);
        const link = mailbox.linkIn(mail, '/registration/confirmation');
        await page.goto(`${server.baseUrl}${link.pathname}${link.search}`);
        // The link confirms only the registration it was mailed for: its password is asked (a wrong one first,
        // which offers a password reset to a mailbox owner who did not register).
        await page.getByLabel(t.password, { exact: true }).fill('Not-my-password-1');
        await page.getByRole('button', { name: t.confirmRegistration }).click();
        await page.getByText(t.notThisRegistrationsPassword).waitFor();
        await page.getByRole('link', { name: t.setOwnPassword }).waitFor();
        await expectNoAxeViolations(page);
        await page.getByLabel(t.password, { exact: true }).fill(strongPassword);
        await page.getByRole('button', { name: t.confirmRegistration }).click();
        await page.getByText(t.confirmed).waitFor();
        await expectNoAxeViolations(page);
        await page.getByRole('link', { name: t.logIn, exact: true }).click();
        await waitForPath(page, '/login');

        await logInThroughPage(page, server, t, { email, password: strongPassword });
        await waitForPath(page, '/create-organization/prepare');
        await page.getByRole('heading', { level: 1, name: t.prepareHeading }).waitFor();
        await page.getByRole('link', { name: t.createOrganization }).waitFor();
        await expectNoAxeViolations(page);
      } finally {
        await page.context().close();
      }
    });

    it('enables 2FA from the shown secret, logs in with a TOTP code, then with a recovery code once only', async () => {
      const account = await createConfirmedAccount(server, mailbox, {
        email: freshEmail(`totp-${language}`),
        locale: language,
      });
      const page = await pageIn(language);
      try {
        await logInThroughPage(page, server, t, account);
        await waitForPath(page, '/create-organization/prepare');
        await openUserMenu(page, language);
        await page.getByRole('menuitem', { name: t.setupTwoFactor }).click();
        await waitForPath(page, '/setup-2fa');

        const secretField = page.getByLabel(t.setupKey);
        await secretField.waitFor();
        await page.getByRole('img', { name: /QR/ }).waitFor();
        await expectNoAxeViolations(page);
        // The whole key shows, in groups of four, monospace, wrapping instead of being cut off.
        const shownKey = await secretField.inputValue();
        expect(shownKey).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
        const secret = shownKey.replace(/\s/g, '');
        expect(secret).toHaveLength(32);
        const layout = await secretField.evaluate((field) => ({
          cutOff: field.scrollWidth > field.clientWidth || field.scrollHeight > field.clientHeight + 1,
          font: getComputedStyle(field).fontFamily,
        }));
        expect(layout.cutOff).toBe(false);
        expect(layout.font).toMatch(/mono/i);
        await page.getByRole('button', { name: t.copyKey }).waitFor();

        // The code is six boxes, each named by its place; typing moves from box to box.
        const boxes = codeBoxes(page, t.codeFromApp);
        await expect(boxes.count()).resolves.toBe(6);
        await expect(boxes.first().getAttribute('aria-label')).resolves.toBe(t.firstDigit);
        const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
        const code = totp.generate();
        await typeCode(page, t.codeFromApp, code);
        await expect(
          boxes.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value).join('')),
        ).resolves.toBe(code);
        await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe(
          t.lastDigit,
        );
        // Turning it on asks for the password again (ASVS 6.3.2): a left-open session alone cannot do it.
        await page.getByLabel(t.yourPassword).fill(account.password);
        await page.getByRole('button', { name: t.turnOn }).click();

        const codeList = page.getByRole('list', { name: t.recoveryCodes });
        await codeList.waitFor();
        const recoveryCodes = await codeList.getByRole('listitem').allTextContents();
        expect(recoveryCodes).toHaveLength(10);
        await expectNoAxeViolations(page);
        const done = page.getByRole('button', { name: t.done });
        await expect(done.isDisabled()).resolves.toBe(true);
        await page.getByText(t.savedThem).click();
        await done.click();
        await waitForPath(page, '/organizations');

        await openUserMenu(page, language);
        await page.getByRole('menuitem', { name: t.logOut }).click();
        await waitForPath(page, '/login');
        await expect(page.context().cookies()).resolves.not.toContainEqual(
          expect.objectContaining({ name: 'loggedIn' }),
        );

        // The enabling code used the current step; the next step's code is new and inside the ±1 window.
        await logInThroughPage(page, server, t, account);
        await waitForPath(page, '/2fa');
        await expectNoAxeViolations(page);
        // A pasted or autofilled code fills every box.
        await codeBoxes(page, t.authCode)
          .first()
          .fill(totp.generate({ timestamp: Date.now() + 30_000 }));
        await page.getByRole('button', { name: t.verify }).click();
        await waitForPath(page, '/create-organization/prepare');

        const recoveryCode = recoveryCodes[0] ?? '';
        for (const attempt of ['first', 'second'] as const) {
          await openUserMenu(page, language);
          await page.getByRole('menuitem', { name: t.logOut }).click();
          await waitForPath(page, '/login');
          await logInThroughPage(page, server, t, account);
          await waitForPath(page, '/2fa');
          await page.getByRole('link', { name: t.useRecovery }).click();
          await waitForPath(page, '/2fa/recovery');
          await page.getByLabel(t.recoveryCode).fill(recoveryCode);
          await page.getByRole('button', { name: t.verify }).click();
          if (attempt === 'first') {
            await waitForPath(page, '/create-organization/prepare');
          } else {
            await page.getByRole('alert').filter({ hasText: t.codeRefused }).waitFor();
            await expectNoAxeViolations(page);
            expect(new URL(page.url()).pathname).toBe('/2fa/recovery');
          }
        }
      } finally {
        await page.context().close();
      }
    });

    it('resets the password by mail, which ends the session signed in elsewhere', async () => {
      const account = await createConfirmedAccount(server, mailbox, {
        email: freshEmail(`reset-${language}`),
        locale: language,
      });
      const elsewhere = await pageIn(language);
      const page = await pageIn(language);
      try {
        await logInThroughPage(elsewhere, server, t, account);
        await waitForPath(elsewhere, '/create-organization/prepare');

        await page.goto(`${server.baseUrl}/login`);
        await page.getByRole('link', { name: t.forgotPassword }).click();
        await waitForPath(page, '/restore-password');
        await expectNoAxeViolations(page);
        await page.getByLabel(t.email).fill(account.email);
        await page.getByRole('button', { name: t.sendResetLink }).click();
        await page.getByRole('heading', { name: t.checkMail }).waitFor();
        await expectNoAxeViolations(page);

        const link = mailbox.linkIn(await mailbox.waitFor(account.email), '/resetting/password');
        await page.goto(`${server.baseUrl}${link.pathname}${link.search}`);
        const newPassword = 'Brass-compass-meadow-77';
        await page.getByLabel(t.newPassword, { exact: true }).fill(newPassword);
        await page.getByLabel(t.repeatPassword).fill(newPassword);
        await expectNoAxeViolations(page);
        await page.getByRole('button', { name: t.saveNewPassword }).click();
        await waitForPath(page, '/login');
        await page.getByText(t.passwordChanged).waitFor();
        await expectNoAxeViolations(page);

        await elsewhere.reload();
        await waitForPath(elsewhere, '/login');
        await elsewhere.getByRole('heading', { level: 1, name: t.loginHeading }).waitFor();

        await logInThroughPage(page, server, t, { email: account.email, password: newPassword });
        await waitForPath(page, '/create-organization/prepare');
      } finally {
        await elsewhere.context().close();
        await page.context().close();
      }
    });

    it('shows the session-expired alert when the session ended on the server', async () => {
      const account = await createConfirmedAccount(server, mailbox, {
        email: freshEmail(`expiry-${language}`),
        locale: language,
      });
      const page = await pageIn(language);
      try {
        await logInThroughPage(page, server, t, account);
        await waitForPath(page, '/create-organization/prepare');
        const cookies = await page.context().cookies();
        const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
        const ended = await callApi(server, 'GET', '/logout', { cookie });
        expect(ended.status).toBe(200);

        await page.reload();
        await waitForPath(page, '/login');
        const alert = page.getByRole('alert').filter({ hasText: t.sessionExpired });
        await alert.waitFor();
        await expect(alert.locator('svg').first().getAttribute('class')).resolves.toContain('filled');
        await expectNoAxeViolations(page);
        await expect(page.context().cookies()).resolves.not.toContainEqual(
          expect.objectContaining({ name: 'loggedIn' }),
        );
        await alert.getByRole('button', { name: t.dismiss }).click();
        await alert.waitFor({ state: 'detached' });
      } finally {
        await page.context().close();
      }
    });
  });

  it('speaks the signed-in user’s saved language when no language was picked on this browser', async () => {
    const account = await createConfirmedAccount(server, mailbox, {
      email: freshEmail('preferred-uk'),
      locale: 'uk',
    });
    const page = await pageIn('en');
    try {
      await page.goto(`${server.baseUrl}/login`);
      await page.getByRole('heading', { name: texts.en.loginHeading }).waitFor();
      await logInThroughPage(page, server, texts.en, account);
      await waitForPath(page, '/create-organization/prepare');
      await page.getByRole('heading', { level: 1, name: texts.uk.prepareHeading }).waitFor();
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe('uk');
    } finally {
      await page.context().close();
    }
  });
});
