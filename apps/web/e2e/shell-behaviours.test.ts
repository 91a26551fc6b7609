import { setTimeout as sleep } from 'node:timers/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ErrorCollector, startErrorCollector } from '../../api/src/test/error-collector';
import { callApi, demoOwnerOf, logInThroughPage, waitForPath } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { type BehaviourHost, startBehaviourHost } from './support/behaviour-host';
import { launchBrowser, newPage } from './support/browser';
import { freePort, type RunningServer, startServer } from './support/server';
import { texts } from './support/texts';

const clarityCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __clarityCalls?: unknown[][] }).__clarityCalls ?? []);

async function waitForIdentify(page: Page, path: string): Promise<unknown[]> {
  await page.waitForFunction(
    (wanted) =>
      ((window as unknown as { __clarityCalls?: unknown[][] }).__clarityCalls ?? []).some(
        (call) => call[0] === 'identify' && call[3] === wanted,
      ),
    path,
  );
  const calls = await clarityCalls(page);
  return calls.find((call) => call[0] === 'identify' && call[3] === path) ?? [];
}

describe('shell behaviours with analytics, error reporting and a blog configured (SPEC §7-§9)', () => {
  let server: RunningServer;
  let browser: Browser;
  let host: BehaviourHost;
  let collector: ErrorCollector;

  beforeAll(async () => {
    [host, collector] = await Promise.all([startBehaviourHost(), startErrorCollector()]);
    [server, browser] = await Promise.all([
      startServer({
        DEMO_DATA: 'true',
        CLARITY_PROJECT_ID: 'behaviour1',
        CLARITY_SCRIPT_URL: host.clarityScriptUrl,
        SENTRY_DSN: collector.dsn,
        BLOG_URL: host.blogUrl,
      }),
      launchBrowser(),
    ]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await host?.stop();
    await collector?.stop();
  });

  it('loads Clarity only once someone is signed in, and identifies them at each navigation', async () => {
    const page = await newPage(browser);
    try {
      await page.goto(`${server.baseUrl}/login`);
      await page.getByRole('heading', { level: 1, name: 'Log in to Paygrid' }).waitFor();
      await sleep(500);
      expect(host.requests().filter((request) => request.path.startsWith('/clarity/'))).toHaveLength(0);
      expect(await page.evaluate(() => typeof (window as { clarity?: unknown }).clarity)).toBe('undefined');

      const demo = demoOwnerOf(server);
      await logInThroughPage(page, server, texts.en, demo);
      await waitForPath(page, '/organizations');
      const first = await waitForIdentify(page, '/organizations');
      expect(host.requests().map((request) => request.path)).toContain('/clarity/tag/behaviour1');
      const userId = first[1];
      expect(typeof userId).toBe('string');
      expect(userId).not.toBe(demo.email);

      // The organisation's host is another document: the tag loads there too, and each in-app step identifies.
      await page.getByRole('button', { name: 'Open Demo Payments' }).click();
      await page.waitForURL(`http://demo.app.localhost:${server.port}/`);
      expect((await waitForIdentify(page, '/'))[1]).toBe(userId);
      await page.getByRole('link', { name: 'Members', exact: true }).click();
      await waitForPath(page, '/members');
      expect((await waitForIdentify(page, '/members'))[1]).toBe(userId);
      const identified = (await clarityCalls(page)).filter((call) => call[0] === 'identify');
      expect(identified.map((call) => call[3])).toEqual(['/', '/members']);
    } finally {
      await page.context().close();
    }
  });

  it('reports a 500 to the error-reporting service without its tokens, and a 404 not at all', async () => {
    const failing = await newPage(browser);
    const secretInvitation = 'secret-invite-token-1234';
    const secretReset = 'reset-secret-5678';
    try {
      // GET /user answering 500 behind a leftover loggedIn cookie: the navigation fails, the error page shows.
      await failing.context().addCookies([{ name: 'loggedIn', value: '1', url: server.baseUrl }]);
      await failing.route('**/api/v1/user', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Internal Server Error', errors: [] }),
        }),
      );
      await failing.goto(`${server.baseUrl}/join/${secretInvitation}?token=${secretReset}`);
      await failing.getByRole('heading', { level: 1, name: 'Internal Server Error' }).waitFor();
      const [event] = await collector.waitForEvents(1, 15_000);
      expect((event?.payload as { platform?: string } | undefined)?.platform).toBe('javascript');
      expect(event?.raw).toContain('/join/[redacted]');
      expect(event?.raw).not.toContain(secretInvitation);
      expect(event?.raw).not.toContain(secretReset);

      // Same-origin calls carry the trace headers; the blog on another host gets none.
      const traced = failing.waitForRequest((request) =>
        request.url().endsWith('/api/v1/system/environment'),
      );
      await failing.evaluate(() => fetch('/api/v1/system/environment'));
      expect((await traced).headers()['sentry-trace']).toMatch(/^[0-9a-f]{32}-[0-9a-f]{16}/);
    } finally {
      await failing.context().close();
    }

    const demo = await newPage(browser);
    try {
      await logInThroughPage(demo, server, texts.en, demoOwnerOf(server));
      await waitForPath(demo, '/organizations');
      const answer = await demo.goto(`http://demo.app.localhost:${server.port}/nowhere/at-all`);
      expect(answer?.status()).toBe(404);
      await demo.getByText('Page not found: /nowhere/at-all').waitFor();
      await demo.waitForFunction(() => '__SENTRY__' in window);
      await sleep(1500);
      expect(collector.events()).toHaveLength(1);
    } finally {
      await demo.context().close();
    }
  });

  it('keeps the person at their address with "Try again" while the server cannot be reached (issue 41, SPEC §4)', async () => {
    const page = await newPage(browser);
    try {
      await logInThroughPage(page, server, texts.en, demoOwnerOf(server));
      await waitForPath(page, '/organizations');
      const user = '**/api/v1/user';
      let asked = 0;
      await page.route(user, (route) => {
        asked += 1;
        return route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Service Unavailable', errors: [] }),
        });
      });
      await page.reload();
      const unreachable = page.getByRole('heading', { level: 1, name: 'Cannot reach Paygrid' });
      await unreachable.waitFor();
      await page.getByRole('alert').filter({ hasText: 'nothing is lost' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/organizations');
      await expect.poll(() => page.title()).toContain('Cannot reach Paygrid');

      // No answer at all is the same outage; "Try again" asks again and stays put while it lasts.
      await page.unroute(user);
      await page.route(user, (route) => {
        asked += 1;
        return route.abort('internetdisconnected');
      });
      const tryAgain = page.getByRole('button', { name: 'Try again' });
      const before = asked;
      await tryAgain.click();
      // Asked again (how often depends on who asks: the guard, its one retry, the header's own read), and still
      // unreachable once those have failed.
      await expect.poll(() => asked).toBeGreaterThan(before);
      await sleep(1_500);
      await unreachable.waitFor();
      expect(new URL(page.url()).pathname).toBe('/organizations');

      // Back: "Try again" opens the page the person asked for, where they are.
      await page.unroute(user);
      await expect
        .poll(
          async () => {
            if (await tryAgain.isEnabled({ timeout: 500 }).catch(() => false))
              await tryAgain.click({ timeout: 1_000 }).catch(() => undefined);
            return unreachable.count();
          },
          { timeout: 15_000 },
        )
        .toBe(0);
      expect(new URL(page.url()).pathname).toBe('/organizations');
      await expect.poll(() => page.title()).toContain('Organisations');
    } finally {
      await page.context().close();
    }
  });

  it('survives interrupted and duplicated navigations: no unhandled rejection, never a stale page (SPEC §8)', async () => {
    const page = await newPage(browser);
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    try {
      await logInThroughPage(page, server, texts.en, demoOwnerOf(server));
      await waitForPath(page, '/organizations');
      await page.goto(`http://demo.app.localhost:${server.port}/members`);
      await page.getByRole('heading', { level: 1, name: 'Members' }).waitFor();
      const clickInOneTick = (hrefs: string[]) =>
        page.evaluate((wanted) => {
          for (const href of wanted) document.querySelector<HTMLAnchorElement>(`a[href="${href}"]`)?.click();
        }, hrefs);

      // A navigation overtaken by the next (its loaders cancelled): the later page shows, the earlier never does.
      await clickInOneTick(['/currencies', '/countries']);
      await page.getByRole('heading', { level: 1, name: 'Countries' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/countries');
      // The same navigation twice: one page, once.
      await clickInOneTick(['/payments', '/payments']);
      await page.getByRole('heading', { level: 1, name: 'Payments' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/payments');
      // Back through the history while a navigation is under way.
      await clickInOneTick(['/members']);
      await page.goBack();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/payments');
      await page.getByRole('heading', { level: 1, name: 'Payments' }).waitFor();
      await sleep(500);
      expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual(['Payments']);
      expect(failures).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it("shows the blog's posts beside the entrance forms, and the next page on More posts", async () => {
    const page = await newPage(browser);
    const before = host.requests().length;
    try {
      await page.goto(`${server.baseUrl}/login`);
      const blog = page.getByRole('complementary', { name: 'From the Paygrid blog' });
      await blog.getByRole('link', { name: 'Settlement windows explained' }).waitFor();
      await blog.getByRole('link', { name: 'Reading a currency exponent' }).waitFor();
      await expectNoAxeViolations(page);
      await blog.getByRole('button', { name: 'More posts' }).click();
      await blog.getByRole('link', { name: 'Two factors, one calm sign-in' }).waitFor();
      await blog.getByRole('button', { name: 'More posts' }).waitFor({ state: 'detached' });
      const asked = host
        .requests()
        .slice(before)
        .filter((request) => request.path.startsWith('/blog/'));
      expect(asked.map((request) => request.path)).toEqual(['/blog/page:1', '/blog/page:2']);
      for (const request of asked) {
        expect(request.headers.cookie).toBeUndefined();
        expect(request.headers['sentry-trace']).toBeUndefined();
      }
    } finally {
      await page.context().close();
    }
  });
});

describe('shell behaviours of a plain deployment (no analytics, no error reporting, blog down)', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    const closedPort = await freePort();
    [server, browser] = await Promise.all([
      startServer({ DEMO_DATA: 'true', BLOG_URL: `http://127.0.0.1:${closedPort}/blog` }),
      launchBrowser(),
    ]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("loads neither Clarity nor the error reporter, and shows the product's panel when the blog is down", async () => {
    const page = await newPage(browser);
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(request.url()));
    try {
      await page.goto(`${server.baseUrl}/login`);
      await page.getByRole('complementary', { name: 'About Paygrid' }).waitFor();
      await sleep(500);
      await expect(page.getByRole('complementary', { name: 'From the Paygrid blog' }).count()).resolves.toBe(
        0,
      );
      expect(fetched.some((url) => url.includes('/blog/page:1'))).toBe(true);

      await logInThroughPage(page, server, texts.en, demoOwnerOf(server));
      await waitForPath(page, '/organizations');
      await page.getByRole('button', { name: 'Open Demo Payments' }).waitFor();
      await sleep(500);
      expect(await page.evaluate(() => typeof (window as { clarity?: unknown }).clarity)).toBe('undefined');
      expect(fetched.filter((url) => /clarity|sentry/i.test(url))).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('titles each page from its title key in English and Ukrainian', async () => {
    for (const [locale, words] of [
      [
        'en-US',
        { login: 'Log in · Paygrid', restore: 'Restore password · Paygrid', link: 'Forgot password?' },
      ],
      ['uk-UA', { login: 'Вхід · Paygrid', restore: 'Відновлення пароля · Paygrid', link: 'Забули пароль?' }],
    ] as const) {
      const page = await newPage(browser, { locale });
      try {
        await page.goto(`${server.baseUrl}/login`);
        await page.waitForFunction((title) => document.title === title, words.login);
        await page.getByRole('link', { name: words.link }).click();
        await waitForPath(page, '/restore-password');
        await page.waitForFunction((title) => document.title === title, words.restore);
      } finally {
        await page.context().close();
      }
    }
  });

  it("titles an alert from the error's name, with its details joined by periods", async () => {
    const page = await newPage(browser);
    try {
      // A token of the right form that no one was sent: the server's "does not exist" maps to its title.
      await page.goto(`${server.baseUrl}/resetting/password?token=${'a'.repeat(32)}`);
      const unknown = page.getByRole('alert');
      await unknown.getByText('This link is invalid or has already been used').waitFor();
      await unknown.getByText('The link may have expired or been used already. Ask for a new one.').waitFor();

      // A malformed token: the server's details, each ending in a period, under the page's own title.
      const refusal = await callApi(server, 'POST', '/resetting/password/validate?token=short');
      const { errors } = (await refusal.json()) as { errors: { detail?: string }[] };
      const details = errors.map((item) => `${(item.detail ?? '').replace(/\.+$/, '')}.`).join(' ');
      await page.goto(`${server.baseUrl}/resetting/password?token=short`);
      const alert = page.getByRole('alert');
      await alert.getByText('Could not set the password').waitFor();
      await alert.getByText(details, { exact: true }).waitFor();
    } finally {
      await page.context().close();
    }
  });

  it('scrolls to the element a hash names', async () => {
    const page = await newPage(browser, { viewport: { width: 390, height: 640 } });
    try {
      await logInThroughPage(page, server, texts.en, demoOwnerOf(server));
      await waitForPath(page, '/organizations');
      await page.goto(`http://demo.app.localhost:${server.port}/settings/security#security-sessions-heading`);
      // At the element, or as near as the page's end lets it come.
      await page.waitForFunction(() => {
        const top = document.getElementById('security-sessions-heading')?.getBoundingClientRect().top;
        const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
        return (
          window.scrollY > 0 &&
          top !== undefined &&
          (Math.abs(top) < 80 || (atEnd && top < window.innerHeight))
        );
      });
    } finally {
      await page.context().close();
    }
  });
});
