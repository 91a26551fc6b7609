import {
  type FilterWire,
  gridRequestToQuery,
  isPaidStatus,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type PaymentStatus,
  resolveDatePreset,
} from '@paygrid/domain';
import { serializeFilters } from '@paygrid/domain/grid/filter-codec';
import { filterDefinitionsOf } from '@paygrid/domain/grid/grid-declaration';
import { paymentsGrid } from '@paygrid/domain/grid/grids/payments-grid';
import { stringifyQuery } from '@paygrid/domain/grid/query-string';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import type { ApiClient } from '../../test/client';
import { organizationOwnedBy } from '../../test/organizations';
import { signedInUser } from '../../test/users';
import { insertTestPayment, type TestPayment } from './rollup-test-payments.test-support';
import { rebuildRollup } from './rollup-writes';

let testApp: TestApp;
let owner: ApiClient;
let outsider: ApiClient;
let organizationId: string;
const HOUR = 3_600_000;
const NOW = Date.now();
const CURRENCIES = ['USD', 'EUR', 'JPY'];
const REASONS = ['insufficient_funds', 'card_expired', 'do_not_honour'] as const;
const written: TestPayment[] = [];

const summaryOf = (client: ApiClient, filter: Record<string, FilterWire>) =>
  client.get(
    `/payments/summary?${gridRequestToQuery({ page: { kind: 'cursor', size: 20 }, sort: [], filter })}`,
  );

const setTimeZone = async (client: ApiClient, timeZone: string) => {
  const response = await client.patch('/user', {
    data: { type: 'user', attributes: { settings: { preferences: { time_zone: timeZone } } } },
  });
  expect(response.statusCode, response.body).toBe(200);
};

beforeAll(async () => {
  testApp = await createTestApp();
  const creator = await signedInUser(testApp, 'money-owner@example.com');
  const created = await organizationOwnedBy(creator, 'money-co');
  organizationId = created.id;
  owner = created.dashboard;
  const other = await signedInUser(testApp, 'money-other@example.com');
  outsider = (await organizationOwnedBy(other, 'money-other')).dashboard.on('money-co.app.localhost:3000');
  // 120 payments spread over 35 days at odd minutes (so half-hour zones split hours), both modes.
  for (let index = 0; index < 120; index += 1) {
    const status = PAYMENT_STATUSES[Math.floor(index / 3) % PAYMENT_STATUSES.length] as PaymentStatus;
    const payment: TestPayment = {
      id: `PAY${String(index).padStart(6, '0')}`,
      organizationId,
      mode: index % 10 === 0 ? 'test' : 'live',
      type: index % 4 === 0 ? 'payout' : index % 7 === 1 ? 'refund' : 'payin',
      status,
      method: PAYMENT_METHODS[index % 3] ?? 'card',
      currency: CURRENCIES[index % 3] ?? 'USD',
      amountMinor: BigInt(100 + index * 37),
      createdAt: new Date(NOW - index * 7 * HOUR - (index % 60) * 60_000),
      ...(status === 'failed'
        ? { failureReason: REASONS[index % 3], failureMessage: `Platform said ${index}` }
        : {}),
    };
    await insertTestPayment(testApp.database.db, payment);
    written.push(payment);
  }
});
afterAll(async () => testApp?.close());

