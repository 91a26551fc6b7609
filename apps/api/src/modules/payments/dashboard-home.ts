import type { DashboardHome } from '@paygrid/contracts/dashboard-home/dashboard-home';
import {
  currenciesByCode,
  FAILURE_REASON_CAP,
  type FailureReason,
  PAID_PAYMENT_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type PaymentMethod,
  type PaymentMode,
  type PaymentStatus,
  resolveDatePreset,
  zonedDayBounds,
} from '@paygrid/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { literalLimit } from '../../db/literal-limit';
import { queryRows } from '../../db/rows';
import { BoundedMap } from '../../shared/bounded-map';
import { type MoneySource, moneyByDay, onQuarterHours, refundsAt } from './rollup-source';

/**
 * `grouping(day, currency, method, status)` of each grouping set: a bit per column, set where the row sums over it
 * (day 8, currency 4, method 2, status 1).
 */
const TALLY = { dayAndCurrency: 3, day: 7, method: 13, status: 14 } as const;

const LATEST = 10;

type Home = DashboardHome['data']['attributes'];
type Sum = { currency: string; exponent: number; count: number; amount_minor: string };

/**
 * The first second of every day in [from, to) in the zone, and `to`: DST days are 23 or 25 hours.
 * @internal Exported for tests only.
 */
export function dayStarts(from: number, to: number, timeZone: string): number[] {
  const starts: number[] = [];
  let start = from;
  while (start < to) {
    starts.push(start);
    start = Math.floor(zonedDayBounds(start * 1000 + 1000, timeZone).end / 1000);
  }
  return [...starts, to];
}

type Calendar = { boundaries: number[]; days: Array<{ date: string; start: number }> };
const calendars = new BoundedMap<string, Calendar>(500);

/**
 * The days of [from, to) in a zone, with their local dates. A window is the same for every request of its day, and
 * finding its days by the zone's rules was a sixth of the page's time on the server: it is kept, per window and zone.
 */
function calendarOf(from: number, to: number, timeZone: string): Calendar {
  const key = `${from}|${to}|${timeZone}`;
  const kept = calendars.get(key);
  if (kept) return kept;
  const boundaries = dayStarts(from, to, timeZone);
  const localDate = new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' });
  const calendar = {
    boundaries,
    days: boundaries.slice(0, -1).map((start) => ({ date: localDate.format(new Date(start * 1000)), start })),
  };
  calendars.set(key, calendar);
  return calendar;
}

/** The home's window in unix seconds: the last 30 calendar days in the zone, today included. */
export function homeWindow(timeZone: string, now: number): { from: number; to: number } {
  const window = resolveDatePreset('last-30-days', timeZone, now);
  return { from: window.gte ?? 0, to: window.lt ?? 0 };
}

/** A payment's currency is a catalogue currency; 0 reads an unknown one as plain minor units. */
export const exponentOf = (currency: string) => currenciesByCode.get(currency)?.exponent ?? 0;

const addTo = (sums: Map<string, Sum>, currency: string, count: number, amount: bigint) => {
  const sum = sums.get(currency) ?? { currency, exponent: exponentOf(currency), count: 0, amount_minor: '0' };
  sums.set(currency, {
    ...sum,
    count: sum.count + count,
    amount_minor: (BigInt(sum.amount_minor) + amount).toString(),
  });
};
const byCurrency = (sums: Map<string, Sum>) =>
  [...sums.values()].sort((a, b) => a.currency.localeCompare(b.currency));
const rate = (success: number, failed: number) =>
  success + failed === 0 ? null : success / (success + failed);

type Flow = Home['flows'][number];

/** Pay-ins, payouts and refunds per currency, and what is left of them (net), the busiest currency first. */
function flowsOf(rows: ReadonlyArray<Record<string, unknown>>): Flow[] {
  const byCurrency = new Map<string, Flow>();
  for (const row of rows) {
    const currency = String(row.currency);
    const flow = byCurrency.get(currency) ?? {
      currency,
      exponent: exponentOf(currency),
      payin: { count: 0, amount_minor: '0' },
      payout: { count: 0, amount_minor: '0' },
      refund: { count: 0, amount_minor: '0' },
      net_minor: '0',
    };
    const type = row.type as 'payin' | 'payout' | 'refund';
    flow[type] = { count: Number(row.n), amount_minor: String(row.amount ?? '0') };
    byCurrency.set(currency, flow);
  }
  const amount = (text: string) => BigInt(text);
  return (
    [...byCurrency.values()]
      .map((flow) => ({
        ...flow,
        net_minor: String(
          amount(flow.payin.amount_minor) -
            amount(flow.payout.amount_minor) -
            amount(flow.refund.amount_minor),
        ),
      }))
      // By how many payments moved, never by amounts of different currencies (issue 32).
      .sort(
        (a, b) =>
          b.payin.count +
            b.payout.count +
            b.refund.count -
            (a.payin.count + a.payout.count + a.refund.count) || a.currency.localeCompare(b.currency),
      )
  );
}

/**
 * The dashboard home (issue 17): the last 30 calendar days in the user's zone. Days are assembled from the daily
 * and quarter-hour rollups when every day boundary falls on a UTC quarter hour (every zone in use, ADR 0108), else
 * from the rows, so each figure matches the grid it links to. Amounts are summed per currency only.
 */
