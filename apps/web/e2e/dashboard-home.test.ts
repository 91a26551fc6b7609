import { randomBytes, randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createConfirmedAccount,
  freshEmail,
  logInThroughPage,
  ownerOfNewOrganization,
  waitForPath,
} from './support/accounts';
import { newPage } from './support/browser';
import { startConsole, stopConsole } from './support/console';
import { cutOffLabels } from './support/cut-off-labels';
import type { Mailbox } from './support/mail';
import { callFromPage } from './support/page-api';
import type { RunningServer } from './support/server';
import { catalogueText, texts } from './support/texts';

const t = texts.en;
// Payments have no writing API yet: the test writes them (and both rollups) in a PostgreSQL database of its
// own that the server runs on.
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const name = `e2e_money_${randomBytes(4).toString('hex')}`;
const databaseUrl = ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);

/** The first 20 characters of payment ids that are ULIDs (the drawer's route takes no other), unique per call. */
function ulidPrefix(): string {
  const crockford = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  return Array.from(randomBytes(20), (byte) => crockford[byte % 32])
    .join('')
    .replace(/^./, '0');
}

/** Both rollups of an organisation's payments, counted from its rows as the payments writer keeps them. */
async function writeRollups(sql: postgres.Sql, organizationId: string): Promise<void> {
  await sql`insert into payment_rollup_quarters
      (organization_id, mode, quarter, currency, status, method, type, count, amount_minor)
    select organization_id, mode, date_bin('15 minutes', created_at, timestamptz '2000-01-01 00:00:00+00'), currency,
      status, method, type, count(*), sum(amount_minor)
    from payments where organization_id = ${organizationId} group by 1, 2, 3, 4, 5, 6, 7`;
  await sql`insert into payment_rollup_days
      (organization_id, mode, day, currency, status, method, type, count, amount_minor)
    select organization_id, mode, date_trunc('day', created_at at time zone 'UTC') at time zone 'UTC', currency,
      status, method, type, count(*), sum(amount_minor)
    from payments where organization_id = ${organizationId} group by 1, 2, 3, 4, 5, 6, 7`;
}

/**
 * 120 card pay-ins over the last 25 days, every 4th failed: half of those for want of funds, half on an expired
 * card, each with the platform's words. The rollups are written beside them, as the payments writer would.
 */
async function writePayments(organizationId: string): Promise<void> {
  const prefix = ulidPrefix();
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  await sql`insert into payments (id, organization_id, mode, type, status, amount_minor, currency, method,
      customer_email, customer_country, reference, search, failure_reason, failure_message, status_history, created_at)
    select ${prefix} || lpad(g::text, 6, '0'), ${organizationId}, 'live', 'payin',
      case when g % 4 = 0 then 'failed' else 'success' end, 1000 + g, case when g % 3 = 0 then 'EUR' else 'USD' end,
      'card', 'buyer@example.com', 'UA', 'ref-' || g, 'ref-' || g,
      case g % 8 when 0 then 'insufficient_funds' when 4 then 'card_expired' end,
      case g % 8 when 0 then 'NSF (51)' when 4 then 'Expired card (54)' end,
      jsonb_build_array(jsonb_build_object('status', case when g % 4 = 0 then 'failed' else 'success' end,
        'at', now() - make_interval(hours => g * 5),
        'reason', case g % 8 when 0 then 'NSF (51)' when 4 then 'Expired card (54)' end)),
      now() - make_interval(hours => g * 5)
    from generate_series(1, 120) g`;
  await writeRollups(sql, organizationId);
  await sql.end();
}

