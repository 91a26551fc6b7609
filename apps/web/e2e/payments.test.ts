import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOwnerOf, logInThroughPage, waitForPath } from './support/accounts';
import { newPage } from './support/browser';
import { startConsole, stopConsole } from './support/console';
import type { Mailbox } from './support/mail';
import { callFromPage } from './support/page-api';
import type { RunningServer } from './support/server';
import { texts } from './support/texts';

const url = (page: Page) => decodeURIComponent(page.url());
const idCells = (page: Page) =>
  page.getByRole('table', { name: 'Payments' }).locator('tbody tr td:first-child');

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

type Listed = {
  data: Array<{ id: string; attributes: { reference: string; status: string } }>;
  meta: { page: { total: number } };
};

/** The demo owner logs in with the password the start printed once. */
async function logInAsDemo(page: Page, server: RunningServer): Promise<void> {
  const demo = demoOwnerOf(server);
  expect(demo.email).toBe('demo@paygrid.localhost');
  await logInThroughPage(page, server, texts.en, demo);
  await waitForPath(page, '/organizations');
}

/** The demo owner straight on the Payments page: the demo is their current organisation once a test opened it. */
async function openPaymentsAgain(page: Page, server: RunningServer): Promise<void> {
  await logInAsDemo(page, server);
  await page.goto(`http://demo.app.localhost:${server.port}/payments`);
  await idCells(page).first().waitFor();
  await expect.poll(() => idCells(page).count()).toBe(20);
}

