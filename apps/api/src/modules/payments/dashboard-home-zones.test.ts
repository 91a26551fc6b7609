import {
  type FilterWire,
  gridRequestToQuery,
  isPaidStatus,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  type PaymentMethod,
  type PaymentStatus,
  type PaymentType,
  resolveDatePreset,
} from '@paygrid/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import type { ApiClient } from '../../test/client';
import { organizationOwnedBy } from '../../test/organizations';
import { signedInUser } from '../../test/users';
import { dashboardHome, exponentOf } from './dashboard-home';
import { insertTestPayment, type TestPayment } from './rollup-test-payments.test-support';
import { rebuildRollup } from './rollup-writes';

// Payments on fixed dates, so a window can hold a change of summer time whatever today is: every 3 h 37 min 13 s
// from 20 September to 25 November 2026 (odd minutes, so every hour and every day of every zone is touched).
const FIRST = Date.UTC(2026, 8, 20);
const LAST = Date.UTC(2026, 10, 25);
const STEP = (3 * 3600 + 37 * 60 + 13) * 1000;
const CURRENCIES = ['USD', 'EUR', 'JPY'];
const written: TestPayment[] = [];

let testApp: TestApp;
let owner: ApiClient;
let organizationId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  const creator = await signedInUser(testApp, 'zones-owner@example.com');
  const created = await organizationOwnedBy(creator, 'zones-co');
  organizationId = created.id;
  owner = created.dashboard;
  for (let index = 0, at = FIRST; at < LAST; index += 1, at += STEP) {
    const payment: TestPayment = {
      id: `PAY${String(index).padStart(6, '0')}`,
      organizationId,
      mode: index % 9 === 0 ? 'test' : 'live',
      type: PAYMENT_TYPES[index % PAYMENT_TYPES.length] as PaymentType,
      status: PAYMENT_STATUSES[(index * 5) % PAYMENT_STATUSES.length] as PaymentStatus,
      method: PAYMENT_METHODS[(index * 7) % PAYMENT_METHODS.length] as PaymentMethod,
      currency: CURRENCIES[index % CURRENCIES.length] ?? 'USD',
      amountMinor: BigInt(100 + index * 41),
      createdAt: new Date(at),
    };
    await insertTestPayment(testApp.database.db, payment);
    written.push(payment);
  }
});
afterAll(async () => testApp?.close());

type Tally = { count: number; success: number; failed: number; volume: Map<string, [number, bigint]> };

const volumeLines = (volume: ReadonlyArray<{ currency: string; count: number; amount_minor: string }>) =>
  volume.map((sum) => `${sum.currency} ${sum.count} ${sum.amount_minor}`);

/** The home page's figures computed here from the payments written, without SQL: what the rows say. */
function homeOracle(timeZone: string, now: number) {
  const { gte = 0, lt = 0 } = resolveDatePreset('last-30-days', timeZone, now);
  const inWindow = written.filter(
    (payment) =>
      payment.mode === 'live' &&
      payment.createdAt.getTime() >= gte * 1000 &&
      payment.createdAt.getTime() < lt * 1000,
  );
  const localDate = new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' });
  const days = new Map<string, Tally>();
  const total: Tally = { count: 0, success: 0, failed: 0, volume: new Map() };
  const methods = new Map<string, { count: number; success: number }>();
  const statuses = new Map<string, number>();
  for (const payment of inWindow) {
    const date = localDate.format(payment.createdAt);
    const day = days.get(date) ?? { count: 0, success: 0, failed: 0, volume: new Map() };
    for (const tally of [day, total]) {
      tally.count += 1;
      if (payment.status === 'failed') tally.failed += 1;
      if (isPaidStatus(payment.status)) {
        tally.success += 1;
        const [count, amount] = tally.volume.get(payment.currency) ?? [0, 0n];
        tally.volume.set(payment.currency, [count + 1, amount + payment.amountMinor]);
      }
    }
    days.set(date, day);
    const method = methods.get(payment.method) ?? { count: 0, success: 0 };
    methods.set(payment.method, {
      count: method.count + 1,
      success: method.success + (isPaidStatus(payment.status) ? 1 : 0),
    });
    statuses.set(payment.status, (statuses.get(payment.status) ?? 0) + 1);
  }
  const lines = (tally: Tally | undefined) =>
    [...(tally?.volume ?? new Map<string, [number, bigint]>()).entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, [count, amount]]) => `${currency} ${count} ${amount}`);
  return {
    count: total.count,
    day: (date: string) => {
      const tally = days.get(date);
      const finished = (tally?.success ?? 0) + (tally?.failed ?? 0);
      return {
        date,
        count: tally?.count ?? 0,
        success: tally?.success ?? 0,
        failed: tally?.failed ?? 0,
        success_rate: finished === 0 ? null : (tally?.success ?? 0) / finished,
        volume: lines(tally),
      };
    },
    volume: lines(total),
    methods: PAYMENT_METHODS.flatMap((method) => {
      const tally = methods.get(method);
      return tally ? [{ method, ...tally }] : [];
    }),
    statuses: PAYMENT_STATUSES.flatMap((status) => {
      const count = statuses.get(status);
      return count ? [{ status, count }] : [];
    }),
  };
}

