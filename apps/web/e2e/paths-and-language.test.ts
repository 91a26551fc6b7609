import { randomUUID } from 'node:crypto';
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
import { checkAccessibility } from './support/axe';
import { newPage } from './support/browser';
import { startConsole, stopConsole } from './support/console';
import type { Mailbox } from './support/mail';
import { callFromPage } from './support/page-api';
import type { RunningServer } from './support/server';
import { texts } from './support/texts';

const ULID = '01HZX3K5T7V9X1B3D5F7H9K2M4';
const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const dayFirstDate = /^\d{2}-\d{2}-\d{4}$/;

const organizationBody = (name: string, alias: string) => ({
  data: {
    type: 'organization',
    attributes: { name, alias, country: 'UA', base_currency: 'UAH', time_zone: 'Europe/Kyiv' },
  },
});

/** Each route of the table the organisation host serves, and what a person reads on it, per language. */
const organizationPages = {
  en: [
    { path: '/payments', heading: 'Payments', holds: /Every payment of the organisation/ },
    { path: `/payments/${ULID}`, heading: 'Payments', holds: /Every payment of the organisation/ },
    { path: '/settings/profile', heading: 'Profile', holds: /How you appear to the people/ },
    {
      path: '/settings/organization',
      heading: 'Organisation settings',
      holds: /how it keeps its books/,
    },
  ],
  uk: [
    { path: '/payments', heading: 'Платежі', holds: /Усі платежі організації/ },
    { path: `/payments/${ULID}`, heading: 'Платежі', holds: /Усі платежі організації/ },
    { path: '/settings/profile', heading: 'Профіль', holds: /Як вас бачать люди/ },
    { path: '/settings/organization', heading: 'Налаштування організації', holds: /веде облік/ },
  ],
} as const;

const pathTexts = {
  en: {
    paymentsHeading: 'Payments',
    notFound: (path: string) => `Page not found: ${path}`,
    notFoundTitle: 'Page Not Found · Paygrid',
    noOrganization: 'Organisation not found',
    toOrganizations: 'Go to your organisations',
    toDashboard: 'Go to the dashboard',
    openNavigation: 'Open navigation',
    switcher: (name: string) => `Switch organisation (now ${name})`,
    allOrganizations: 'All organisations',
  },
  uk: {
    paymentsHeading: 'Платежі',
    notFound: (path: string) => `Сторінку не знайдено: ${path}`,
    notFoundTitle: 'Сторінку не знайдено · Paygrid',
    noOrganization: 'Організацію не знайдено',
    toOrganizations: 'До ваших організацій',
    toDashboard: 'Перейти на панель',
    openNavigation: 'Відкрити навігацію',
    switcher: (name: string) => `Змінити організацію (зараз ${name})`,
    allOrganizations: 'Усі організації',
  },
} as const;

/** The header's language switch: its radio inputs hide behind their labels, so a person clicks the label. */
async function switchToUkrainian(page: Page, groupName: string) {
  await page
    .getByRole('radiogroup', { name: groupName })
    .locator('label')
    .filter({ hasText: 'Українська' })
    .click();
}