/** The demo owner on the demo organisation's Payments page, through the organisations list. */
async function openPayments(page: Page, server: RunningServer): Promise<void> {
  await logInAsDemo(page, server);
  await page.getByRole('button', { name: 'Open Demo Payments' }).click();
  await page.waitForURL(`http://demo.app.localhost:${server.port}/`);
  await page.getByRole('link', { name: 'Payments', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Payments' }).waitFor();
  await idCells(page).first().waitFor();
  await expect.poll(() => idCells(page).count()).toBe(20);
}

/** Issue 16, "Done when": the demo's payments in the grid, filtered, searched, in both modes, in detail and as CSV. */
describe('payments: the demo organisation', () => {
  let server: RunningServer;
  let browser: Browser;
  let mailbox: Mailbox;

  beforeAll(async () => {
    // The real demo, with fewer payments than the 50,000 + 5,000 a first start loads, to keep the suite quick.
    ({ server, browser, mailbox } = await startConsole({ DEMO_DATA: 'true', DEMO_PAYMENTS: '3000,400' }));
  }, 120_000);
  afterAll(() => stopConsole({ server, browser, mailbox }));

  it('filters, searches, follows test mode, opens a detail from the grid and by URL, and exports', {
    timeout: 180_000,
  }, async () => {
    const page = await newPage(browser);
    try {
      await openPayments(page, server);

      // Status and a date preset.
      await choose(page, 'Status', 'Failed');
      // The grid writes each filter over the URL it last rendered: let the status land before the next one.
      await expect.poll(() => url(page), { timeout: 10_000 }).toContain('filter[status]=failed');
      await page.getByRole('button', { name: 'Created: Any time', exact: true }).click();
      await page
        .getByRole('dialog', { name: 'Created' })
        .getByRole('button', { name: 'Last 30 days' })
        .click();
      await expect.poll(() => url(page)).toContain('filter[status]=failed');
      expect(url(page)).toContain('filter[created_at][preset]=last-30-days');
      const table = page.getByRole('table', { name: 'Payments' });
      await expect
        .poll(async () =>
          (await table.locator('tbody tr').allTextContents()).every((row) => row.includes('Failed')),
        )
        .toBe(true);

      // A reference, through the search.
      const live = (await callFromPage(page, 'GET', '/payments?page[size]=5')).body as Listed;
      const wanted = live.data[3] as Listed['data'][number];
      await page.getByRole('button', { name: 'Clear all' }).click();
      await expect.poll(() => url(page)).not.toContain('filter[');
      await page.getByLabel('Search', { exact: true }).fill(wanted.attributes.reference);
      await expect.poll(() => url(page)).toContain('filter[search]=');
      await expect.poll(() => idCells(page).allTextContents()).toEqual([wanted.id]);
      await page.getByRole('button', { name: 'Clear all' }).click();
      await expect.poll(() => idCells(page).count()).toBe(20);
      const liveIds = await idCells(page).allTextContents();

      // Test mode: the other data set, and nothing of the live one.
      await page.getByRole('switch', { name: 'Test mode' }).check();
      await page.getByText(/^Test mode: you are looking at test data/).waitFor();
      await expect
        .poll(async () => (await idCells(page).allTextContents()).some((id) => liveIds.includes(id)))
        .toBe(false);
      const test = (await callFromPage(page, 'GET', '/payments?page[size]=1')).body as Listed;
      expect(test.meta.page.total).toBe(400);
      expect((await callFromPage(page, 'GET', `/payments/${wanted.id}`)).status).toBe(404);

      // A detail from the grid, then by its URL.
      const first = (await idCells(page).first().textContent()) ?? '';
      await page.getByRole('link', { name: first, exact: true }).click();
      const drawer = page.getByRole('dialog', { name: 'Payment' });
      await drawer.getByRole('heading', { name: 'Status history' }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/payments/${first}`);
      await drawer.getByText('Test', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Close the payment' }).click();
      await waitForPath(page, '/payments');
      await page.goto(`http://demo.app.localhost:${server.port}/payments/${first}`);
      await page
        .getByRole('dialog', { name: 'Payment' })
        .getByRole('heading', { name: 'Metadata' })
        .waitFor();
      await idCells(page).first().waitFor();
      await page.getByRole('button', { name: 'Close the payment' }).click();

      // The filtered CSV.
      await choose(page, 'Status', 'Success');
      await expect.poll(() => url(page)).toContain('filter[status]=success');
      const exportLink = page.getByRole('link', { name: 'Export CSV' });
      const hrefOf = async () => decodeURIComponent((await exportLink.getAttribute('href')) ?? '');
      await expect.poll(hrefOf).toContain('filter[status]=success');
      const href = await hrefOf();
      expect(href).toContain('/payments/export.csv?');
      const csv = await page.evaluate(async (link) => (await fetch(link)).text(), href);
      const lines = csv.trimEnd().split('\r\n');
      expect(
        lines[0]
          ?.replace(/^\uFEFF/, '')
          .split(',')
          .slice(0, 4),
      ).toEqual(['id', 'created_at', 'type', 'status']);
      expect(lines.length).toBeGreaterThan(200);
      expect(lines.slice(1).every((line) => line.split(',')[3] === 'success')).toBe(true);
    } finally {
      await page.context().close();
    }
  });

  it('filters by payment method and a catalogue currency, and opens a payment from its row by click and by Enter', {
    timeout: 180_000,
  }, async () => {
    const page = await newPage(browser);
    try {
      await openPaymentsAgain(page, server);
      const rows = page.getByRole('table', { name: 'Payments' }).locator('tbody tr');
      const everyRow = async (text: string) =>
        (await rows.allTextContents()).every((row) => row.includes(text));

      // The method: one of the six, in the reader's words.
      await choose(page, 'Method', 'E-wallet');
      await expect.poll(() => url(page), { timeout: 10_000 }).toContain('filter[method]=e-wallet');
      await expect.poll(() => everyRow('E-wallet'), { timeout: 10_000 }).toBe(true);

      // A currency of the catalogue (code and name), not of a list the page keeps.
      await page.getByRole('combobox', { name: 'Currencies', exact: true }).fill('EUR');
      await page.getByRole('option', { name: /^EUR · / }).click();
      await expect.poll(() => url(page), { timeout: 10_000 }).toContain('filter[currency]=EUR');
      await expect.poll(() => everyRow('EUR'), { timeout: 10_000 }).toBe(true);
      await page.keyboard.press('Escape');

      // Two filters changed in one go, before the first has reached the URL: both hold, with the ones set before.
      const attention = await page.getByRole('switch', { name: 'Needs attention' }).elementHandle();
      const secure = await page
        .getByRole('radiogroup', { name: '3-D Secure' })
        .getByRole('radio', { name: 'Yes' })
        .elementHandle();
      await page.evaluate(
        ([first, second]) => {
          (first as HTMLElement).click();
          (second as HTMLElement).click();
        },
        [attention, secure],
      );
      await expect.poll(() => url(page), { timeout: 10_000 }).toContain('filter[needs_attention]=');
      expect(url(page)).toContain('filter[three_ds]=');
      expect(url(page)).toContain('filter[method]=e-wallet');
      expect(url(page)).toContain('filter[currency]=EUR');

      await page.getByRole('button', { name: 'Clear all' }).click();
      await expect.poll(() => url(page)).not.toContain('filter[');
      // The unfiltered page has replaced the filtered one (both hold 20 rows), so the ids read are the ones clicked.
      await expect.poll(() => everyRow('E-wallet'), { timeout: 10_000 }).toBe(false);
      await expect.poll(() => idCells(page).count()).toBe(20);

      // A click anywhere on a row (not only its id link) opens that payment's drawer at its own URL.
      const ids = await idCells(page).allTextContents();
      await rows.nth(2).locator('td').nth(3).click();
      const drawer = page.getByRole('dialog', { name: 'Payment' });
      await drawer.getByRole('heading', { name: 'Status history' }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/payments/${ids[2]}`);
      await page.getByRole('button', { name: 'Close the payment' }).click();
      await waitForPath(page, '/payments');

      // Enter on a focused row does the same.
      await rows.nth(4).focus();
      await page.keyboard.press('Enter');
      await drawer.getByRole('heading', { name: 'Status history' }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/payments/${ids[4]}`);
    } finally {
      await page.context().close();
    }
  });

  it('totals the filter above the grid: the four busiest currencies, the rest behind a button, in the reader’s number format', {
    timeout: 120_000,
  }, async () => {
    const page = await newPage(browser);
    try {
      await openPaymentsAgain(page, server);
      const summary = page.getByRole('status', { name: 'Totals of the filtered payments' });
      await expect.poll(() => summary.textContent(), { timeout: 10_000 }).toContain('3,000 payments');
      const position = page.getByTestId('grid-position');
      await expect.poll(() => position.textContent()).toMatch(/ 3,000$/);
      const amount = / [A-Z]{3,}$/;
      expect(await summary.getByText(amount).count()).toBe(4);
      // Issue 32: the sums say what they sum, every status (failed ones too) unless the filter narrows them.
      await summary.getByText('Summed: every status · every type', { exact: true }).waitFor();
      await page.goto(`${page.url().split('?')[0]}?filter[status]=success&filter[type]=payin`);
      await expect
        .poll(() => summary.textContent(), { timeout: 10_000 })
        .toContain('Summed: Success · Pay-in');
      await page.goto(page.url().split('?')[0] ?? '');
      await expect.poll(() => summary.textContent(), { timeout: 10_000 }).toContain('3,000 payments');
      // The rest, behind one button that names how many; opened, they show outside the live region.
      const more = page.getByRole('button', { name: /^\+\d+ currenc/ });
      const folded = Number((await more.textContent())?.match(/\d+/)?.[0]);
      expect(folded).toBeGreaterThan(0);
      const rest = page.locator(`[id="${await more.getAttribute('aria-controls')}"]`);
      expect(await more.getAttribute('aria-expanded')).toBe('false');
      expect(await rest.isVisible()).toBe(false);
      await more.click();
      expect(await more.getAttribute('aria-expanded')).toBe('true');
      await expect.poll(() => rest.getByText(amount).count()).toBe(folded);
      await more.click();
      await expect.poll(() => rest.isVisible()).toBe(false);

      // The person's number format (Preferences) is the summary's too, as it is the grid's.
      const spaceComma = { number_format: 'space-comma' };
      const changed = await callFromPage(page, 'PATCH', '/user', {
        data: { type: 'user', attributes: { settings: { preferences: spaceComma } } },
      });
      expect(changed.status).toBe(200);
      await page.reload();
      await expect.poll(() => summary.textContent(), { timeout: 10_000 }).toContain('3\u00a0000 payments');
      // The grid's row count as well (its words stay the interface language's).
      await expect.poll(() => position.textContent()).toMatch(/ 3\u00a0000$/);
      expect(await summary.getByText(amount).first().textContent()).toMatch(/^[\d\u00a0]+(,\d+)? [A-Z]{3,}$/);
      // The Amount column's cells, wherever the layout puts it (columns came and went).
      const table = page.getByRole('table', { name: 'Payments' });
      const amountHeader = await table.getByRole('columnheader', { name: /^Amount/ }).getAttribute('id');
      const amounts = table.locator(`tbody td[headers="${amountHeader}"]`);
      // Every shown amount: groups by a no-break space, decimals after a comma, never a point (a currency without
      // minor units, such as JPY, has no decimals at all).
      const shown = await amounts.allTextContents();
      expect(shown.length).toBeGreaterThan(0);
      for (const text of shown) expect(text).toMatch(/^\d{1,3}(\u00a0\d{3})*(,\d+)? [A-Z]{3,}$/);
    } finally {
      // The demo owner is shared by the tests of this file: the default format back, whatever happened above.
      await callFromPage(page, 'PATCH', '/user', {
        data: { type: 'user', attributes: { settings: { preferences: { number_format: 'comma-dot' } } } },
      }).catch(() => undefined);
      await page.context().close();
    }
  });
});
