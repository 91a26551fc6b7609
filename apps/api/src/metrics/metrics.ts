import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Backlog } from '../db/backlog';
import type { Database } from '../db/client';
import type { ReplicaWatch } from '../replica/replica-watch';

/** A queue whose depth and oldest wait the metrics read at each scrape. */
type MeteredQueue = { name: string; backlog(): Promise<Backlog> };

type MetricsDeps = {
  /** METRICS_TOKEN: unset, there is no /metrics at all. */
  token: string | undefined;
  database: Pick<Database, 'pool'>;
  /** The read replica's watch, when DATABASE_REPLICA_URL is set. */
  replica?: ReplicaWatch | undefined;
  queues: ReadonlyArray<MeteredQueue>;
};

const sameToken = (given: string, token: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** The route's pattern, never the path a caller typed: one series per route, whatever ids it is asked for. */
const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';

/**
 * What an operations team watches (issue 40), in Prometheus' text format at GET /metrics, for a bearer of
 * METRICS_TOKEN: request durations by route and status, the database pool (size, in use, waiting), the mail outbox's
 * and the webhooks' waiting rows and oldest wait, the read replica's lag and whether it is in use, and the process's own figures (event-loop delay, memory, CPU).
 * Each server process answers for itself: scrape each one (decision 0109).
 */
export function registerMetrics(app: FastifyInstance, deps: MetricsDeps): void {
  const { token } = deps;
  if (!token) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'paygrid_' });

  const durations = new Histogram({
    name: 'paygrid_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method, route and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    durations.observe(
      { method: request.method, route: routeOf(request), status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  const { pool } = deps.database;
  if (pool) {
    new Gauge({
      name: 'paygrid_db_pool_size',
      help: 'Connections the pool may open to PostgreSQL (DATABASE_POOL_SIZE).',
      registers: [registry],
      collect() {
        this.set(pool.size);
      },
    });
    new Gauge({
      name: 'paygrid_db_pool_in_use',
      help: 'Connections running a statement, a transaction or a reserved session now.',
      registers: [registry],
      collect() {
        this.set(Math.min(pool.demand(), pool.size));
      },
    });
    new Gauge({
      name: 'paygrid_db_pool_waiting',
      help: 'Statements and transactions waiting for a free connection now.',
      registers: [registry],
      collect() {
        this.set(Math.max(0, pool.demand() - pool.size));
      },
    });
  }

  const { replica } = deps;
  if (replica) {
    new Gauge({
      name: 'paygrid_replica_lag_seconds',
      help: 'How far the read replica is behind the primary, in seconds, as last seen (NaN while it cannot be reached).',
      registers: [registry],
      collect() {
        this.set(replica.lagSeconds() ?? Number.NaN);
      },
    });
    new Gauge({
      name: 'paygrid_replica_in_use',
      help: '1 while lag-tolerant reads go to the read replica; 0 while they go to the primary.',
      registers: [registry],
      collect() {
        this.set(replica.state() === 'in_use' ? 1 : 0);
      },
    });
  }

  // Read once a scrape, both figures from one query a queue.
  let backlogs: Promise<Map<string, Backlog>> | undefined;
  const readBacklogs = () => {
    backlogs ??= Promise.all(
      deps.queues.map(async (queue) => [queue.name, await queue.backlog()] as const),
    ).then((entries) => new Map(entries));
    return backlogs;
  };
  new Gauge({
    name: 'paygrid_queue_depth',
    help: 'Rows waiting in a queue (mail: the outbox; webhooks: deliveries not yet delivered), counted to 100,000.',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      for (const [queue, backlog] of await readBacklogs()) this.set({ queue }, backlog.depth);
    },
  });
  new Gauge({
    name: 'paygrid_queue_oldest_seconds',
    help: 'How long the oldest waiting row of a queue has waited, in seconds (0 when none waits).',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      for (const [queue, backlog] of await readBacklogs()) this.set({ queue }, backlog.oldestSeconds);
    },
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!given || !sameToken(given, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .type('text/plain')
        .send('A metrics token is needed (METRICS_TOKEN).\n');
    }
    try {
      const text = await registry.metrics();
      return reply.type(registry.contentType).send(text);
    } finally {
      backlogs = undefined;
    }
  });
}
