import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerOfNewOrganization } from './support/accounts';
import { newPage } from './support/browser';
import { type ConsoleUnderTest, startConsole, stopConsole } from './support/console';
import type { Mailbox } from './support/mail';
import type { RunningServer } from './support/server';
import { texts } from './support/texts';

const t = texts.en;
const scriptPath = (request: Request) => new URL(request.url()).pathname;
const isScript = (request: Request) => request.resourceType() === 'script';

/** Every script the page asks for, and the console's warnings, from its first request on. */
function watch(page: Page): { scripts: string[]; warnings: string[] } {
  const seen = { scripts: [] as string[], warnings: [] as string[] };
  page.on('request', (request) => {
    if (isScript(request)) seen.scripts.push(scriptPath(request));
  });
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') seen.warnings.push(message.text());
  });
  return seen;
}

describe('the first load (issue 21)', () => {
  let parts: Partial<ConsoleUnderTest> = {};
  let server: RunningServer;
  let browser: Browser;
  let mailbox: Mailbox;

  beforeAll(async () => {
    parts = await startConsole();
    ({ server, browser, mailbox } = parts as ConsoleUnderTest);
  });

  afterAll(async () => {
    await stopConsole(parts);
  });

  it('paints the skeleton before any JavaScript runs, in light and in dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await newPage(browser, { colorScheme });
      try {
        // No script arrives: what is on screen is the shell's own HTML and CSS.
        await page.route('**/assets/*.js', (route) => route.abort());
        await page.goto(`${server.baseUrl}/login`);
        await page.locator('.boot-skeleton').waitFor();
        const background = await page.evaluate(
          () => getComputedStyle(document.documentElement).backgroundColor,
        );
        const bone = await page
          .locator('.boot-skeleton')
          .evaluate((node) => getComputedStyle(node).getPropertyValue('--boot-bone').trim());
        if (colorScheme === 'dark') {
          expect(background).toBe('rgb(23, 30, 38)');
          expect(bone).toBe('#2a333e');
        } else {
          expect(background).toBe('rgb(255, 255, 255)');
          expect(bone).toBe('#e9edf0');
        }
      } finally {
        await page.context().close();
      }
    }
  });

  it('loads the login page without the password dictionaries, the catalogues or other pages', async () => {
    const page = await newPage(browser);
    try {
      const seen = watch(page);
      await page.goto(`${server.baseUrl}/login`);
      await page.getByRole('button', { name: t.logIn }).waitFor();
      expect(await page.locator('.boot-skeleton').count()).toBe(0);
      expect(seen.scripts.some((path) => /\/login-page-[\w-]+\.js$/.test(path))).toBe(true);
      for (const unwanted of [/password-dictionaries/, /currencies-/, /countries-/, /registration-page/]) {
        expect(seen.scripts.filter((path) => unwanted.test(path))).toEqual([]);
      }
      expect(seen.warnings.filter((text) => /HydrateFallback/.test(text))).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  /**
   * Opens `url` as a first load and answers what the shell's `Link` header preloaded and how often the page asked for
   * each path, with the console's warnings (an unused preload is one).
   */
  async function firstLoad(page: Page, url: string, ready: () => Promise<unknown>) {
    const requested: string[] = [];
    const warnings: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const shell = await page.goto(url);
    await ready();
    // Chromium warns of a preload left unused a few seconds after the load event.
    await page.waitForTimeout(3_500);
    const preloaded = [...((await shell?.allHeaders())?.link ?? '').matchAll(/<([^>]+)>/g)].map(
      ([, path]) => path ?? '',
    );
    const timesAsked = (path: string) => requested.filter((each) => each === path).length;
    return { preloaded, timesAsked, warnings };
  }

  it("sends a visitor's page its CSS, environment, catalogue and chunks as preloads; each fetched once (0077, 0078)", async () => {
    const page = await newPage(browser);
    try {
      const { preloaded, timesAsked, warnings } = await firstLoad(page, `${server.baseUrl}/login`, () =>
        page.getByRole('button', { name: t.logIn }).waitFor(),
      );
      // A visitor's page: of the calls only the environment the visitor guard reads (decision 0078).
      expect(preloaded.filter((path) => path.startsWith('/api/'))).toEqual(['/api/v1/system/environment']);
      expect(preloaded.some((path) => /\/en-[\w-]+\.js$/.test(path))).toBe(true);
      expect(preloaded.some((path) => /\/login-page-[\w-]+\.js$/.test(path))).toBe(true);
      expect(preloaded.some((path) => /\/entrance-split-layout-[\w-]+\.js$/.test(path))).toBe(true);
      // A preload the page cannot use (another CORS or credentials mode) would be fetched a second time.
      for (const path of preloaded) expect(timesAsked(path), path).toBe(1);
      expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it("preloads a signed-in member's session reads, organisation and catalogue with the page; each fetched once", async () => {
    const alias = `preload-${Date.now().toString(36)}`;
    const { page } = await ownerOfNewOrganization({ server, browser, mailbox }, 'preload', alias);
    try {
      await page.getByRole('heading', { level: 1 }).waitFor();
      const { preloaded, timesAsked, warnings } = await firstLoad(
        page,
        `http://${alias}.app.localhost:${server.port}/payments`,
        () => page.getByRole('table', { name: 'Payments' }).waitFor(),
      );
      expect(preloaded).toEqual(
        expect.arrayContaining([
          '/api/v1/system/environment',
          '/api/v1/user',
          '/api/v1/user/organizations',
          '/api/v1/user/organizations/invites',
          '/api/v1/organization',
        ]),
      );
      expect(preloaded.some((path) => /\/en-[\w-]+\.js$/.test(path))).toBe(true);
      expect(preloaded.some((path) => /\/payments-page-[\w-]+\.js$/.test(path))).toBe(true);
      for (const path of preloaded) expect(timesAsked(path), path).toBe(1);
      expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it("draws a grid page's menus, pickers and column dragging on demand: a click before they arrive opens them when they do (0086)", async () => {
    const alias = `demand-${Date.now().toString(36)}`;
    const { page } = await ownerOfNewOrganization({ server, browser, mailbox }, 'demand', alias);
    try {
      await page.getByRole('heading', { level: 1 }).waitFor();
      // The parts are held back until the test lets them through: the page must draw and take clicks without them.
      const held = new Map<string, () => void>();
      const hold = async (part: string) => {
        const released = new Promise<void>((resolve) => held.set(part, resolve));
        await page.route(new RegExp(`/assets/${part}-[\\w-]+\\.js$`), async (route) => {
          await released;
          await route.continue();
        });
      };
      const release = (part: string) => held.get(part)?.();
      for (const part of ['action-menu-dropdown', 'choice-pickers', 'column-dragging', 'user-menu-dropdown'])
        await hold(part);
      const seen = watch(page);
      await page.goto(`http://${alias}.app.localhost:${server.port}/countries`);
      const table = page.getByRole('table', { name: 'Countries' });
      await table.locator('tbody tr').first().waitFor();
      expect(seen.scripts.filter((path) => /dnd-kit|sortable-picks-dragging/.test(path))).toEqual([]);

      const options = page.getByRole('button', { name: 'Column options: Country' });
      await options.click();
      const continent = page.getByRole('combobox', { name: 'Continent', exact: true });
      await page.waitForTimeout(500);
      expect(await page.getByRole('menu').count()).toBe(0);
      release('action-menu-dropdown');

      // The clicked menu opens once its part arrives, with the focus in it; Escape gives the focus back.
      await page.getByRole('menuitem', { name: 'Sort descending' }).waitFor();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.closest('[role="menu"]') !== null))
        .toBe(true);
      await page.keyboard.press('Escape');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
        .toBe('Column options: Country');

      // A trigger that only had the focus keeps it when its menu arrives.
      const account = page.getByRole('button', { name: /^Account menu of/ });
      await account.focus();
      const arrived = page.waitForResponse((response) => /user-menu-dropdown-/.test(response.url()));
      release('user-menu-dropdown');
      await arrived;
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(
        /^Account menu of/,
      );
      expect(await page.getByRole('menu').count()).toBe(0);

      // The picker replaced its stand-in: a click opens it, a choice filters.
      release('choice-pickers');
      await continent.click();
      await page.getByRole('option', { name: 'Europe' }).click();
      await expect.poll(() => new URL(page.url()).search).toContain('continent');

      // Column dragging arrives with editing mode: a grip on every movable header.
      release('column-dragging');
      await page.getByRole('button', { name: 'Edit columns' }).click();
      await expect.poll(() => page.getByRole('button', { name: /^Move column/ }).count()).toBeGreaterThan(1);
      expect(seen.scripts.some((path) => /column-dragging/.test(path))).toBe(true);
    } finally {
      await page.context().close();
    }
  });

  it('preloads the pages a page links to a second after it settles, unless the connection is very slow', async () => {
    const page = await newPage(browser);
    try {
      const seen = watch(page);
      await page.goto(`${server.baseUrl}/login`);
      const link = page.getByRole('link', { name: t.createAccount });
      await link.hover();
      await page.waitForRequest((request) => /\/registration-page-[\w-]+\.js$/.test(scriptPath(request)), {
        timeout: 5_000,
      });
      expect(page.url()).toBe(`${server.baseUrl}/login`);
      expect(seen.scripts.filter((path) => /password-dictionaries/.test(path))).toEqual([]);
    } finally {
      await page.context().close();
    }

    const slow = await newPage(browser);
    try {
      // What Chromium reports on 2G (SPEC §9: no preloading on a very slow connection).
      await slow.addInitScript(() => {
        Object.defineProperty(navigator, 'connection', { value: { effectiveType: '2g', saveData: false } });
      });
      const seen = watch(slow);
      await slow.goto(`${server.baseUrl}/login`);
      const link = slow.getByRole('link', { name: t.createAccount });
      await link.hover();
      await slow.waitForTimeout(3_000);
      expect(seen.scripts.filter((path) => /registration-page/.test(path))).toEqual([]);
      await link.click();
      await slow.getByLabel(t.firstName).waitFor();
      expect(seen.scripts.filter((path) => /registration-page/.test(path))).toHaveLength(1);
    } finally {
      await slow.context().close();
    }
  });

  it('fetches the password dictionaries only after the first keystroke, and the form never waits for them', async () => {
    const page = await newPage(browser);
    try {
      const seen = watch(page);
      let releaseDictionaries: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        releaseDictionaries = resolve;
      });
      // The dictionaries are held back: the form must stay usable while they are on their way.
      await page.route('**/assets/password-dictionaries-*.js', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${server.baseUrl}/registration`);
      const password = page.getByLabel(t.password, { exact: true });
      await password.waitFor();
      await page.waitForTimeout(1500);
      expect(seen.scripts.filter((path) => /password-dictionaries/.test(path))).toEqual([]);

      await password.pressSequentially('Quiet-harbour');
      await expect.poll(() => seen.scripts.some((path) => /password-dictionaries/.test(path))).toBe(true);
      await page.getByLabel(t.firstName).fill('Olena');
      await expect(password.inputValue()).resolves.toBe('Quiet-harbour');
      await page.getByText('Strength is checked as you type.').waitFor();

      releaseDictionaries();
      await page.getByText('Strength is checked as you type.').waitFor({ state: 'detached' });
    } finally {
      await page.context().close();
    }
  });

  it('sends scripts compressed to the browser, still cached as immutable', async () => {
    const page = await newPage(browser);
    try {
      const encodings: string[] = [];
      page.on('response', (response) => {
        if (/\/assets\/.+\.js$/.test(new URL(response.url()).pathname)) {
          const headers = response.headers();
          expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
          encodings.push(headers['content-encoding'] ?? 'identity');
        }
      });
      await page.goto(`${server.baseUrl}/login`);
      await page.getByRole('button', { name: t.logIn }).waitFor();
      expect(encodings.length).toBeGreaterThan(3);
      expect(encodings.filter((encoding) => encoding !== 'br' && encoding !== 'gzip')).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