const zones: Array<{ label: string; timeZone: string; now: number; source: 'rollup' | 'rows' }> = [
  {
    label: 'east of UTC (Asia/Tokyo, UTC+9)',
    timeZone: 'Asia/Tokyo',
    now: Date.UTC(2026, 10, 20, 12),
    source: 'rollup',
  },
  {
    label: 'west of UTC (America/Phoenix, UTC-7)',
    timeZone: 'America/Phoenix',
    now: Date.UTC(2026, 10, 20, 12),
    source: 'rollup',
  },
  {
    label: 'UTC itself (whole UTC days only)',
    timeZone: 'UTC',
    now: Date.UTC(2026, 10, 20, 12),
    source: 'rollup',
  },
  {
    label: 'more than 12 hours east (Pacific/Kiritimati, UTC+14)',
    timeZone: 'Pacific/Kiritimati',
    now: Date.UTC(2026, 10, 20, 12),
    source: 'rollup',
  },
  {
    label: 'summer time ending inside the window, east (Europe/Kiev, 25 October)',
    timeZone: 'Europe/Kiev',
    now: Date.UTC(2026, 10, 5, 12),
    source: 'rollup',
  },
  {
    label: 'summer time ending inside the window, west (America/New_York, 1 November)',
    timeZone: 'America/New_York',
    now: Date.UTC(2026, 10, 20, 12),
    source: 'rollup',
  },
  {
    label: 'summer time starting inside the window, south (Australia/Sydney, 4 October)',
    timeZone: 'Australia/Sydney',
    now: Date.UTC(2026, 9, 20, 12),
    source: 'rollup',
  },
  {
    label: 'a zone whose days start on half hours (Asia/Kolkata, UTC+5:30)',
    timeZone: 'Asia/Kolkata',
    now: Date.UTC(2026, 10, 20, 12),
    source: 'rollup',
  },
  {
    label: 'a zone whose days start on quarter hours (Asia/Kathmandu, UTC+5:45)',
    timeZone: 'Asia/Kathmandu',
    now: Date.UTC(2026, 10, 20, 12),
    source: 'rollup',
  },
  {
    label: 'half hours west of UTC, summer time ending inside the window (America/St_Johns, 1 November)',
    timeZone: 'America/St_Johns',
    now: Date.UTC(2026, 10, 20, 12),
    source: 'rollup',
  },
  {
    label: 'quarter hours more than 12 hours east, summer time (Pacific/Chatham, UTC+13:45)',
    timeZone: 'Pacific/Chatham',
    now: Date.UTC(2026, 9, 20, 12),
    source: 'rollup',
  },
];

describe("the dashboard home's days in any time zone", () => {
  for (const zone of zones) {
    it(`gives the rows' volume, success rate, method and status splits per local day: ${zone.label}`, async () => {
      const live = { organizationId, mode: 'live' as const };
      const { attributes: home, source } = await dashboardHome(testApp.database.db, live, {
        timeZone: zone.timeZone,
        now: zone.now,
      });
      expect(source).toBe(zone.source);
      const oracle = homeOracle(zone.timeZone, zone.now);
      expect(home.days).toHaveLength(30);
      expect(new Set(home.days.map((day) => day.date)).size).toBe(30);
      expect(home.days.reduce((sum, day) => sum + day.count, 0)).toBe(oracle.count);
      expect(
        home.days.map((day) => ({
          date: day.date,
          count: day.count,
          success: day.success,
          failed: day.failed,
          success_rate: day.success_rate,
          volume: volumeLines(day.volume),
        })),
      ).toEqual(home.days.map((day) => oracle.day(day.date)));
      expect(volumeLines(home.volume)).toEqual(oracle.volume);
      expect(home.methods).toEqual(oracle.methods);
      expect(home.statuses).toEqual(oracle.statuses);
    });
  }

  it('reads whole UTC days from the daily rollup: a UTC user’s home needs no quarter of the other one', async () => {
    const live = { organizationId, mode: 'live' as const };
    const options = { timeZone: 'UTC', now: Date.UTC(2026, 10, 20, 12) };
    const before = await dashboardHome(testApp.database.db, live, options);
    await testApp.database.db.execute(
      sql`delete from payment_rollup_quarters where organization_id = ${organizationId}`,
    );
    const after = await dashboardHome(testApp.database.db, live, options);
    await testApp.database.db.transaction((tx) => rebuildRollup(tx, organizationId));
    expect(after.attributes.days).toEqual(before.attributes.days);
    expect(after.attributes.days.some((day) => day.count > 0)).toBe(true);
  });
});

const second = (iso: string) => Date.parse(iso) / 1000;
const inRange = (payment: TestPayment, gte = Number.NEGATIVE_INFINITY, lt = Number.POSITIVE_INFINITY) =>
  payment.createdAt.getTime() >= gte * 1000 && payment.createdAt.getTime() < lt * 1000;