describe('every path leads somewhere, in the user’s language and formats (Chromium, real SMTP)', () => {
  let server: RunningServer;
  let browser: Browser;
  let mailbox: Mailbox;
  const suffix = randomUUID().slice(0, 6);
  const dashboardOf = (alias: string, path = '/') => `http://${alias}.app.localhost:${server.port}${path}`;

  beforeAll(async () => {
    ({ server, browser, mailbox } = await startConsole());
  });

  afterAll(() => stopConsole({ server, browser, mailbox }));

  /** A confirmed account with one organisation, logged in on `page`, on that organisation's dashboard. */
  async function ownerOnDashboard(page: Page, language: 'en' | 'uk', name: string, alias: string) {
    const email = freshEmail(`owner-${language}`);
    await createConfirmedAccount(server, mailbox, { email, locale: language });
    await logInThroughPage(page, server, texts[language], { email, password: strongPassword });
    await waitForPath(page, '/create-organization/prepare');
    expect((await callFromPage(page, 'POST', '/organization', organizationBody(name, alias))).status).toBe(
      201,
    );
    await page.goto(dashboardOf(alias));
    await page.getByRole('heading', { level: 1, name }).waitFor();
    return email;
  }

  async function visitEveryPath(page: Page, language: 'en' | 'uk', alias: string) {
    const words = pathTexts[language];
    for (const { path, heading, holds } of organizationPages[language]) {
      const answer = await page.goto(dashboardOf(alias, path));
      expect(answer?.status(), path).toBe(200);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.getByText(holds).waitFor();
      await checkAccessibility(page);
    }
    // An unknown path on an organisation host: the 404 page with the path (SPEC §2), inside the dashboard, whose
    // navigation stays and whose link leads back to its home.
    const unknown = await page.goto(dashboardOf(alias, '/nowhere/at-all'));
    expect(unknown?.status()).toBe(404);
    await page.getByText(words.notFound('/nowhere/at-all')).waitFor();
    await page.getByRole('navigation').getByRole('link', { name: words.paymentsHeading }).waitFor();
    await checkAccessibility(page);
    await page.getByRole('link', { name: words.toDashboard }).click();
    await page.waitForURL(dashboardOf(alias, '/'));
    // A page's path with malformed parameters is its 404 too, inside the dashboard, titled as the 404 (ADR 0085).
    const malformed = await page.goto(dashboardOf(alias, '/payments/42'));
    expect(malformed?.status()).toBe(404);
    await page.getByText(words.notFound('/payments/42')).waitFor();
    const paymentsLink = page.getByRole('navigation').getByRole('link', { name: words.paymentsHeading });
    expect(await paymentsLink.getAttribute('aria-current')).toBeNull();
    await expect.poll(() => page.title()).toBe(words.notFoundTitle);
    // Paths match as the route table writes them: another letter case is a path no route has, not the page.
    const otherCase = await page.goto(dashboardOf(alias, '/Payments'));
    expect(otherCase?.status()).toBe(404);
    await page.getByText(words.notFound('/Payments')).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    // The entrance host keeps the redirect rule: a signed-in user on an unknown path goes to the list.
    await page.goto(`${server.baseUrl}/nowhere`);
    await waitForPath(page, '/organizations');
    // An organisation that does not exist (or whose member the user is not) says so and leads to the list.
    const missing = await page.goto(dashboardOf(`nobody-${suffix}`));
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: words.noOrganization }).waitFor();
    await page.getByText(`nobody-${suffix}`, { exact: false }).waitFor();
    await checkAccessibility(page);
    await page.getByRole('link', { name: words.toOrganizations }).click();
    await page.waitForURL(`${server.baseUrl}/organizations`);
  }

  it('in English: every organisation page, 404 with the path, an organisation one cannot open, dates, invitations', async () => {
    const name = `Paths ${suffix}`;
    const alias = `paths-${suffix}`;
    const page = await newPage(browser);
    try {
      const ownEmail = await ownerOnDashboard(page, 'en', name, alias);

      // The sidebar leads to every page of the table.
      const navigation = page.getByRole('navigation', { name: /./ }).last();
      for (const label of ['Payments', 'Organisation', 'Profile']) {
        await navigation.getByRole('link', { name: label, exact: true }).waitFor();
      }
      await navigation.getByRole('link', { name: 'Payments', exact: true }).click();
      await waitForPath(page, '/payments');
      await page.getByRole('heading', { level: 1, name: 'Payments' }).waitFor();
      // The title follows after SPEC §9's head-update debounce (10 ms), after the page is drawn.
      await expect.poll(() => page.title()).toMatch(/^Payments/);

      await visitEveryPath(page, 'en', alias);

      // Dates follow the user's date format: the dashboard and the members page agree.
      await page.goto(dashboardOf(alias));
      const created = page.getByRole('row', { name: /^Created/ }).getByRole('cell');
      await expect.poll(async () => (await created.textContent())?.trim()).toMatch(isoDate);
      await page.goto(dashboardOf(alias, '/members'));
      const joined = page.locator('td time').first();
      await expect.poll(async () => (await joined.textContent())?.trim()).toMatch(isoDate);
      const changed = await callFromPage(page, 'PATCH', '/user', {
        data: { type: 'user', attributes: { settings: { preferences: { date_format: 'dd-MM-yyyy' } } } },
      });
      expect(changed.status).toBe(200);
      await page.reload();
      await expect
        .poll(async () => (await page.locator('td time').first().textContent())?.trim())
        .toMatch(dayFirstDate);

      // Inviting an existing member says what is wrong in words, not "Conflict".
      await page.getByRole('button', { name: 'Invite member' }).click();
      const dialog = page.getByRole('dialog', { name: 'Invite a member' });
      await dialog.getByLabel('E-mail').fill(ownEmail);
      await dialog.getByRole('button', { name: 'Send invitation' }).click();
      await dialog.getByText('This person is already a member of the organisation.').waitFor();
      expect(await dialog.getByText('Conflict').count()).toBe(0);
      await checkAccessibility(page);

      // The invitation's language is the inviter's by default; choosing Ukrainian sends the mail in Ukrainian.
      const language = dialog.getByRole('combobox', { name: 'Language of the invitation' });
      expect(await language.inputValue()).toBe('English');
      const invitee = freshEmail('invitee-uk');
      await dialog.getByLabel('E-mail').fill(invitee);
      await language.click();
      await page.getByRole('option', { name: 'Українська' }).click();
      await checkAccessibility(page);
      await dialog.getByRole('button', { name: 'Send invitation' }).click();
      await dialog.waitFor({ state: 'detached' });
      const mail = await mailbox.waitFor(invitee);
      expect(mail.subject).toContain('запрошує вас до');
      // The invitation list shows its expiry in the same format.
      const row = page.getByRole('row', { name: new RegExp(invitee) });
      await expect.poll(async () => (await row.locator('time').textContent())?.trim()).toMatch(dayFirstDate);

      // The sub-domain field says what it is.
      await page.goto(`${server.baseUrl}/create-organization`);
      await page.getByLabel('Sub-domain of the dashboard').waitFor();
      await page.getByText(/first part of the dashboard’s web address/).waitFor();
    } finally {
      await page.context().close();
    }
  }, 180_000);

  for (const [language, colorScheme] of [
    ['en', 'light'],
    ['uk', 'dark'],
  ] as const) {
    it(`at 390 px the organisation switcher is in the navigation drawer (${language}, ${colorScheme})`, async () => {
      const name = `Narrow ${language} ${suffix}`;
      const alias = `narrow-${language}-${suffix}`;
      const page = await newPage(browser, {
        viewport: { width: 390, height: 844 },
        colorScheme,
        locale: texts[language].browserLocale,
      });
      try {
        await ownerOnDashboard(page, language, name, alias);
        const words = pathTexts[language];
        await checkAccessibility(page);
        await page.getByRole('button', { name: words.openNavigation }).click();
        const switcher = page.getByRole('button', { name: words.switcher(name) });
        await switcher.waitFor();
        await checkAccessibility(page);
        await switcher.click();
        await page.getByRole('menuitem', { name: words.allOrganizations }).waitFor();
        await checkAccessibility(page);
        await page.goto(dashboardOf(alias, '/payments'));
        await page.getByRole('heading', { level: 1, name: words.paymentsHeading }).waitFor();
        await checkAccessibility(page);
      } finally {
        await page.context().close();
      }
    }, 90_000);
  }

  it('in Ukrainian, dark: one language everywhere, kept for a visitor and saved for a user; every path leads somewhere', async () => {
    const name = `Шляхи ${suffix}`;
    const alias = `shliakhy-${suffix}`;
    const page = await newPage(browser, { colorScheme: 'dark' });
    try {
      // A visitor (English browser) picks Ukrainian: the cookie keeps it for 365 days (SPEC §9).
      await page.goto(`${server.baseUrl}/login`);
      await page.getByRole('heading', { level: 1, name: texts.en.loginHeading }).waitFor();
      await switchToUkrainian(page, 'Language');
      await page.getByRole('heading', { level: 1, name: texts.uk.loginHeading }).waitFor();
      const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'i18n_locale');
      expect(cookie?.value).toBe('uk');
      const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(364);
      expect(days).toBeLessThan(366);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: texts.uk.loginHeading }).waitFor();
      await checkAccessibility(page);

      // A user whose saved language is English logs in: the preference wins over the visitor's cookie.
      const email = freshEmail('owner-en-pref');
      await createConfirmedAccount(server, mailbox, { email, locale: 'en' });
      await logInThroughPage(page, server, texts.uk, { email, password: strongPassword });
      await waitForPath(page, '/create-organization/prepare');
      await page.getByRole('heading', { level: 1, name: texts.en.prepareHeading }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

      // Switching the header to Ukrainian saves the preference: Preferences and the interface agree.
      await switchToUkrainian(page, 'Language');
      await page.getByRole('heading', { level: 1, name: texts.uk.prepareHeading }).waitFor();
      await expect
        .poll(async () => {
          const user = (await callFromPage(page, 'GET', '/user')).body as {
            data: { attributes: { settings: { preferences: { locale: string } } } };
          };
          return user.data.attributes.settings.preferences.locale;
        })
        .toBe('uk');
      expect((await callFromPage(page, 'POST', '/organization', organizationBody(name, alias))).status).toBe(
        201,
      );
      await page.goto(dashboardOf(alias, '/settings/preferences'));
      await page.getByRole('heading', { level: 1, name: 'Уподобання' }).waitFor();
      expect(await page.getByRole('combobox', { name: 'Мова' }).inputValue()).toBe('Українська');
      await checkAccessibility(page);

      // The saved preference, not a stale cookie, decides on the next navigation.
      await page.context().addCookies([{ name: 'i18n_locale', value: 'en', url: dashboardOf(alias) }]);
      await page.goto(dashboardOf(alias, '/members'));
      await page.getByRole('heading', { level: 1, name: 'Учасники' }).waitFor();

      await visitEveryPath(page, 'uk', alias);

      // The invitation's language defaults to the inviter's own.
      await page.goto(dashboardOf(alias, '/members'));
      await page.getByRole('button', { name: 'Запросити учасника' }).click();
      const dialog = page.getByRole('dialog', { name: 'Запрошення учасника' });
      expect(await dialog.getByRole('combobox', { name: 'Мова запрошення' }).inputValue()).toBe('Українська');
      await checkAccessibility(page);
    } finally {
      await page.context().close();
    }
  }, 180_000);

  it('a visitor on an organisation host goes to log in; an unknown entrance path goes to log in too', async () => {
    const page = await newPage(browser, { locale: texts.uk.browserLocale });
    try {
      await page.goto(dashboardOf(`anyone-${suffix}`, '/payments'));
      await page.waitForURL(`${server.baseUrl}/login`);
      await page.getByRole('heading', { level: 1, name: texts.uk.loginHeading }).waitFor();
      await page.goto(`${server.baseUrl}/nowhere`);
      await waitForPath(page, '/login');
      // The API answers 401 before it reads the body of a call that needs a session.
      const refused = await callApi(server, 'POST', '/organization/invites', {
        body: { email: 'not-an-email' },
      });
      expect(refused.status).toBe(401);
    } finally {
      await page.context().close();
    }
  }, 60_000);
});