describe('dashboard home: money at a glance (Chromium, PostgreSQL)', () => {
  let server: RunningServer;
  let browser: Browser;
  let mailbox: Mailbox;

  beforeAll(async () => {
    const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    await admin.end();
    ({ server, browser, mailbox } = await startConsole({
      DATABASE_URL: databaseUrl,
      SECRETS_KEY: `t1:${Buffer.alloc(32, 9).toString('base64')}`,
    }));
  });

  afterAll(async () => {
    await stopConsole({ server, browser, mailbox });
    const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('shows the charts, a bar opens the payments grid filtered to it, and the summary follows the filter', async () => {
    const alias = `money-${randomUUID().slice(0, 6)}`;
    const account = await createConfirmedAccount(server, mailbox, { email: freshEmail('money') });
    const page = await newPage(browser);
    await logInThroughPage(page, server, t, account);
    await waitForPath(page, '/create-organization/prepare');
    const created = await callFromPage(page, 'POST', '/organization', {
      data: {
        type: 'organization',
        attributes: {
          name: 'Money Co',
          alias,
          country: 'UA',
          base_currency: 'UAH',
          time_zone: 'Europe/Kiev',
        },
      },
    });
    expect(created.status).toBe(201);
    const organizationId = (created.body as { data: { id: string } }).data.id;

    await writePayments(organizationId);

    await page.goto(`http://${alias}.app.localhost:${server.port}/`);
    const volume = page.getByRole('region', { name: 'Successful volume per day' });
    await volume.waitFor();
    await page.getByRole('region', { name: 'Success rate per day' }).waitFor();
    // The figures are kept for a few seconds (issue 40) and say when they were read.
    await page.getByText(/Figures as of \d{1,2}:\d{2}/).waitFor();
    await expect.poll(() => volume.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(5);
    await expect
      .poll(() => page.getByRole('region', { name: 'Why payments failed' }).textContent())
      .toContain('Insufficient funds');

    // Money in and out per currency (issue 32): pay-ins, payouts and refunds apart, never one "volume" of them all;
    // the busiest currency first, as the chart opens on (USD, two in three).
    const flows = page.getByRole('region', { name: 'Money in and out, last 30 days' });
    await expect
      .poll(() => flows.getByRole('columnheader').allTextContents())
      .toEqual(['Currency', 'Pay-ins', 'Payouts', 'Refunds', 'Net (pay-ins − payouts − refunds)']);
    expect(await flows.getByRole('rowheader').first().textContent()).toBe('USD');
    expect(
      await volume
        .getByRole('radiogroup', { name: 'Currency' })
        .getByRole('radio', { checked: true })
        .getAttribute('value'),
    ).toBe('USD');

    // A bar of the volume chart: that day's successful payments in that currency.
    await volume.locator('.recharts-bar-rectangle path').first().click();
    await page.waitForURL(/\/payments\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('filter[status]')).toBe('success');
    expect(url.searchParams.get('filter[currency]')).toBe('USD');
    expect(url.searchParams.get('filter[created_at][type]')).toBe('is-equal-to');

    // A sum: that currency's successful pay-ins of the last 30 days.
    await page.goBack();
    await flows.getByRole('row', { name: /^USD/ }).getByRole('link').first().click();
    await page.waitForURL(/\/payments\?/);
    const payins = new URL(page.url());
    expect(payins.searchParams.get('filter[type]')).toBe('payin');
    expect(payins.searchParams.get('filter[currency]')).toBe('USD');
    expect(payins.searchParams.get('filter[status]')).toBe('success');

    // A figure: the failed payments of the last 30 days.
    await page.goBack();
    await page.getByRole('region', { name: 'By status' }).getByRole('link', { name: 'Failed' }).click();
    await page.waitForURL(/\/payments\?/);
    const failed = new URL(page.url());
    expect(failed.searchParams.get('filter[status]')).toBe('failed');
    expect(failed.searchParams.get('filter[created_at][preset]')).toBe('last-30-days');

    // Above the grid, the summary of that filter (every 4th of the 120 payments failed), and it follows the filter.
    const summary = page.getByRole('status', { name: 'Totals of the filtered payments' });
    await expect.poll(() => summary.textContent()).toContain('30 payments');
    await page.getByRole('combobox', { name: 'Status', exact: true }).click();
    await page.getByRole('option', { name: 'Success', exact: true }).click();
    await expect.poll(() => summary.textContent()).toContain('90 payments');
    await expect.poll(() => summary.textContent()).toMatch(/EUR|€/);

    // A sort changes the rows, not the figures: the summary is not asked again. The sorted list is asked once: at
    // the click (GridPage starts it) and not again when the page renders the new URL.
    const summaryCalls: string[] = [];
    const sortedListCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/v1/payments/summary') summaryCalls.push(request.url());
      if (url.pathname === '/api/v1/payments' && url.searchParams.get('sort') === 'amount')
        sortedListCalls.push(request.url());
    });
    const list = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === '/api/v1/payments' && url.searchParams.get('sort') === 'amount';
    });
    await page
      .getByRole('table', { name: 'Payments' })
      .getByRole('button', { name: 'Amount', exact: true })
      .click();
    await list;
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('amount');
    await page
      .getByRole('table', { name: 'Payments' })
      .getByRole('columnheader', { name: /Amount/ })
      .waitFor();
    await page.waitForTimeout(500);
    expect(summaryCalls).toEqual([]);
    expect(sortedListCalls).toHaveLength(1);
    expect(await summary.textContent()).toContain('90 payments');
  }, 180_000);

  for (const language of ['en', 'uk'] as const) {
    it(`${language}: each failure reason opens exactly the payments it counted, and a payment explains its failure (issue 32)`, async () => {
      const text = catalogueText(language);
      const alias = `why-${language}-${randomUUID().slice(0, 6)}`;
      const { page } = await ownerOfNewOrganization({ server, browser, mailbox }, 'why', alias, language);
      const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
      const [organization] = await sql<{ id: string }[]>`select id from organizations where alias = ${alias}`;
      await sql.end();
      await writePayments(String(organization?.id));

      await page.reload();
      const reasons = page.getByRole('region', { name: text('dashboard_home.failure_reasons') });
      const expired = text('payments.failure_reason.card_expired');
      const funds = text('payments.failure_reason.insufficient_funds');
      await expect.poll(() => reasons.textContent()).toContain(expired);
      expect(await reasons.textContent()).toContain(funds);
      // With money on it, no label of the dashboard is cut off, at desk and at phone width.
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.getByRole('region', { name: text('dashboard_home.flows_title') }).waitFor();
        expect(await cutOffLabels(page), `${width} px`).toEqual([]);
      }
      await page.setViewportSize({ width: 1440, height: 900 });

      await reasons.getByRole('link', { name: expired, exact: true }).click();
      await page.waitForURL(/\/payments\?/);
      const url = new URL(page.url());
      expect(url.searchParams.get('filter[failure_reason]')).toBe('card_expired');
      expect(url.searchParams.get('filter[created_at][preset]')).toBe('last-30-days');
      // The 15 expired-card failures, and no other payment: every row's reason is the one counted.
      const table = page.getByRole('table', { name: text('payments.table') });
      await expect.poll(() => table.getByRole('cell', { name: expired, exact: true }).count()).toBe(15);
      expect(await table.getByRole('cell', { name: funds, exact: true }).count()).toBe(0);
      expect(await cutOffLabels(page)).toEqual([]);

      // A payment says why it failed, what to do, and what the platform said.
      await table.getByRole('link').first().click();
      const drawer = page.getByRole('dialog', { name: text('payments.detail.title') });
      const failure = drawer.getByRole('alert');
      await expect.poll(() => failure.textContent()).toContain(text('payments.detail.failure'));
      const said = await failure.textContent();
      expect(said).toContain(text('payments.failure_hint.card_expired'));
      expect(said).toContain('Expired card (54)');
    }, 180_000);
  }

  it('one figure a page: past 10,000 payments the footer says the summary’s exact count, not an estimate (issue 32)', async () => {
    const alias = `many-${randomUUID().slice(0, 6)}`;
    const { page } = await ownerOfNewOrganization({ server, browser, mailbox }, 'many', alias);
    const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    const [organization] = await sql<{ id: string }[]>`select id from organizations where alias = ${alias}`;
    const organizationId = String(organization?.id);
    const prefix = ulidPrefix();
    // 12,345 payments: past the list's cap, so the list alone could only estimate; the rollups know them exactly.
    await sql`insert into payments (id, organization_id, mode, type, status, amount_minor, currency, method,
        customer_email, customer_country, reference, search, status_history, created_at)
      select ${prefix} || lpad(g::text, 6, '0'), ${organizationId}, 'live', 'payin', 'success', 100, 'UAH', 'card',
        'buyer@example.com', 'UA', 'ref-' || g, 'ref-' || g, '[]'::jsonb, now() - make_interval(mins => g)
      from generate_series(1, 12345) g`;
    await writeRollups(sql, organizationId);
    await sql.end();

    await page.goto(`http://${alias}.app.localhost:${server.port}/payments`);
    const summary = page.getByRole('status', { name: 'Totals of the filtered payments' });
    await expect.poll(() => summary.textContent()).toContain('12,345 payments');
    const footer = page.getByText(/^Rows 1–20 of /);
    await expect.poll(() => footer.textContent()).toBe('Rows 1–20 of 12,345');
  }, 180_000);
});
