import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { waitForPath } from './support/accounts';
import { launchBrowser, newPage } from './support/browser';
import { type RunningServer, startServer } from './support/server';

describe('registration switched off (REGISTRATION_ENABLED=false)', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ REGISTRATION_ENABLED: 'false' }), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
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
});
