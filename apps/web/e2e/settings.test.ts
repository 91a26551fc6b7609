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
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { type Mailbox, startMailbox } from './support/mail';
import { type RunningServer, startServer } from './support/server';
import { texts } from './support/texts';

/** Axe reads colours as they are: let opening transitions (menus, notifications) finish first. */
async function checkAccessibility(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.allSettled(document.getAnimations().map((animation) => animation.finished)),
  );
  await expectNoAxeViolations(page);
}

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

/** Creates the organisation from inside the page (its own cookies and origin) and opens its dashboard. */
async function createOrganization(page: Page, name: string, alias: string, port: number): Promise<void> {
  const status = await page.evaluate(
    async (body) => {
      const response = await fetch('/api/v1/organization', {
        method: 'POST',
        credentials: 'include',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          'X-Requested-With': 'XMLHttpRequest',
        },
        body: JSON.stringify(body),
      });
      return response.status;
    },
    {
      data: {
        type: 'organization',
        attributes: { name, alias, country: 'UA', base_currency: 'UAH', time_zone: 'Europe/Kyiv' },
      },
    },
  );
  expect(status).toBe(201);
  await page.goto(`http://${alias}.app.localhost:${port}/`);
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

describe('settings: preferences and security (Chromium, real SMTP)', () => {
  let server: RunningServer;
  let browser: Browser;
  let mailbox: Mailbox;
  const suffix = randomUUID().slice(0, 6);
  const dashboardOf = (alias: string, path = '/') => `http://${alias}.app.localhost:${server.port}${path}`;

  beforeAll(async () => {
    mailbox = await startMailbox();
    [server, browser] = await Promise.all([startServer({ SMTP_URL: mailbox.url }), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mailbox?.stop();
  });

  it('preferences from the user menu: time zone, date format and Ukrainian applied; the test-mode switch hidden', async () => {
    const t = texts.en;
    const email = freshEmail('preferences');
    const alias = `prefs-${suffix}`;
    await createConfirmedAccount(server, mailbox, { email });
    const page = await newPage(browser);
    try {
      await logInThroughPage(page, server, t, { email, password: strongPassword });
      await waitForPath(page, '/create-organization/prepare');
      await createOrganization(page, `Prefs ${suffix}`, alias, server.port);

      await page.getByRole('button', { name: t.accountMenu }).click();
      await page.getByRole('menuitem', { name: 'Preferences' }).click();
      await waitForPath(page, '/settings/preferences');
      await page.getByRole('heading', { level: 1, name: 'Preferences' }).waitFor();
      const save = page.getByRole('button', { name: 'Save changes' });
      expect(await save.isDisabled()).toBe(true);
      await checkBothThemes(page, 'Switch to dark theme', 'Switch to light theme');

      await page.getByRole('combobox', { name: 'Time zone' }).click();
      await page.getByRole('combobox', { name: 'Time zone' }).fill('Tokyo');
      await page.getByRole('option', { name: /^Asia\/Tokyo/ }).click();
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
      expect(await page.getByRole('combobox', { name: 'Часовий пояс' }).inputValue()).toMatch(/^Asia\/Tokyo/);

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
      if (process.env.SHOT)
        await page.screenshot({ path: `${process.env.SHOT}/prefs-end.png`, fullPage: true });
      await page.context().close();
    }
  }, 90_000);
});
