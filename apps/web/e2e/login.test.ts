import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { type RunningServer, startServer } from './support/server';

describe('login page', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function openLogin(options: Parameters<typeof newPage>[1] = {}): Promise<Page> {
    const page = await newPage(browser, options);
    await page.goto(`${server.baseUrl}/login`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    return page;
  }

  it('shows the form, validates an empty submit and passes axe, then works in Ukrainian', async () => {
    const page = await openLogin();
    try {
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Log in to Paygrid');
      // The title follows the page after SPEC §9's head-update debounce: polled, not read once.
      await expect.poll(() => page.title()).toBe('Log in · Paygrid');
      const email = page.getByLabel('E-mail');
      const password = page.getByLabel('Password');
      const submit = page.getByRole('button', { name: 'Log in' });
      await email.waitFor();
      await password.waitFor();

      await submit.click();
      await expect(page.getByText('Required field').count()).resolves.toBe(2);
      await expect(email.evaluate((node) => node === document.activeElement)).resolves.toBe(true);
      await expect(email.getAttribute('aria-invalid')).resolves.toBe('true');
      await expectNoAxeViolations(page);

      await email.fill('not-an-email');
      await submit.click();
      await page.getByText('Invalid e-mail').waitFor();

      const switcher = page.getByRole('radiogroup', { name: 'Language' });
      await expect(switcher.getByRole('radio', { name: 'English' }).isChecked()).resolves.toBe(true);
      // The radio inputs are visually hidden behind their labels; a person clicks the label.
      await switcher.locator('label').filter({ hasText: 'Українська' }).click();
      await expect(
        page.getByRole('radiogroup', { name: 'Мова' }).getByRole('radio', { name: 'Українська' }).isChecked(),
      ).resolves.toBe(true);
      await page.getByLabel('Електронна пошта').waitFor();
      await page.getByLabel('Пароль').waitFor();
      await page.getByRole('button', { name: 'Увійти' }).waitFor();
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Вхід до Paygrid');
      await expect.poll(() => page.title()).toBe('Вхід · Paygrid');
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe('uk');
      await page.getByText('Недійсна адреса електронної пошти').waitFor();
      await expectNoAxeViolations(page);

      const cookies = await page.context().cookies();
      const locale = cookies.find((cookie) => cookie.name === 'i18n_locale');
      expect(locale?.value).toBe('uk');
      const days = ((locale?.expires ?? 0) - Date.now() / 1000) / 86_400;
      expect(days).toBeGreaterThan(364);
      expect(days).toBeLessThanOrEqual(365);

      await page.reload();
      await page.getByLabel('Електронна пошта').waitFor();
    } finally {
      await page.context().close();
    }
  });

  it('picks Ukrainian from the browser language when there is no cookie', async () => {
    const page = await openLogin({ locale: 'uk-UA' });
    try {
      await page.getByLabel('Електронна пошта').waitFor();
      await page.getByRole('button', { name: 'Увійти' }).waitFor();
    } finally {
      await page.context().close();
    }
  });

  it('shows a dismissible danger alert when the login call fails', async () => {
    const page = await openLogin();
    try {
      await page.getByLabel('E-mail').fill('nobody@example.com');
      await page.getByLabel('Password').fill('not the password');
      await page.getByRole('button', { name: 'Log in' }).click();
      // SPEC §8: "Bad credentials." is titled as invalid credentials.
      const alert = page.getByRole('alert').filter({ hasText: 'Invalid e-mail or password' });
      await alert.waitFor();
      await expectNoAxeViolations(page);
      await alert.getByRole('button', { name: 'Dismiss' }).click();
      await alert.waitFor({ state: 'detached' });
    } finally {
      await page.context().close();
    }
  });

  it('passes axe in dark mode', async () => {
    const page = await openLogin({ colorScheme: 'dark' });
    try {
      await expect(page.locator('html').getAttribute('data-mantine-color-scheme')).resolves.toBe('dark');
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.getByText('Required field').first().waitFor();
      await expectNoAxeViolations(page);
    } finally {
      await page.context().close();
    }
  });

  it('can be used by keyboard alone', async () => {
    const page = await openLogin();
    try {
      const focusedName = () =>
        page.evaluate(() => {
          const active = document.activeElement;
          return (
            active?.getAttribute('aria-label') ?? active?.getAttribute('name') ?? active?.textContent ?? ''
          );
        });
      await page.keyboard.press('Tab');
      await expect(focusedName()).resolves.toBe('Skip to main content');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await expect(focusedName()).resolves.toBe('email');
      await page.keyboard.type('nobody@example.com');
      await page.keyboard.press('Tab');
      await expect(focusedName()).resolves.toBe('password');
      await page.keyboard.type('secret');
      await page.keyboard.press('Enter');
      await page.getByRole('alert').filter({ hasText: 'Invalid e-mail or password' }).waitFor();
    } finally {
      await page.context().close();
    }
  });

  it('sends a visitor on an unknown path to log in (SPEC §2 redirect rule)', async () => {
    const page = await newPage(browser);
    try {
      await page.goto(`${server.baseUrl}/no-such-page`);
      await page.waitForURL((url) => url.pathname === '/login');
      await page.getByRole('heading', { name: 'Log in to Paygrid' }).waitFor();
    } finally {
      await page.context().close();
    }
  });

  it('sends a visitor on a signed-in page to log in, in the app as well', async () => {
    const page = await openLogin();
    try {
      await page.evaluate(() => {
        window.history.pushState({}, '', '/setup-2fa');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await page.waitForURL((url) => url.pathname === '/login');
      await page.getByRole('heading', { name: 'Log in to Paygrid' }).waitFor();
    } finally {
      await page.context().close();
    }
  });
});