/** The oracle: what the rows say for the last 30 days in a zone, computed here without SQL. */
function expected(timeZone: string, mode: 'live' | 'test') {
  const { gte = 0, lt = 0 } = resolveDatePreset('last-30-days', timeZone, NOW);
  const inWindow = written.filter(
    (payment) =>
      payment.mode === mode &&
      payment.createdAt.getTime() >= gte * 1000 &&
      payment.createdAt.getTime() < lt * 1000,
  );
  const volume = new Map<string, bigint>();
  for (const payment of inWindow.filter((p) => isPaidStatus(p.status))) {
    volume.set(payment.currency, (volume.get(payment.currency) ?? 0n) + payment.amountMinor);
  }
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' });
  const perDay = new Map<string, number>();
  const outcomes = new Map<string, { success: number; failed: number }>();
  const dayVolume = new Map<string, bigint>();
  const statuses = new Map<string, number>();
  const methods = new Map<string, { count: number; success: number }>();
  for (const payment of inWindow) {
    const date = day.format(payment.createdAt);
    const success = isPaidStatus(payment.status) ? 1 : 0;
    perDay.set(date, (perDay.get(date) ?? 0) + 1);
    const outcome = outcomes.get(date) ?? { success: 0, failed: 0 };
    outcomes.set(date, {
      success: outcome.success + success,
      failed: outcome.failed + (payment.status === 'failed' ? 1 : 0),
    });
    if (success) {
      const key = `${date} ${payment.currency}`;
      dayVolume.set(key, (dayVolume.get(key) ?? 0n) + payment.amountMinor);
    }
    statuses.set(payment.status, (statuses.get(payment.status) ?? 0) + 1);
    const method = methods.get(payment.method) ?? { count: 0, success: 0 };
    methods.set(payment.method, { count: method.count + 1, success: method.success + success });
  }
  return {
    outcomes,
    dayVolume,
    statuses,
    methods,
    count: inWindow.length,
    volume: [...volume.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, amount]) => ({ currency, amount_minor: amount.toString() })),
    perDay,
    // Most frequent first, then by code: as the dashboard orders them.
    failureReasons: REASONS.map((reason) => ({
      reason,
      count: inWindow.filter((payment) => payment.failureReason === reason).length,
    }))
      .filter(({ count }) => count > 0)
      .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
  };
}