const summaryOf = (filter: Record<string, FilterWire>) =>
  owner.get(
    `/payments/summary?${gridRequestToQuery({ page: { kind: 'cursor', size: 20 }, sort: [], filter })}`,
  );

/** The summary's count and per-currency totals computed here from the payments written. */
function summaryOracle(matches: (payment: TestPayment) => boolean) {
  const totals = new Map<string, { count: number; amount: bigint }>();
  for (const payment of written.filter((p) => p.mode === 'live' && matches(p))) {
    const total = totals.get(payment.currency) ?? { count: 0, amount: 0n };
    totals.set(payment.currency, { count: total.count + 1, amount: total.amount + payment.amountMinor });
  }
  const list = [...totals.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, total]) => ({
      currency,
      exponent: exponentOf(currency),
      count: total.count,
      amount_minor: total.amount.toString(),
    }));
  return { count: list.reduce((sum, total) => sum + total.count, 0), totals: list };
}

const summaries: Array<{
  label: string;
  filter: Record<string, FilterWire>;
  matches: (p: TestPayment) => boolean;
}> = [
  {
    label: 'whole local days in New York across the end of summer time',
    filter: {
      created_at: {
        type: 'between',
        gte: String(second('2026-10-20T04:00:00Z')),
        lt: String(second('2026-11-10T05:00:00Z')),
      },
    },
    matches: (p) => inRange(p, second('2026-10-20T04:00:00Z'), second('2026-11-10T05:00:00Z')),
  },
  {
    label: 'whole local days in Kyiv, with a status and two currencies',
    filter: {
      created_at: {
        type: 'between',
        gte: String(second('2026-10-31T22:00:00Z')),
        lt: String(second('2026-11-15T22:00:00Z')),
      },
      status: 'success',
      currency: 'USD,EUR',
    },
    matches: (p) =>
      inRange(p, second('2026-10-31T22:00:00Z'), second('2026-11-15T22:00:00Z')) &&
      p.status === 'success' &&
      ['USD', 'EUR'].includes(p.currency),
  },
  {
    label: 'a few hours inside one UTC day',
    filter: {
      created_at: {
        type: 'between',
        gte: String(second('2026-11-03T05:00:00Z')),
        lt: String(second('2026-11-03T16:00:00Z')),
      },
    },
    matches: (p) => inRange(p, second('2026-11-03T05:00:00Z'), second('2026-11-03T16:00:00Z')),
  },
  {
    label: 'everything after an hour (an open end)',
    filter: { created_at: { type: 'is-after', gte: String(second('2026-11-01T21:00:00Z')) } },
    matches: (p) => inRange(p, second('2026-11-01T21:00:00Z')),
  },
  {
    label: 'everything before an hour (an open start)',
    filter: { created_at: { type: 'is-before', lt: String(second('2026-10-01T03:00:00Z')) } },
    matches: (p) => inRange(p, undefined, second('2026-10-01T03:00:00Z')),
  },
  {
    label: 'whole local days in Kolkata (bounds on half hours), by type',
    filter: {
      created_at: {
        type: 'between',
        gte: String(second('2026-10-20T18:30:00Z')),
        lt: String(second('2026-11-10T18:30:00Z')),
      },
      type: 'payin',
    },
    matches: (p) =>
      inRange(p, second('2026-10-20T18:30:00Z'), second('2026-11-10T18:30:00Z')) && p.type === 'payin',
  },
  {
    label: 'a quarter of an hour inside one UTC day',
    filter: {
      created_at: {
        type: 'between',
        gte: String(second('2026-11-03T05:15:00Z')),
        lt: String(second('2026-11-03T05:30:00Z')),
      },
    },
    matches: (p) => inRange(p, second('2026-11-03T05:15:00Z'), second('2026-11-03T05:30:00Z')),
  },
  {
    label: 'every day, by status',
    filter: { status: 'failed' },
    matches: (p) => p.status === 'failed',
  },
  {
    label: 'a type over whole days (both rollups keep the type)',
    filter: {
      created_at: {
        type: 'between',
        gte: String(second('2026-10-20T04:00:00Z')),
        lt: String(second('2026-11-10T05:00:00Z')),
      },
      type: 'payout',
    },
    matches: (p) =>
      inRange(p, second('2026-10-20T04:00:00Z'), second('2026-11-10T05:00:00Z')) && p.type === 'payout',
  },
];

describe('the summary over the payments grid from the daily and quarter-hour rollups', () => {
  for (const { label, filter, matches } of summaries) {
    it(`answers as the rows do: ${label}`, async () => {
      const byRollup = await summaryOf(filter);
      expect(byRollup.statusCode, byRollup.body).toBe(200);
      expect(byRollup.json().meta).toEqual({
        mode: 'live',
        source: 'rollup',
        capped: false,
        count_estimated: false,
      });
      // A search every id matches sends the same filter to the rows.
      const byRows = await summaryOf({ ...filter, search: 'pay' });
      expect(byRows.json().meta.source).toBe('rows');
      expect(byRollup.json().data).toEqual(byRows.json().data);
      expect(byRollup.json().data.attributes).toEqual(summaryOracle(matches));
    });
  }
});