export async function dashboardHome(
  db: Db,
  scope: { organizationId: string; mode: PaymentMode },
  options: { timeZone: string; now?: number },
): Promise<{ attributes: Home; source: MoneySource }> {
  const { timeZone } = options;
  const { from, to } = homeWindow(timeZone, options.now ?? Date.now());
  const { boundaries, days } = calendarOf(from, to, timeZone);
  const source: MoneySource = onQuarterHours(boundaries) ? 'rollup' : 'rows';
  const inScope = sql`organization_id = ${scope.organizationId} and mode = ${scope.mode}`;
  const paid = sql`status in (${sql.join(
    PAID_PAYMENT_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  )})`;

  // Four small tallies in one read, not the day × currency × status × method cube (up to 15,000 rows at a million
  // payments, each parsed and added up here: most of the page's time). `grouping(…)` says which tally a row is.
  const groupedRead = queryRows(
    db,
    sql`select grouping(day, currency, method, status) as tally, day, currency, method, status,
          sum(n)::bigint as n, (sum(n) filter (where ${paid}))::bigint as success,
          (sum(n) filter (where status = 'failed'))::bigint as failed,
          (sum(amount) filter (where ${paid}))::text as amount
        from ${moneyByDay(source, inScope, boundaries)} money
        group by grouping sets ((day, currency), (day), (method), (status))`,
  );
  // Newest failures first through their own index (failed payments alone): each code's count is what the grid's
  // failure-reason filter finds in the same window, unless the reasons were read from the latest failures only.
  const failuresRead = queryRows(
    db,
    sql`select reason, count(*)::int as n, sum(count(*)) over ()::int as read from (
          select failure_reason as reason from payments
          where ${inScope} and failure_reason is not null and created_at >= to_timestamp(${from})
            and created_at < to_timestamp(${to})
          order by created_at desc limit ${literalLimit(FAILURE_REASON_CAP + 1)}) failed
        group by reason order by n desc, reason`,
  );
  // The text column must not be called created_at: ORDER BY would sort by it and scan every row (bench, 1M).
  const latestRead = queryRows(
    db,
    sql`select id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created, type, status, method, currency, amount_minor::text as amount
        from payments where ${inScope} order by created_at desc, id desc limit ${literalLimit(LATEST)}`,
  );
  // Money in and out by type (issue 32): the window read as one day from the same rollups. Refunds are the refund
  // operations that succeeded in the window (issue 38), beside the refund payments recorded before them; a refunded
  // pay-in still counts as paid in (a payout or a refund payment only when it succeeded: the demo wrote some
  // `refunded`, which nothing refunded).
  const inWindow = sql`at >= to_timestamp(${from}) and at < to_timestamp(${to})`;
  const moving = sql`${inScope} and type in ('payin', 'payout', 'refund')
    and (status = 'success' or (type = 'payin' and ${paid}))`;
  const flowsRead = queryRows(
    db,
    sql`select currency, type, sum(n)::bigint as n, sum(amount)::text as amount from (
          select currency, type, n, amount from ${moneyByDay(source, moving, [from, to])} money
          union all
          select currency, 'refund', n, amount from ${refundsAt(source)} refunds
          where ${inScope} and ${inWindow}) flows
        group by currency, type having sum(n) <> 0`,
  );
  // The four reads are independent and asked together.
  const [grouped, failures, latest, flowRows] = await Promise.all([
    groupedRead,
    failuresRead,
    latestRead,
    flowsRead,
  ]);

  const perDay = days.map(() => ({
    count: 0,
    success: 0,
    failed: 0,
    volume: new Map<string, Sum>(),
  }));
  const volume = new Map<string, Sum>();
  const methods = new Map<PaymentMethod, { count: number; success: number }>();
  const statuses = new Map<PaymentStatus, number>();
  for (const row of grouped) {
    const count = Number(row.n);
    const success = Number(row.success ?? 0);
    switch (Number(row.tally)) {
      case TALLY.dayAndCurrency: {
        const day = perDay[Number(row.day)];
        const amount = BigInt(String(row.amount ?? '0'));
        if (!day || (success === 0 && amount === 0n)) break;
        addTo(day.volume, String(row.currency), success, amount);
        addTo(volume, String(row.currency), success, amount);
        break;
      }
      case TALLY.day: {
        const day = perDay[Number(row.day)];
        if (!day) break;
        day.count += count;
        day.success += success;
        day.failed += Number(row.failed ?? 0);
        break;
      }
      case TALLY.method:
        if (count !== 0) methods.set(row.method as PaymentMethod, { count, success });
        break;
      case TALLY.status:
        if (count !== 0) statuses.set(row.status as PaymentStatus, count);
        break;
    }
  }

  return {
    source,
    attributes: {
      time_zone: timeZone,
      from,
      to,
      days: days.map((day, index) => {
        const tally = perDay[index] ?? { count: 0, success: 0, failed: 0, volume: new Map() };
        return {
          ...day,
          count: tally.count,
          success: tally.success,
          failed: tally.failed,
          success_rate: rate(tally.success, tally.failed),
          volume: byCurrency(tally.volume),
        };
      }),
      volume: byCurrency(volume),
      flows: flowsOf(flowRows),
      methods: PAYMENT_METHODS.flatMap((method) => {
        const tally = methods.get(method);
        return tally ? [{ method, ...tally }] : [];
      }),
      statuses: PAYMENT_STATUSES.flatMap((status) => {
        const count = statuses.get(status);
        return count ? [{ status, count }] : [];
      }),
      failure_reasons: failures.map((row) => ({
        reason: row.reason as FailureReason,
        count: Number(row.n),
      })),
      failure_reasons_capped: Number(failures[0]?.read ?? 0) > FAILURE_REASON_CAP,
      latest: latest.map((row) => ({
        id: String(row.id),
        created_at: String(row.created),
        type: row.type as Home['latest'][number]['type'],
        status: row.status as PaymentStatus,
        method: row.method as PaymentMethod,
        currency: String(row.currency),
        exponent: exponentOf(String(row.currency)),
        amount_minor: String(row.amount),
      })),
    },
  };
}
