import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOwnerOf, logInThroughPage, waitForPath } from './support/accounts';
import { newPage } from './support/browser';
import { startConsole, stopConsole } from './support/console';
import type { Mailbox } from './support/mail';
import { callFromPage } from './support/page-api';
import type { RunningServer } from './support/server';
import { catalogueText, texts } from './support/texts';

// Issue 32: at 390 px the dashboard was 839 px wide (its currency picker on one line) and pushed the account menu,
// the only way to log out, off screen; the navigation drawer did not hold it.
describe('a phone (390 px): the dashboard fits, and the drawer holds the way out', () => {
  let server: RunningServer;
  let browser: Browser;
  let mailbox: Mailbox;

  beforeAll(async () => {
    ({ server, browser, mailbox } = await startConsole({ DEMO_DATA: 'true', DEMO_PAYMENTS: '2000,100' }));
  }, 120_000);
  afterAll(() => stopConsole({ server, browser, mailbox }));

  for (const language of ['en', 'uk'] as const) {
    it(`${language}: no sideways scroll on the dashboard, the account menu in view, Log out in the drawer`, async () => {
      const t = catalogueText(language);
      const page = await newPage(browser, {
        viewport: { width: 390, height: 844 },
        locale: texts[language].browserLocale,
      });
      try {
        await logInThroughPage(page, server, texts[language], demoOwnerOf(server));
        await waitForPath(page, '/organizations');
        // The account's own language rules the console (SPEC): the demo owner reads it in this test's language.
        const chosen = await callFromPage(page, 'PATCH', '/user', {
          data: { type: 'user', attributes: { settings: { preferences: { locale: language } } } },
        });
        expect(chosen.status).toBe(200);
        await page.goto(`http://demo.app.localhost:${server.port}/`);
        // The chart's currency picker is the widest part: wait for it.
        await page.getByRole('radiogroup').first().waitFor();
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
          .toBeLessThanOrEqual(390);
        const account = page.getByRole('button', { name: new RegExp(t('user_menu.label', { name: '.+' })) });
        const box = await account.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);

        await page.getByRole('button', { name: t('dashboard.open_navigation') }).click();
        const drawer = page.getByRole('navigation', { name: t('dashboard.nav_label') });
        await drawer.getByRole('link', { name: t('dashboard.nav.profile') }).waitFor();
        await drawer.getByRole('link', { name: t('dashboard.nav.security') }).waitFor();
        const logOut = drawer.getByRole('button', { name: t('user_menu.log_out') });
        const inView = await logOut.boundingBox();
        expect(inView && inView.y + inView.height <= 844).toBe(true);
        await logOut.click();
        await page.waitForURL((url) => url.pathname === '/login');
      } finally {
        await page.context().close();
      }
    }, 90_000);
  }
});
