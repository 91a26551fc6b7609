import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForPath } from './support/accounts';
import { launchBrowser, newPage } from './support/browser';
import { webDistIndex } from './support/paths';
import { type RunningServer, startServer } from './support/server';

describe('a new release while the console is open (SPEC §2)', () => {
  let server: RunningServer;
  let browser: Browser;
  let dist: string;

  beforeAll(async () => {
    // A copy of the build, so this test can publish a "new release" without touching the others.
    dist = await mkdtemp(path.join(os.tmpdir(), 'paygrid-release-'));
    await cp(path.dirname(webDistIndex), dist, { recursive: true });
    [server, browser] = await Promise.all([startServer({ WEB_DIST_DIR: dist }), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await rm(dist, { recursive: true, force: true });
  });

  it('reloads the whole page on the next navigation once the server reports a new build', async () => {
    const page = await newPage(browser);
    try {
      await page.goto(`${server.baseUrl}/login`);
      await page.getByRole('link', { name: 'Create an account' }).waitFor();
      await page.evaluate(() => {
        (window as unknown as { loadedOnce: boolean }).loadedOnce = true;
      });

      // An in-app navigation keeps the page (and the marker) while the build is the same.
      await page.getByRole('link', { name: 'Create an account' }).click();
      await waitForPath(page, '/registration');
      expect(await page.evaluate(() => (window as unknown as { loadedOnce?: boolean }).loadedOnce)).toBe(
        true,
      );

      const buildFile = path.join(dist, 'builds', 'latest.json');
      const current = JSON.parse(await readFile(buildFile, 'utf8')) as { id: string; timestamp: number };
      await writeFile(buildFile, JSON.stringify({ id: `${current.id}-next`, timestamp: Date.now() }));
      const checked = page.waitForResponse((response) => response.url().includes('/builds/latest.json'));
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await checked;

      await page.getByRole('link', { name: 'Log in', exact: true }).click();
      await waitForPath(page, '/login');
      await page.getByRole('heading', { name: 'Log in to Paygrid' }).waitFor();
      expect(
        await page.evaluate(() => (window as unknown as { loadedOnce?: boolean }).loadedOnce),
      ).toBeUndefined();
    } finally {
      await page.context().close();
    }
  });
});
