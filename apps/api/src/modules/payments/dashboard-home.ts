import type { DashboardHome } from '@paygrid/contracts/dashboard-home/dashboard-home';
import {
  currenciesByCode,
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
import { queryRows } from '../../grid/rows';
import { type MoneySource, moneyByDay, onWholeHours } from './rollup-source';

/** Failure reasons are read from at most this many latest failures, so the home page never scans them all. */
export const FAILURE_REASON_CAP = 10_000;
const LATEST = 10;

type Home = DashboardHome['data']['attributes'];
type Sum = { currency: string; exponent: number; count: number; amount_minor: string };

/** The first second of every day in [from, to) in the zone, and `to`: DST days are 23 or 25 hours. */
export function dayStarts(from: number, to: number, timeZone: string): number[] {
  const starts: number[] = [];
  let start = from;
  while (start < to) {
    starts.push(start);
    start = Math.floor(zonedDayBounds(start * 1000 + 1000, timeZone).end / 1000);
  }
  return [...starts, to];
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

/**
 * The dashboard home (issue 17): the last 30 calendar days in the user's zone. Days are assembled from the daily
 * and hourly rollups when every day boundary falls on a whole UTC hour, else from the rows, so each figure matches
 * the grid it links to. Amounts are summed per currency only.
 */
export async function dashboardHome(
  db: Db,
  scope: { organizationId: string; mode: PaymentMode },
  options: { timeZone: string; now?: number },
): Promise<{ attributes: Home; source: MoneySource }> {
  const { timeZone } = options;
  const window = resolveDatePreset('last-30-days', timeZone, options.now ?? Date.now());
  const from = window.gte ?? 0;
  const to = window.lt ?? 0;
  const boundaries = dayStarts(from, to, timeZone);
  const source: MoneySource = onWholeHours(boundaries) ? 'rollup' : 'rows';
  const inScope = sql`organization_id = ${scope.organizationId} and mode = ${scope.mode}`;

  const groupedRead = queryRows(
    db,
    sql`select day, currency, status, method, sum(n)::bigint as n, sum(amount)::text as amount
        from ${moneyByDay(source, inScope, boundaries)} money
        group by 1, 2, 3, 4 having sum(n) <> 0`,
  );
  const failuresRead = queryRows(
    db,
    sql`select reason, count(*)::int as n, sum(count(*)) over ()::int as read from (
          select coalesce(status_history -> -1 ->> 'reason', '') as reason from payments
          where ${inScope} and status = 'failed' and created_at >= to_timestamp(${from})
            and created_at < to_timestamp(${to})
          order by created_at desc limit ${FAILURE_REASON_CAP + 1}) failed
        group by reason order by n desc, reason limit 8`,
  );
  // The text column must not be called created_at: ORDER BY would sort by it and scan every row (bench, 1M).
  const latestRead = queryRows(
    db,
    sql`select id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created, type, status, method, currency, amount_minor::text as amount
        from payments where ${inScope} order by created_at desc, id desc limit ${LATEST}`,
  );
  // The three reads are independent and asked together.
  const [grouped, failures, latest] = await Promise.all([groupedRead, failuresRead, latestRead]);

  const localDate = new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' });
  const days = boundaries
    .slice(0, -1)
    .map((start) => ({ date: localDate.format(new Date(start * 1000)), start }));
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
    const day = perDay[Number(row.day)];
    const count = Number(row.n);
    const status = row.status as PaymentStatus;
    const method = row.method as PaymentMethod;
    const methodTally = methods.get(method) ?? { count: 0, success: 0 };
    methods.set(method, {
      count: methodTally.count + count,
      success: methodTally.success + (status === 'success' ? count : 0),
    });
    statuses.set(status, (statuses.get(status) ?? 0) + count);
    if (!day) continue;
    day.count += count;
    if (status === 'failed') day.failed += count;
    if (status === 'success') {
      day.success += count;
      addTo(day.volume, String(row.currency), count, BigInt(String(row.amount)));
      addTo(volume, String(row.currency), count, BigInt(String(row.amount)));
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
      methods: PAYMENT_METHODS.flatMap((method) => {
        const tally = methods.get(method);
        return tally ? [{ method, ...tally }] : [];
      }),
      statuses: PAYMENT_STATUSES.flatMap((status) => {
        const count = statuses.get(status);
        return count ? [{ status, count }] : [];
      }),
      failure_reasons: failures.map((row) => ({ reason: String(row.reason), count: Number(row.n) })),
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
