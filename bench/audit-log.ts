import http from 'node:http';
import os from 'node:os';
import { AUDIT_ACTIONS, auditActionDeclaration, auditLogGrid } from '@paygrid/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client';
import { queryRows } from '../apps/api/src/db/rows';
import { checkListQuery } from '../apps/api/src/grid/check-query';
import { encodeCursor } from '../apps/api/src/grid/cursor';
import { listGrid } from '../apps/api/src/grid/list-grid';
import { orderKeys, signatureOf } from '../apps/api/src/grid/order-keys';
import { auditGridSql, inOrganizationLog } from '../apps/api/src/modules/audit/audit-grid';
import { benchServer, ms, openBackend, timing } from './bench-kit';

const argument = (name: string) => {
  const index = process.argv.indexOf(name);
  return index < 0 ? undefined : process.argv[index + 1];
};
const ROWS = Number(argument('--rows') ?? 1_000_000);
const RUNS = Number(argument('--runs') ?? 100);
const ONLY = argument('--only');
const TIME_ZONE = 'Europe/Kiev';
const BATCH = 100_000;

/**
 * N entries over the last 400 days, 40 people acting, every declared action, resource names of a few words. Written
 * straight into the table in batches (the chain's hashes are placeholders: this bench reads, it does not verify).
 */
async function insertEntries(database: Database, organizationId: string, rows: number): Promise<void> {
  const actions = sql.raw(`array[${AUDIT_ACTIONS.map((action) => `'${action}'`).join(',')}]`);
  const types = sql.raw(
    `array[${AUDIT_ACTIONS.map((action) => `'${auditActionDeclaration(action).resource}'`).join(',')}]`,
  );
  const words = sql.raw(
    `array['Payouts','Refunds','Failed','Europe','Settlement','Chargebacks','Weekly','Treasury','Merchants','Card']`,
  );
  for (let from = 1; from <= rows; from += BATCH) {
    const to = Math.min(rows, from + BATCH - 1);
    await database.db.execute(sql`
      insert into audit_events (organization_id, seq, actor_type, actor_id, actor_name, action, resource_type,
        resource_id, resource_name, changes, ip, user_agent, request_id, key_id, hash, created_at, updated_at)
      select ${organizationId}, i, 'user',
        ('00000000-0000-4000-8000-' || lpad((i % 40)::text, 12, '0'))::uuid,
        'Person ' || (i % 40),
        (${actions})[1 + i % ${AUDIT_ACTIONS.length}],
        (${types})[1 + i % ${AUDIT_ACTIONS.length}],
        md5(i::text)::uuid::text,
        (${words})[1 + i % 10] || ' ' || (${words})[1 + (i / 10) % 10] || ' ' || i,
        jsonb_build_object('role', jsonb_build_object('before', 'member', 'after', 'viewer')),
        '10.0.' || (i % 250) || '.' || (i % 200), 'bench', 'req-' || i, 'k1', md5('h' || i),
        now() - ((${rows} - i) * interval '1 second' * (400 * 86400 / ${rows})),
        now() - ((${rows} - i) * interval '1 second' * (400 * 86400 / ${rows}))
      from generate_series(${from}::bigint, ${to}::bigint) as i`);
  }
  await database.db.execute(
    sql`insert into audit_chain_heads (organization_id, last_seq) values (${organizationId}, ${rows})`,
  );
  // As a long-lived table is: vacuumed (its visibility map lets the count and the pages read the indexes alone).
  await database.db.execute(sql`vacuum analyze audit_events`);
}

async function benchOne(kind: 'postgres' | 'pglite', report: (line: string) => void): Promise<void> {
  const { database, drop } = await openBackend(kind, 'bench_audit');
  try {
    const server = await benchServer(database, { timeZone: TIME_ZONE });
    const { config, base, organizationId, cookie } = server;
    const { db } = database;
    const started = performance.now();
    await insertEntries(database, organizationId, ROWS);
    report(
      `\n### ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} — ${ROWS.toLocaleString('en')} entries (loaded in ${((performance.now() - started) / 1000).toFixed(1)} s)\n`,
    );
    // node:http, not fetch: fetch drops the Host header that names the organisation.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = (url: string, headers: Record<string, string>) =>
      new Promise<number>((resolve, reject) => {
        const call = http.get(url, { headers, agent }, (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        });
        call.on('error', reject);
      });
    const headers = { host: `bench.${config.APP_HOST}`, cookie };
    const api = async (pathAndQuery: string) => {
      const status = await get(`${base}/api/v1${pathAndQuery}`, headers);
      if (status !== 200) throw new Error(`GET ${pathAndQuery} answered ${status}`);
    };
    const scope = inOrganizationLog(organizationId);
    const depth = Math.floor(ROWS / 2);
    const [deep] = await queryRows(
      db,
      sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, seq, id
          from audit_events where ${scope} order by created_at desc, seq desc offset ${depth - 1} limit 1`,
    );
    const deepCursor = encodeCursor(signatureOf(orderKeys(auditLogGrid, auditGridSql.sorts, [])), [
      deep?.at,
      Number(deep?.seq),
    ]);
    const cases: Array<[string, string]> = [
      ['first page (20, newest first)', 'page[size]=20'],
      [
        `cursor page at depth ${depth.toLocaleString('en')}`,
        `page[size]=20&page[after]=${encodeURIComponent(deepCursor)}`,
      ],
      ['filter: one action', 'page[size]=20&filter[action]=member.role_changed'],
      [
        'filter: resource type + last 7 days',
        'page[size]=20&filter[resource_type]=view&filter[created_at][preset]=last-7-days',
      ],
      ['filter: actor', 'page[size]=20&filter[actor]=Person%2017'],
      ['search: one resource by its name', 'page[size]=20&filter[search]=Treasury%20Settlement%20424242'],
      ['search: a word in a tenth of the names', 'page[size]=20&filter[search]=Treasury'],
      ['search: the start of a resource id', `page[size]=20&filter[search]=${'c4ca4238'}`],
    ];
    report('| query | API median | API p95 | engine SQL median | engine SQL p95 |\n|---|---|---|---|---|');
    const health = await timing(RUNS, () => get(`${base}/healthz`, {}));
    report(`| GET /healthz | ${ms(health.median)} | ${ms(health.p95)} | | |`);
    for (const [label, query] of cases) {
      const checked = checkListQuery(auditLogGrid, query, { defaultSize: 20 });
      const raw = await timing(RUNS, () =>
        listGrid(db, auditGridSql, checked, { timeZone: TIME_ZONE, scope }),
      );
      const viaApi = await timing(RUNS, () => api(`/audit-log?${query}`));
      report(`| ${label} | ${ms(viaApi.median)} | ${ms(viaApi.p95)} | ${ms(raw.median)} | ${ms(raw.p95)} |`);
    }
    const byId = await timing(RUNS, () => api(`/audit-log/${deep?.id}`));
    report(`| one entry by id (GET /audit-log/{id}) | ${ms(byId.median)} | ${ms(byId.p95)} | | |`);
    agent.destroy();
    await server.close();
  } finally {
    await drop();
  }
}

const report = (line: string) => console.log(line);
report(
  `## Audit log at ${ROWS.toLocaleString('en')} entries (issue 35)\n\nnode ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 1_073_741_824)} GB, ${new Date().toISOString()}; ${RUNS} sequential runs per query over loopback.`,
);
for (const kind of ['postgres', 'pglite'] as const) {
  if (ONLY && ONLY !== kind) continue;
  await benchOne(kind, report);
}
