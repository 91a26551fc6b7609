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
import { checkAccessibility } from './support/axe';
import { newPage } from './support/browser';
import { startConsole, stopConsole } from './support/console';
import type { Mailbox } from './support/mail';
import type { RunningServer } from './support/server';
import { texts } from './support/texts';

/** Axe in light, then dark, then back to light. */
async function checkBothThemes(page: Page): Promise<void> {
  await checkAccessibility(page);
  await page.getByRole('button', { name: /^(Switch to dark theme|Увімкнути темну тему)$/ }).click();
  await expect.poll(() => page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('dark');
  await checkAccessibility(page);
  await page.getByRole('button', { name: /^(Switch to light theme|Увімкнути світлу тему)$/ }).click();
  await expect.poll(() => page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('light');
}

/** Picks in a searchable picker by typing only: click, type, Enter. */
async function pickByTyping(page: Page, label: string, typed: string): Promise<void> {
  const picker = page.getByRole('combobox', { name: label, exact: true });
  await picker.click();
  await picker.pressSequentially(typed, { delay: 20 });
  await page.getByRole('option').first().waitFor();
  await picker.press('Enter');
}

describe('profile, avatar and organisation settings (issue 18)', () => {
  let server: RunningServer;
  let browser: Browser;
  let mailbox: Mailbox;
  const suffix = randomUUID().slice(0, 6);
  const dashboardOf = (alias: string, path = '/') => `http://${alias}.app.localhost:${server.port}${path}`;

  beforeAll(async () => {
    ({ server, browser, mailbox } = await startConsole());
  });

  afterAll(() => stopConsole({ server, browser, mailbox }));

  it('creates an organisation choosing Ukraine, UAH and the Kyiv zone by typing only; Enter never submits', async () => {
    const t = texts.en;
    const email = freshEmail('picker');
    await createConfirmedAccount(server, mailbox, { email });
    const page = await newPage(browser);
    try {
      await logInThroughPage(page, server, t, { email, password: strongPassword });
      await waitForPath(page, '/create-organization/prepare');
      await page.goto(`${server.baseUrl}/create-organization`);
      const name = `Kyiv Books ${suffix}`;
      await page.getByLabel('Organisation name').fill(name);
      await page.getByText('Available', { exact: true }).waitFor();

      // The browser guessed the United States; typing replaces it, and Enter picks without sending the form.
      await expect
        .poll(() => page.getByRole('combobox', { name: 'Country', exact: true }).inputValue())
        .toBe('United States');
      await pickByTyping(page, 'Country', 'Ukr');
      expect(await page.getByRole('combobox', { name: 'Country', exact: true }).inputValue()).toBe('Ukraine');
      expect(new URL(page.url()).pathname).toBe('/create-organization');
      // Ukraine's currency follows the country; typing another and coming back works the same.
      await expect
        .poll(() => page.getByRole('combobox', { name: 'Base currency' }).inputValue())
        .toBe('UAH · Hryvnia');
      await pickByTyping(page, 'Base currency', 'euro');
      expect(await page.getByRole('combobox', { name: 'Base currency' }).inputValue()).toBe('EUR · Euro');
      await pickByTyping(page, 'Base currency', 'гривня');
      expect(await page.getByRole('combobox', { name: 'Base currency' }).inputValue()).toBe('UAH · Hryvnia');
      await pickByTyping(page, 'Time zone', 'Kyiv');
      expect(await page.getByRole('combobox', { name: 'Time zone' }).inputValue()).toMatch(
        /^Kyiv \(Europe\) UTC\+0[23]:00$/,
      );
      await pickByTyping(page, 'Time zone', 'Kiev');
      expect(await page.getByRole('combobox', { name: 'Time zone' }).inputValue()).toMatch(
        /^Kyiv \(Europe\)/,
      );
      expect(new URL(page.url()).pathname).toBe('/create-organization');
      await checkBothThemes(page);

      await page.getByRole('button', { name: 'Create organisation' }).click();
      const alias = await page.getByLabel('Sub-domain of the dashboard').inputValue();
      await page.waitForURL(dashboardOf(alias), { timeout: 15_000 });
      await page.getByRole('heading', { level: 1, name }).waitFor();
      await page.getByText('Ukraine', { exact: true }).waitFor();
      await page.getByText('UAH', { exact: true }).waitFor();
      await page.getByText(/^Europe\/Ky?iev?$/).waitFor();
    } finally {
      await page.context().close();
    }
  });
});
