import { writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { type CheckedGridRequest, paymentsGrid } from '@paygrid/domain';
import autocannon from 'autocannon';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../apps/api/src/db/client';
import { queryRows } from '../apps/api/src/db/rows';
import { checkListQuery } from '../apps/api/src/grid/check-query';
import { encodeCursor } from '../apps/api/src/grid/cursor';
import { exportGrid } from '../apps/api/src/grid/export-grid';
import { listGrid } from '../apps/api/src/grid/list-grid';
import { orderKeys, signatureOf } from '../apps/api/src/grid/order-keys';
import { dashboardHome } from '../apps/api/src/modules/payments/dashboard-home';
import { paymentGridSql } from '../apps/api/src/modules/payments/payment-grid';
import { paymentSummary } from '../apps/api/src/modules/payments/summary';
import { benchServer, ms, openBackend, type Timing, timing } from './bench-kit';
import { startBuiltServer } from './built-server';
import { insertBenchPayments } from './payments-data';
import { partitionPaymentsByMonth } from './payments-partitions';

const argument = (name: string) => {
  const index = process.argv.indexOf(name);
  return index < 0 ? undefined : process.argv[index + 1];
};
const ROWS = Number(argument('--rows') ?? 1_000_000);
const RUNS = Number(argument('--runs') ?? 100);
const DURATION = Number(argument('--duration') ?? 10);
const ONLY = argument('--only');
const PARTITIONED = process.argv.includes('--partitioned');
const TIME_ZONE = 'Europe/Kiev';
const EXPORT_ROWS = Math.min(100_000, ROWS);

/** Every query a call runs, captured so its plan can be kept beside the figures. */
function capturing(db: Db, into: SQL[]): Db {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'execute') {
        return (query: SQL) => {
          into.push(query);
          return target.execute(query);
        };
      }
      return Reflect.get(target, property, receiver);
    },
  });
}

/** A parameter as an untyped SQL literal, so EXECUTE coerces it to the prepared statement's type as a bind would. */
const literal = (value: unknown): string =>
  value === null || value === undefined
    ? 'null'
    : `'${String(value instanceof Date ? value.toISOString() : value).replaceAll("'", "''")}'`;

/**
 * EXPLAIN ANALYZE of one captured query (the engine's own estimate query is itself an EXPLAIN: skipped). On
 * PostgreSQL also the plan the server runs from the sixth execution of the prepared statement on, generic or custom
 * (ADR 0081): prepared, run five times, then explained, in one transaction so all of it is one connection's.
 */
async function keepPlan(db: Db, query: SQL, label: string, plans: string[], kind: string): Promise<void> {
  const block = (title: string, plan: Array<Record<string, unknown>>) =>
    plans.push(`#### ${title}\n\n\`\`\`\n${plan.map((line) => Object.values(line)[0]).join('\n')}\n\`\`\`\n`);
  try {
    block(label, await queryRows(db, sql`explain (analyze, buffers) ${query}`));
  } catch {
    return; // an EXPLAIN of an EXPLAIN
  }
  if (kind !== 'postgres') return;
  const { sql: text, params } = new PgDialect().sqlToQuery(query);
  const execute = `execute bench_plan${params.length ? `(${params.map(literal).join(', ')})` : ''}`;
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`prepare bench_plan as ${text}`));
    for (let run = 0; run < 5; run += 1) await tx.execute(sql.raw(execute));
    const plan = await queryRows(tx, sql.raw(`explain (analyze, buffers) ${execute}`));
    const [counts] = await queryRows(
      tx,
      sql`select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements
          where name = 'bench_plan'`,
    );
    await tx.execute(sql`deallocate bench_plan`);
    block(
      `${label}, as prepared, its sixth run (the six: ${counts?.generic} generic, ${counts?.custom} custom plans)`,
      plan,
    );
  });
}

async function load(url: string, headers: Record<string, string>): Promise<string> {
  const result = await autocannon({ url, connections: 50, duration: DURATION, headers });
  const bad = result.non2xx + result.errors;
  return `${Math.round(result.requests.average)} req/s (p99 ${result.latency.p99} ms${bad ? `, ${bad} not 2xx` : ''})`;
}