describe('the dashboard home', () => {
  it('answers 401 to nobody and 404 to a non-member', async () => {
    const anonymous = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/dashboard/home',
      headers: { host: 'money-co.app.localhost:3000' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await outsider.get('/dashboard/home')).statusCode).toBe(404);
    expect((await outsider.get('/payments/summary')).statusCode).toBe(404);
  });

  for (const timeZone of ['Europe/Kiev', 'Asia/Kolkata']) {
    it(`assembles the days in the user's zone (${timeZone}) and agrees with the rows`, async () => {
      await setTimeZone(owner, timeZone);
      const response = await owner.get('/dashboard/home');
      expect(response.statusCode, response.body).toBe(200);
      const { data, meta } = response.json();
      expect(meta).toEqual({ mode: 'live', source: 'rollup', as_of: expect.any(String) });
      const home = data.attributes;
      const oracle = expected(timeZone, 'live');
      expect(home.days).toHaveLength(30);
      expect(home.days.reduce((sum: number, day: { count: number }) => sum + day.count, 0)).toBe(
        oracle.count,
      );
      for (const day of home.days) {
        expect(day.count).toBe(oracle.perDay.get(day.date) ?? 0);
        expect({ success: day.success, failed: day.failed }).toEqual(
          oracle.outcomes.get(day.date) ?? { success: 0, failed: 0 },
        );
        for (const sum of day.volume as Array<{ currency: string; amount_minor: string }>) {
          expect(sum.amount_minor).toBe(String(oracle.dayVolume.get(`${day.date} ${sum.currency}`)));
        }
      }
      expect(home.days.reduce((sum: number, day: { volume: unknown[] }) => sum + day.volume.length, 0)).toBe(
        oracle.dayVolume.size,
      );
      expect(
        new Map(home.statuses.map((row: { status: string; count: number }) => [row.status, row.count])),
      ).toEqual(oracle.statuses);
      expect(
        new Map(
          home.methods.map((row: { method: string; count: number; success: number }) => [
            row.method,
            { count: row.count, success: row.success },
          ]),
        ),
      ).toEqual(oracle.methods);
      expect(
        home.volume.map(({ currency, amount_minor }: Record<string, string>) => ({ currency, amount_minor })),
      ).toEqual(oracle.volume);
      const statusTotal = home.statuses.reduce(
        (sum: number, status: { count: number }) => sum + status.count,
        0,
      );
      expect(statusTotal).toBe(oracle.count);
      expect(home.failure_reasons).toEqual(oracle.failureReasons);
      expect(home.failure_reasons.length).toBeGreaterThan(1);
      // Each reason's link opens the grid filtered to it over the same thirty days: exactly the payments counted.
      for (const { reason, count } of home.failure_reasons) {
        const filter = serializeFilters(filterDefinitionsOf(paymentsGrid), {
          failure_reason: reason,
          created_at: { type: 'between', preset: 'last-30-days' },
        });
        const grid = await owner.get(`/payments?${stringifyQuery({ filter })}`);
        expect(grid.statusCode, grid.body).toBe(200);
        expect(grid.json().meta.page.total, reason).toBe(count);
      }
      expect(home.latest[0].id).toBe('PAY000001');
    });
  }

  for (const timeZone of ['Europe/Kiev', 'Asia/Kolkata']) {
    it(`gives pay-ins, payouts and refunds apart per currency, and their net (${timeZone}; issue 32)`, async () => {
      await setTimeZone(owner, timeZone);
      const home = (await owner.get('/dashboard/home')).json().data.attributes;
      const { gte = 0, lt = 0 } = resolveDatePreset('last-30-days', timeZone, NOW);
      const done = written.filter(
        (p) =>
          p.mode === 'live' &&
          (p.status === 'success' || (p.type === 'payin' && isPaidStatus(p.status))) &&
          p.createdAt.getTime() >= gte * 1000 &&
          p.createdAt.getTime() < lt * 1000,
      );
      const sum = (currency: string, type: string) => {
        const rows = done.filter((p) => p.currency === currency && p.type === type);
        return {
          count: rows.length,
          amount_minor: String(rows.reduce((total, p) => total + p.amountMinor, 0n)),
        };
      };
      const currencies = [...new Set(done.map((p) => p.currency))];
      expect(currencies.length).toBeGreaterThan(1);
      expect(done.some((p) => p.type === 'refund')).toBe(true);
      for (const currency of currencies) {
        const flow = home.flows.find((entry: { currency: string }) => entry.currency === currency);
        const payin = sum(currency, 'payin');
        const payout = sum(currency, 'payout');
        const refund = sum(currency, 'refund');
        expect(flow, currency).toMatchObject({ currency, payin, payout, refund });
        expect(flow.net_minor).toBe(
          String(BigInt(payin.amount_minor) - BigInt(payout.amount_minor) - BigInt(refund.amount_minor)),
        );
      }
    });
  }

  it('keeps test and live apart: the mode comes only from the testMode cookie', async () => {
    await setTimeZone(owner, 'Europe/Kiev');
    const testClient = owner.on('money-co.app.localhost:3000');
    testClient.cookies.set('testMode', '1');
    const response = await testClient.get('/dashboard/home');
    expect(response.json().meta.mode).toBe('test');
    const home = response.json().data.attributes;
    const oracle = expected('Europe/Kiev', 'test');
    expect(home.days.reduce((sum: number, day: { count: number }) => sum + day.count, 0)).toBe(oracle.count);
    expect(home.latest.every((payment: { id: string }) => Number(payment.id.slice(3)) % 10 === 0)).toBe(true);
    const summary = await summaryOf(testClient, {});
    expect(summary.json().data.attributes.count).toBe(written.filter((p) => p.mode === 'test').length);
  });
});

