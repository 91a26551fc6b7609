import { randomUUID } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createConfirmedAccount,
  freshEmail,
  logInThroughPage,
  strongPassword,
  waitForPath,
} from './support/accounts';
import { checkAccessibility } from './support/axe';
import { newPage } from './support/browser';
import { startConsole, stopConsole } from './support/console';
import type { Mailbox } from './support/mail';
import { callFromPage } from './support/page-api';
import type { RunningServer } from './support/server';
import { texts } from './support/texts';

/** Axe in the current theme, then in the other one, and back. */
async function checkBothThemes(page: Page, toDark: string, toLight: string): Promise<void> {
  await checkAccessibility(page);
  await page.getByRole('button', { name: toDark }).click();
  await expect.poll(() => page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('dark');
  await checkAccessibility(page);
  await page.getByRole('button', { name: toLight }).click();
  await expect.poll(() => page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('light');
}

/** Today's date in a zone as dd-MM-yyyy, computed here rather than by the code under test. */
function dayMonthYear(timeZone: string, at = new Date()): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}-${parts.month}-${parts.year}`;
}

/** Signs in through the login page, creates an organisation from inside the page and opens its dashboard. */
async function signInWithOrganization(
  page: Page,
  server: RunningServer,
  account: { email: string; password: string },
  name: string,
  alias: string,
): Promise<void> {
  await logInThroughPage(page, server, texts.en, account);
  await waitForPath(page, '/create-organization/prepare');
  const created = await callFromPage(page, 'POST', '/organization', {
    data: {
      type: 'organization',
      attributes: { name, alias, country: 'UA', base_currency: 'UAH', time_zone: 'Europe/Kyiv' },
    },
  });
  expect(created.status).toBe(201);
  await page.goto(`http://${alias}.app.localhost:${server.port}/`);
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

describe('settings: preferences and security (Chromium, real SMTP)', () => {
  let server: RunningServer;
  let browser: Browser;
  let mailbox: Mailbox;
  const suffix = randomUUID().slice(0, 6);

  beforeAll(async () => {
    ({ server, browser, mailbox } = await startConsole());
  });

  afterAll(() => stopConsole({ server, browser, mailbox }));

  it('preferences from the user menu: time zone, date format and Ukrainian applied; the test-mode switch hidden', async () => {
    const t = texts.en;
    const email = freshEmail('preferences');
    const alias = `prefs-${suffix}`;
    await createConfirmedAccount(server, mailbox, { email });
    const page = await newPage(browser);
    try {
      await signInWithOrganization(
        page,
        server,
        { email, password: strongPassword },
        `Prefs ${suffix}`,
        alias,
      );

      await page.getByRole('button', { name: t.accountMenu }).click();
      await page.getByRole('menuitem', { name: 'Preferences' }).click();
      await waitForPath(page, '/settings/preferences');
      await page.getByRole('heading', { level: 1, name: 'Preferences' }).waitFor();
      const save = page.getByRole('button', { name: 'Save changes' });
      expect(await save.isDisabled()).toBe(true);
      await checkBothThemes(page, 'Switch to dark theme', 'Switch to light theme');

      await page.getByRole('combobox', { name: 'Time zone' }).click();
      await page.getByRole('combobox', { name: 'Time zone' }).fill('Tokyo');
      await page.getByRole('option', { name: /^Tokyo \(Asia\)/ }).click();
      await page.getByRole('combobox', { name: 'Date format' }).click();
      await page.getByRole('option', { name: /day-month-year/ }).click();
      await page.getByRole('combobox', { name: 'Language' }).click();
      await page.getByRole('option', { name: 'Українська' }).click();

      // The preview follows the form before anything is saved.
      const preview = page.getByTestId('preferences-preview-now');
      await expect.poll(() => preview.textContent()).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
      expect((await preview.textContent())?.slice(0, 10)).toBe(dayMonthYear('Asia/Tokyo'));

      // Save sends only what changed.
      const patch = page.waitForRequest(
        (request) => request.method() === 'PATCH' && new URL(request.url()).pathname === '/api/v1/user',
      );
      await save.click();
      expect((await patch).postDataJSON()).toEqual({
        data: {
          type: 'user',
          attributes: {
            settings: { preferences: { locale: 'uk', time_zone: 'Asia/Tokyo', date_format: 'dd-MM-yyyy' } },
          },
        },
      });

      // The interface is Ukrainian at once, and the saved formats stay applied.
      await page.getByRole('heading', { level: 1, name: 'Уподобання' }).waitFor();
      await page.getByText('Ваші уподобання збережено').waitFor();
      expect(await page.getByRole('button', { name: 'Зберегти зміни' }).isDisabled()).toBe(true);
      expect((await preview.textContent())?.slice(0, 10)).toBe(dayMonthYear('Asia/Tokyo'));
      await checkBothThemes(page, 'Увімкнути темну тему', 'Увімкнути світлу тему');

      // Saved for good: a reload shows the same choices.
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Уподобання' }).waitFor();
      // The zone's label comes with the time-zone catalogue, which loads after the page.
      await expect
        .poll(() => page.getByRole('combobox', { name: 'Часовий пояс' }).inputValue())
        .toMatch(/^Tokyo \(Азія\)/);

      // Back to English, then the test-mode switch leaves the sidebar.
      await page.getByRole('combobox', { name: 'Мова' }).click();
      await page.getByRole('option', { name: 'English' }).click();
      await page.getByRole('button', { name: 'Зберегти зміни' }).click();
      await page.getByRole('heading', { level: 1, name: 'Preferences' }).waitFor();
      await page.getByRole('switch', { name: /^Test mode/ }).waitFor();
      await page.getByRole('switch', { name: 'Test-mode switch in the sidebar' }).uncheck();
      await save.click();
      await page.getByRole('switch', { name: /^Test mode/ }).waitFor({ state: 'detached' });
      expect(await save.isDisabled()).toBe(true);
    } finally {
      await page.context().close();
    }
  }, 90_000);
  it('security: a wrong then the right current password, the other browser signed out, the log, ending a session', async () => {
    const t = texts.en;
    const email = freshEmail('security');
    const alias = `sec-${suffix}`;
    const newPassword = 'Amber-orchard-kettle-77';
    await createConfirmedAccount(server, mailbox, { email });
    const page = await newPage(browser);
    const other = await newPage(browser);
    try {
      await signInWithOrganization(
        page,
        server,
        { email, password: strongPassword },
        `Secure ${suffix}`,
        alias,
      );
      await logInThroughPage(other, server, t, { email, password: strongPassword });
      await waitForPath(other, '/organizations');

      await page.getByRole('button', { name: t.accountMenu }).click();
      await page.getByRole('menuitem', { name: 'Security' }).click();
      await waitForPath(page, '/settings/security');
      await page.getByRole('heading', { level: 1, name: 'Security' }).waitFor();

      // Two-factor authentication is off: its set-up is on the entrance host.
      expect(
        await page.getByRole('link', { name: 'Set up two-factor authentication' }).getAttribute('href'),
      ).toBe(`${server.baseUrl}/setup-2fa`);

      // Both browsers are listed; this one is marked and cannot be ended from here.
      const sessions = page.getByRole('region', { name: 'Where you are signed in' });
      const thisDevice = sessions.getByRole('row').filter({ hasText: 'This device' });
      await thisDevice.waitFor();
      expect(await sessions.getByRole('button', { name: /^End the session on/ }).count()).toBe(1);
      // Last seen in the user's zone and formats (defaults: yyyy-MM-dd HH:mm).
      expect(await thisDevice.locator('time').first().textContent()).toMatch(
        /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
      );
      await checkBothThemes(page, 'Switch to dark theme', 'Switch to light theme');

      // A wrong current password: the server's answer shows on its field.
      await page.getByLabel('Current password').fill('Not-my-password-1');
      await page.getByLabel('New password', { exact: true }).fill(newPassword);
      await page.getByLabel('Repeat the new password').fill(newPassword);
      await page.getByRole('button', { name: 'Change password' }).click();
      await page.getByText('This is not your current password').waitFor();
      await checkAccessibility(page);

      await page.getByLabel('Current password').fill(strongPassword);
      await page.getByRole('button', { name: 'Change password' }).click();
      await page.getByText('Your password has been changed').waitFor();
      await page.getByText(/^Every other session was signed out/).waitFor();

      // The other browser was signed out: its next navigation lands on the login page.
      await other.goto(`${server.baseUrl}/organizations`);
      await waitForPath(other, '/login');

      const log = page.getByRole('region', { name: 'Security log' });
      await log.getByRole('cell', { name: 'Password changed' }).waitFor();
      expect(await sessions.getByRole('button', { name: /^End the session on/ }).count()).toBe(0);

      // It signs in again with the new password, and is ended from the sessions table.
      await logInThroughPage(other, server, t, { email, password: newPassword });
      await waitForPath(other, '/organizations');
      await page.reload();
      const end = sessions.getByRole('button', { name: /^End the session on/ });
      await end.click();
      await page.getByText(/^The session on .+ was ended$/).waitFor();
      await end.waitFor({ state: 'detached' });
      await log.getByRole('cell', { name: 'Session ended' }).first().waitFor();
      await checkAccessibility(page);
      await other.goto(`${server.baseUrl}/organizations`);
      await waitForPath(other, '/login');
    } finally {
      await page.context().close();
      await other.context().close();
    }
  }, 90_000);
  it('two-factor from the security page: new recovery codes, then turned off, each behind the password', async () => {
    const email = freshEmail('two-factor');
    const alias = `tfa-${suffix}`;
    await createConfirmedAccount(server, mailbox, { email });
    const page = await newPage(browser);
    try {
      await signInWithOrganization(
        page,
        server,
        { email, password: strongPassword },
        `Guarded ${suffix}`,
        alias,
      );
      const secret = await callFromPage(page, 'GET', '/user/2fa/get-secret');
      const totp = new OTPAuth.TOTP({
        secret: OTPAuth.Secret.fromBase32((secret.body as { secret: string }).secret),
        digits: 6,
        period: 30,
      });
      const enabled = await callFromPage(page, 'POST', '/user/2fa/enable', {
        password: strongPassword,
        code: totp.generate(),
      });
      expect(enabled.status).toBe(200);
      const firstCodes = (enabled.body as { backupCodes: string[] }).backupCodes;

      await page.goto(`http://${alias}.app.localhost:${server.port}/settings/security`);
      const card = page.getByRole('region', { name: 'Two-factor authentication' });
      await card.getByText('On', { exact: true }).waitFor();

      await card.getByRole('button', { name: 'Replace recovery codes' }).click();
      const replace = page.getByRole('dialog', { name: 'Replace recovery codes' });
      // The password and a second factor (here a recovery code, as after losing the phone): ASVS 6.3.2, 7.5.1.
      await replace.getByLabel('Your password').fill(strongPassword);
      await replace.getByLabel('Code from your app, or a recovery code').fill(firstCodes[0] ?? '');
      await replace.getByRole('button', { name: 'Show new codes' }).click();
      const codes = page.getByRole('list', { name: 'Recovery codes' });
      await codes.waitFor();
      const newCodes = await codes.getByRole('listitem').allTextContents();
      expect(newCodes).toHaveLength(10);
      await checkAccessibility(page);
      await page.getByRole('checkbox', { name: 'I have saved these codes somewhere safe' }).check();
      await page.getByRole('button', { name: 'Done' }).click();
      await codes.waitFor({ state: 'detached' });

      await card.getByRole('button', { name: 'Turn off' }).click();
      const turnOff = page.getByRole('dialog', { name: 'Turn off two-factor authentication' });
      await turnOff.getByLabel('Your password').fill('Not-my-password-1');
      await turnOff.getByLabel('Code from your app, or a recovery code').fill(newCodes[0] ?? '');
      await turnOff.getByRole('button', { name: 'Turn off two-factor authentication' }).click();
      await turnOff.getByText('This is not your current password').waitFor();
      await checkAccessibility(page);
      await turnOff.getByLabel('Your password').fill(strongPassword);
      await turnOff.getByRole('button', { name: 'Turn off two-factor authentication' }).click();
      await page.getByText('Two-factor authentication is off').waitFor();
      await card.getByText('Off', { exact: true }).waitFor();
      await card.getByRole('link', { name: 'Set up two-factor authentication' }).waitFor();
      const log = page.getByRole('region', { name: 'Security log' });
      await log.getByRole('cell', { name: 'Recovery codes replaced' }).waitFor();
      await log.getByRole('cell', { name: 'Two-factor authentication turned off' }).waitFor();
    } finally {
      await page.context().close();
    }
  }, 60_000);
});