async function benchOne(
  kind: 'postgres' | 'pglite',
  report: string[],
  plans: string[],
  partitioned = false,
): Promise<void> {
  const { database, url, drop } = await openBackend(kind, 'bench_payments');
  try {
    const server = await benchServer(database, {
      timeZone: TIME_ZONE,
      ...(partitioned && { prepare: (db: Db) => partitionPaymentsByMonth(db, 13) }),
    });
    const { config, base, organizationId, cookie } = server;
    const { db } = database;
    const headers = { host: `bench.${config.APP_HOST}`, cookie };
    const started = performance.now();
    const steps = await insertBenchPayments(db, organizationId, ROWS, kind === 'pglite' ? 100_000 : ROWS);
    const step = (seconds: number) => `${seconds.toFixed(1)} s`;
    report.push(
      `\n### ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}${partitioned ? ', partitioned by month' : ''} — ${ROWS.toLocaleString('en')} payments (loaded with the rollup in ${step((performance.now() - started) / 1000)}: insert ${step(steps.insert)}, indexes ${step(steps.indexes)}, rollup ${step(steps.rollup)}, vacuum analyze ${step(steps.vacuum)})\n`,
    );

    const scope = sql`organization_id = ${organizationId} and mode = 'live'`;
    const live = { organizationId, mode: 'live' as const };
    // node:http, not fetch: fetch drops the Host header that names the organisation.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const api = (pathAndQuery: string) =>
      new Promise<number>((resolve, reject) => {
        const call = http.get(`${base}/api/v1${pathAndQuery}`, { headers, agent }, (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        });
        call.on('error', reject);
      });
    const listExists = (await api('/payments')) === 200;
    for (const probe of ['/dashboard/home', '/payments/summary', '/user']) {
      const status = await api(probe);
      if (status !== 200) throw new Error(`GET ${probe} answered ${status}`);
    }
    const request = (query: string): CheckedGridRequest =>
      checkListQuery(paymentsGrid, query, { defaultSize: 20 });

    // The cursor of the 500,000th row (or the middle), as the engine would have handed it out.
    const depth = Math.min(500_000, Math.floor(ROWS / 2));
    const [deep] = await queryRows(
      db,
      sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, id from payments
          where ${scope} order by created_at desc, id desc offset ${depth - 1} limit 1`,
    );
    const keys = orderKeys(paymentsGrid, paymentGridSql.sorts, []);
    const deepCursor = encodeCursor(signatureOf(keys), [deep?.at, deep?.id]);
    const cases: Array<[string, string]> = [
      ['first page (20, newest first)', 'page[size]=20'],
      [
        `cursor page at depth ${depth.toLocaleString('en')}`,
        `page[size]=20&page[after]=${encodeURIComponent(deepCursor)}`,
      ],
      ['filter: status = failed', 'page[size]=20&filter[status]=failed'],
      ['filter: currency USD + status success', 'page[size]=20&filter[currency]=USD&filter[status]=success'],
      [
        'filter: last 7 days + type payout',
        'page[size]=20&filter[created_at][preset]=last-7-days&filter[type]=payout',
      ],
      ['search: a customer e-mail', 'page[size]=20&filter[search]=c4242@example.com'],
      // Issue 32: amounts sort within their currency (payments_currency_amount), failures filter by reason.
      ['sort: amount (currency, then amount)', 'page[size]=20&sort=amount'],
      ['sort: amount descending, one currency', 'page[size]=20&sort=-amount&filter[currency]=EUR'],
      ['filter: failure reason', 'page[size]=20&filter[failure_reason]=card_expired'],
      // Issue 38: the few payments holding an operation (payments_pending_operation), and refunds by amount.
      ['filter: has a pending operation', 'page[size]=20&filter[has_pending_operation]=on'],
      [
        'filter: refunded amount ≥ 10, one currency',
        'page[size]=20&filter[currency]=EUR&filter[refunded_amount][gte]=10',
      ],
    ];
    report.push(
      '| query | API median | API p95 | engine SQL median | engine SQL p95 |\n|---|---|---|---|---|',
    );
    const row = (label: string, viaApi: Timing | undefined, raw: Timing) =>
      report.push(
        `| ${label} | ${ms(viaApi?.median)} | ${ms(viaApi?.p95)} | ${ms(raw.median)} | ${ms(raw.p95)} |`,
      );
    for (const [label, query] of cases) {
      const checked = request(query);
      const raw = await timing(RUNS, () =>
        listGrid(db, paymentGridSql, checked, { timeZone: TIME_ZONE, scope }),
      );
      const viaApi = listExists ? await timing(RUNS, () => api(`/payments?${query}`)) : undefined;
      row(`payments ${label}`, viaApi, raw);
      const captured: SQL[] = [];
      await listGrid(capturing(db, captured), paymentGridSql, checked, { timeZone: TIME_ZONE, scope });
      for (const query of captured) {
        await keepPlan(db, query, `${kind}${partitioned ? ' partitioned' : ''}: ${label}`, plans, kind);
      }
    }
    const summaries: Array<[string, string]> = [
      [
        'summary from the rollup (status + currency + last 30 days)',
        'filter[status]=success&filter[currency]=USD,EUR&filter[created_at][preset]=last-30-days',
      ],
      ['summary from the capped rows (search)', 'filter[search]=example.com'],
      ['summary from the rows, narrow (reference)', 'filter[reference]=ref-4242'],
    ];
    for (const [label, query] of summaries) {
      const checked = request(query);
      const raw = await timing(RUNS, () => paymentSummary(db, live, checked, { timeZone: TIME_ZONE }));
      row(label, await timing(RUNS, () => api(`/payments/summary?${query}`)), raw);
      const captured: SQL[] = [];
      await paymentSummary(capturing(db, captured), live, checked, { timeZone: TIME_ZONE });
      for (const query of captured) {
        await keepPlan(db, query, `${kind}: ${label}`, plans, kind);
      }
    }
    for (const zone of [TIME_ZONE, 'Asia/Kolkata']) {
      const raw = await timing(Math.ceil(RUNS / 2), () => dashboardHome(db, live, { timeZone: zone }));
      const viaApi =
        zone === TIME_ZONE ? await timing(Math.ceil(RUNS / 2), () => api('/dashboard/home')) : undefined;
      const { source } = await dashboardHome(db, live, { timeZone: zone });
      row(`dashboard home, ${zone} (${source})`, viaApi, raw);
    }
    const captured: SQL[] = [];
    await dashboardHome(capturing(db, captured), live, { timeZone: TIME_ZONE });
    for (const query of captured) {
      await keepPlan(db, query, `${kind}: dashboard home query`, plans, kind);
    }

    // The export: the newest 100,000 live payments through the engine's cursor stream.
    const [bound] = await queryRows(
      db,
      sql`select extract(epoch from created_at)::bigint as at from payments where ${scope}
          order by created_at desc offset ${EXPORT_ROWS - 1} limit 1`,
    );
    const exportRequest = request(
      `filter[created_at][type]=is-after&filter[created_at][gte]=${Number(bound?.at ?? 0)}`,
    );
    let peak = process.memoryUsage().rss;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const exportStart = performance.now();
    let lines = 0;
    for await (const chunk of exportGrid(db, paymentGridSql, exportRequest, {
      timeZone: TIME_ZONE,
      scope,
    })) {
      lines += String(chunk).split('\n').length - 1;
    }
    const exportSeconds = (performance.now() - exportStart) / 1000;
    clearInterval(sampler);
    report.push(
      `\nExport through the engine: ${(lines - 1).toLocaleString('en')} rows in ${exportSeconds.toFixed(2)} s = ${Math.round((lines - 1) / exportSeconds).toLocaleString('en')} rows/s, peak RSS ${Math.round(peak / 1_048_576)} MB${listExists ? '' : ' (GET /payments/export.csv is not in this branch)'}.`,
    );

    // On PostgreSQL the built server runs in a process of its own, so autocannon does not take its event loop, once
    // as one process and once as two (SERVER_PROCESSES=2, one a core here: ADR 0083). PGlite lives in this process,
    // so its server stays here beside autocannon (read its ratios, not its figures).
    for (const processes of url ? [1, 2] : [0]) {
      const loaded = url
        ? await startBuiltServer({ databaseUrl: url, appHost: config.APP_HOST, processes })
        : undefined;
      const target = loaded?.base ?? base;
      report.push(
        `\nUnder load (autocannon -c 50 -d ${DURATION}; ${loaded ? `the built server in ${processes === 1 ? 'one process' : `${processes} processes (SERVER_PROCESSES=${processes})`} of its own` : 'the server in the bench process, beside autocannon'}):\n`,
      );
      try {
        report.push(`- GET /healthz: ${await load(`${target}/healthz`, {})}`);
        report.push(`- GET /api/v1/user: ${await load(`${target}/api/v1/user`, headers)}`);
        report.push(
          `- GET /api/v1/dashboard/home: ${await load(`${target}/api/v1/dashboard/home`, headers)}`,
        );
        report.push(
          listExists
            ? `- GET /api/v1/payments (first page): ${await load(`${target}/api/v1/payments?page[size]=20`, headers)}`
            : '- GET /api/v1/payments: not in this branch (the list route lands with issue 16).',
        );
      } finally {
        await loaded?.stop();
      }
    }
    if (!listExists) report.push('\nAPI columns marked n/a: GET /payments is not in this branch yet.');
    // The bench's keep-alive socket, closed first: the server closing it under us was an uncaught ECONNRESET.
    agent.destroy();
    await server.close();
  } finally {
    await drop();
  }
}

// Printed as it goes: a long run that is stopped still leaves its figures.
const report: string[] = [];
report.push = (...lines: string[]) => {
  for (const line of lines) console.log(line);
  return 0;
};
report.push(
  `## Payments at ${ROWS.toLocaleString('en')} (issue 17)\n\nnode ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 1_073_741_824)} GB, ${new Date().toISOString()}; ${RUNS} sequential runs per query over loopback; time zone ${TIME_ZONE}.`,
);
const plansFile = path.join(import.meta.dirname, `payments-plans-${ROWS}.md`);
const plans: string[] = [`# Query plans of the payments bench (${ROWS.toLocaleString('en')} rows)\n`];
if (PARTITIONED) {
  // The same queries over the same rows on PostgreSQL, unpartitioned then partitioned by month (not in CI: long).
  for (const partitioned of [false, true]) {
    if (ONLY === (partitioned ? 'unpartitioned' : 'partitioned')) continue;
    try {
      await benchOne('postgres', report, plans, partitioned);
    } finally {
      await writeFile(plansFile.replace('.md', '-partitioned.md'), plans.join('\n'));
    }
  }
} else {
  for (const kind of ['postgres', 'pglite'] as const) {
    if (ONLY && ONLY !== kind) continue;
    try {
      await benchOne(kind, report, plans);
    } finally {
      await writeFile(plansFile, plans.join('\n'));
    }
  }
}