describe('the summary over the payments grid', () => {
  it('answers the same from the rollup and from the rows', async () => {
    await setTimeZone(owner, 'Europe/Kiev');
    const byRollup = await summaryOf(owner, { status: 'success', currency: 'USD,EUR' });
    expect(byRollup.statusCode, byRollup.body).toBe(200);
    expect(byRollup.json().meta).toEqual({
      mode: 'live',
      source: 'rollup',
      capped: false,
      count_estimated: false,
    });
    // A search every id matches sends it to the rows.
    const byRows = await summaryOf(owner, { status: 'success', currency: 'USD,EUR', search: 'pay' });
    expect(byRows.json().meta.source).toBe('rows');
    expect(byRows.json().data).toEqual(byRollup.json().data);
    const matching = written.filter(
      (p) => p.mode === 'live' && p.status === 'success' && ['USD', 'EUR'].includes(p.currency),
    );
    expect(byRollup.json().data.attributes.count).toBe(matching.length);
    const usd = matching.filter((p) => p.currency === 'USD').reduce((sum, p) => sum + p.amountMinor, 0n);
    expect(
      byRollup.json().data.attributes.totals.find((t: { currency: string }) => t.currency === 'USD'),
    ).toEqual({
      currency: 'USD',
      exponent: 2,
      count: matching.filter((p) => p.currency === 'USD').length,
      amount_minor: usd.toString(),
    });
  });

  it('reads dates on quarter hours from the rollup and other bounds from the rows, alike', async () => {
    const hour = Math.floor(NOW / HOUR) * (HOUR / 1000);
    const whole = await summaryOf(owner, {
      created_at: { type: 'between', gte: String(hour - 86_400 * 10), lt: String(hour) },
    });
    expect(whole.json().meta.source).toBe('rollup');
    const ragged = await summaryOf(owner, {
      created_at: { type: 'between', gte: String(hour - 86_400 * 10 + 1), lt: String(hour) },
    });
    expect(ragged.json().meta.source).toBe('rows');
    const count = written.filter(
      (p) =>
        p.mode === 'live' &&
        p.createdAt.getTime() >= (hour - 86_400 * 10) * 1000 &&
        p.createdAt.getTime() < hour * 1000,
    ).length;
    expect(whole.json().data.attributes.count).toBe(count);
    expect(Math.abs(ragged.json().data.attributes.count - count)).toBeLessThanOrEqual(1);
  });

  it('refuses what the grid refuses (422) and reads an amount as the list does (major units of each row)', async () => {
    expect((await owner.get('/payments/summary?filter[colour]=red')).statusCode).toBe(422);
    expect((await summaryOf(owner, { amount: { gte: '1' } })).statusCode).toBe(200);
    const amount = await summaryOf(owner, { amount: { gte: '1.00' }, currency: 'USD' });
    expect(amount.statusCode, amount.body).toBe(200);
    expect(amount.json().meta.source).toBe('rows');
  });

  it('past 10,000 rows gives the grid’s own estimate instead of reading every row', async () => {
    const db = testApp.database.db;
    await db.execute(sql`insert into payments (id, organization_id, mode, type, status, amount_minor, currency,
        method, customer_email, customer_country, reference, search, created_at)
      select 'BULK' || n, ${organizationId}, 'live', 'payin', 'success', 100, 'UAH', 'card', 'b@example.com', 'UA',
        'bulk-' || n, 'bulk ' || n, now() - make_interval(secs => n)
      from generate_series(1, 10050) n`);
    await db.transaction((tx) => rebuildRollup(tx, organizationId));
    const capped = await summaryOf(owner, { search: 'bulk' });
    expect(capped.json().meta).toEqual({ mode: 'live', source: 'rows', capped: true, count_estimated: true });
    expect(capped.json().data.attributes.totals).toEqual([]);
    expect(capped.json().data.attributes.count).toBeGreaterThanOrEqual(10_001);

    // Issue 32: one count a page. The web's footer says the summary's count; where the summary reads rows it is the
    // list's own total (exact to the cap, "about" past it), so a grid without a summary says the same.
    for (const filter of [{ search: 'pay' }, { search: 'bulk' }] as Array<Record<string, FilterWire>>) {
      const query = gridRequestToQuery({ page: { kind: 'cursor', size: 20 }, sort: [], filter });
      const list = await owner.get(`/payments?${query}`);
      const summary = await summaryOf(owner, filter);
      expect(list.statusCode, list.body).toBe(200);
      expect(summary.json().meta.source).toBe('rows');
      expect(
        { count: summary.json().data.attributes.count, estimated: summary.json().meta.count_estimated },
        JSON.stringify(filter),
      ).toEqual({ count: list.json().meta.page.total, estimated: list.json().meta.page.total_estimated });
    }
    const whole = await summaryOf(owner, { currency: 'UAH' });
    expect(whole.json().meta.source).toBe('rollup');
    expect(whole.json().data.attributes.totals).toEqual([
      { currency: 'UAH', exponent: 2, count: 10_050, amount_minor: '1005000' },
    ]);
  });
});
