import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { newPage } from './browser';
import type { Mailbox } from './mail';
import { callFromPage } from './page-api';
import type { RunningServer } from './server';
import { type Texts, texts } from './texts';

/** A fresh address per test, so tests never share an account. */
export const freshEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

export const strongPassword = 'Quiet-harbour-lantern-42';

/** The API straight from Node (127.0.0.1: Node does not resolve *.localhost everywhere). */
export async function callApi(
  server: RunningServer,
  method: string,
  path: string,
  { body, cookie }: { body?: unknown; cookie?: string } = {},
): Promise<Response> {
  return fetch(`http://127.0.0.1:${server.port}/api/v1${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(cookie ? { Cookie: cookie } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** Registers and confirms an account through the API and the real mail, for flows that start after that. */
export async function createConfirmedAccount(
  server: RunningServer,
  mailbox: Mailbox,
  { email, password = strongPassword, locale = 'en' }: { email: string; password?: string; locale?: string },
): Promise<{ email: string; password: string }> {
  const registered = await callApi(server, 'POST', '/registration', {
    body: { first_name: 'Olena', last_name: 'Koval', email, password, locale },
  });
  if (registered.status !== 202) throw new Error(`registration answered ${registered.status}`);
  const mail = await mailbox.waitFor(email);
  const token = mailbox.linkIn(mail, '/registration/confirmation').searchParams.get('token');
  const confirmed = await callApi(server, 'POST', '/registration/confirmation', {
    body: { token, password },
  });
  if (confirmed.status !== 200) throw new Error(`confirmation answered ${confirmed.status}`);
  return { email, password };
}

/** Logs in through the login page as a person would. */
/** The demo owner's address and the password a start with DEMO_DATA printed once. */
export const demoOwnerOf = (server: RunningServer): { email: string; password: string } => {
  const [, email = '', password = ''] = server.output().match(/log in as (\S+) with password (\S+)/) ?? [];
  return { email, password };
};

export async function logInThroughPage(
  page: Page,
  server: RunningServer,
  t: Texts,
  { email, password }: { email: string; password: string },
): Promise<void> {
  if (!new URL(page.url()).pathname.startsWith('/login')) await page.goto(`${server.baseUrl}/login`);
  await page.getByLabel(t.email).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: t.logIn, exact: true }).click();
}

export async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout: 15_000 });
}

/**
 * A new account (its language English unless said), signed in on a page of its own, owning a new organisation
 * (Ukraine, UAH, Kyiv) whose dashboard the page has opened.
 */
export async function ownerOfNewOrganization(
  context: { server: RunningServer; browser: Browser; mailbox: Mailbox },
  label: string,
  alias: string,
  language: 'en' | 'uk' = 'en',
): Promise<{ page: Page; email: string }> {
  const email = freshEmail(label);
  await createConfirmedAccount(context.server, context.mailbox, { email, locale: language });
  const page = await newPage(context.browser, { locale: texts[language].browserLocale });
  await logInThroughPage(page, context.server, texts[language], { email, password: strongPassword });
  await waitForPath(page, '/create-organization/prepare');
  const created = await callFromPage(page, 'POST', '/organization', {
    data: {
      type: 'organization',
      attributes: {
        name: `Org ${alias}`,
        alias,
        country: 'UA',
        base_currency: 'UAH',
        time_zone: 'Europe/Kyiv',
      },
    },
  });
  if (created.status !== 201) throw new Error(`creating ${alias} answered ${created.status}`);
  await page.goto(`http://${alias}.app.localhost:${context.server.port}/`);
  return { page, email };
}
