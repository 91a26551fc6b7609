import { isIP } from 'node:net';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const isAddressOrRange = (entry: string): boolean => {
  const [address = '', bits, ...rest] = entry.split('/');
  if (rest.length > 0 || isIP(address) === 0) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
};

/**
 * Which proxies may speak for the client in X-Forwarded-For (issue 9): none (`false`), a hop count (`1` behind one
 * load balancer), or the proxies' addresses and CIDR ranges. `true` would trust whatever a client writes, so any
 * per-address limit could be dodged by rotating the header: it is refused with what to write instead.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    if (value === '' || value === 'false' || value === '0') return false;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    if (value === 'true') {
      ctx.addIssue({
        code: 'custom',
        message:
          'true would trust every X-Forwarded-For hop a client sends; write the number of proxies in front of the server (e.g. 1) or their addresses and CIDR ranges (e.g. 10.0.0.0/8,192.0.2.7)',
      });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isAddressOrRange)) return entries;
    ctx.addIssue({
      code: 'custom',
      message: 'must be false, a hop count, or a comma-separated list of addresses and CIDR ranges',
    });
    return z.NEVER;
  });

const optionalUrl = z.url({ message: 'must be a URL' }).optional();

const hostWithPort = z.string().regex(/^[a-z0-9.-]+(:\d{1,5})?$/i, {
  message: 'must be a host name with an optional port, e.g. app.localhost:3000',
});

/**
 * SECRETS_KEY: the keys that seal second factors at rest (ADR 0030), `id:base64` entries separated by commas, each
 * 32 random bytes; the first seals new values, the others only open older ones (rotation). A bare base64 value is
 * the key `k1`.
 */
const secretsKey = z.string().superRefine((value, ctx) => {
  const entries = value.split(',').map((entry) => entry.trim());
  const ids = new Set<string>();
  for (const entry of entries) {
    const [id, key] = entry.includes(':') ? entry.split(':', 2) : ['k1', entry];
    if (
      !id ||
      !/^[a-z0-9]{1,16}$/i.test(id) ||
      !key ||
      Buffer.from(key, 'base64').length !== 32 ||
      ids.has(id)
    ) {
      ctx.addIssue({
        code: 'custom',
        message:
          'must be comma-separated id:key entries with distinct ids, each key 32 bytes in base64 (openssl rand -base64 32)',
      });
      return;
    }
    ids.add(id);
  }
});

const configSchema = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default('::'),
    APP_HOST: hostWithPort.default('app.localhost:3000'),
    COOKIE_DOMAIN: z
      .string()
      .regex(/^[a-z0-9.-]+$/i, { message: 'must be a domain without scheme or port' })
      .default('app.localhost'),
    AUTH_COOKIE_NAME: z
      .string()
      .regex(/^[A-Za-z0-9_-]+$/, { message: 'must be a cookie name of letters, digits, _ and -' })
      .default('paygrid_session'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { message: 'must be a postgres:// or postgresql:// URL' })
      .optional(),
    /**
     * A streaming replica of DATABASE_URL (issue 40, decision 0110): the reads that tolerate a little lag (grid pages,
     * summaries, the dashboard home, catalogues) go there, unless it is down, lags past REPLICA_MAX_LAG_SECONDS or the
     * session has just written something it has not replayed yet. Needs DATABASE_URL.
     */
    DATABASE_REPLICA_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { message: 'must be a postgres:// or postgresql:// URL' })
      .optional(),
    /** How far the replica may fall behind, in seconds, before its reads go to the primary again. */
    REPLICA_MAX_LAG_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
    /** Connections to DATABASE_URL per server (bench/results.md: fewer pipeline more queries on each). */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    /**
     * The longest a console request's statement may run on PostgreSQL, in ms (issue 33; 0: none). Migrations, the
     * demo load and jobs run without it; an export has its own, sized to its rows. The embedded database runs
     * statements in the server's thread, where no timer can stop one: the filter limits are its guard.
     */
    STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
    /**
     * Expensive reads (searches, summaries, exports) one organisation may run at once, on every server together;
     * 4 on PostgreSQL and 2 on the embedded database when unset (grid/heavy-reads.ts, decision 0094).
     */
    HEAVY_READS_PER_ORGANIZATION: z.coerce.number().int().min(1).max(100).optional(),
    /**
     * Seconds the dashboard home's figures are kept per organisation, mode, zone and window, shown with "as of"
     * (issue 40): in Redis when REDIS_URL is set, so every server gives the same; 0 reads them for every request.
     */
    DASHBOARD_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
    /**
     * The bearer token of GET /metrics (Prometheus' format, issue 40); unset, there is no /metrics. At least 24
     * characters: it guards what the servers are doing, not money, but it is still not for the public.
     */
    METRICS_TOKEN: z.string().min(24, { message: 'must be at least 24 characters' }).optional(),
    /** Days an audit log entry is kept; older entries are pruned in batches by the housekeeping job (issue 35). */
    AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(400),
    /** Platform API calls one API key may make in a 10-second window (issue 36; README's limits). */
    PLATFORM_REQUESTS_PER_10_SECONDS: z.coerce.number().int().min(1).max(1_000_000).default(1000),
    /**
     * How many processes serve HTTP on PORT (ADR 0083): a count, or `auto` for one a core. Several need DATABASE_URL:
     * the embedded database lives in one process.
     */
    SERVER_PROCESSES: z
      .string()
      .regex(/^(auto|[1-9]\d?)$/, { message: 'must be auto or a count from 1 to 99' })
      .transform((value) => (value === 'auto' ? ('auto' as const) : Number(value)))
      .default(1),
    /** How long the event loop may stall before requests answer 503 (under-pressure); 0 turns the check off. */
    OVERLOAD_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, { message: 'must be a redis:// or rediss:// URL' })
      .optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, { message: 'must be an smtp:// or smtps:// URL' })
      .optional(),
    MAIL_FROM: z.string().min(3).default('Paygrid <no-reply@paygrid.localhost>'),
    REGISTRATION_ENABLED: booleanFlag.default(true),
    /** Unset: on for a first start on localhost with an empty embedded database (demo-data-wanted.ts). */
    DEMO_DATA: booleanFlag.optional(),
    /** The demo's live and test payment counts, "live,test" (50000,5000 when unset; browser tests load fewer). */
    DEMO_PAYMENTS: z
      .string()
      .regex(/^\d{1,7},\d{1,7}$/, { message: 'must be two counts: live,test' })
      .optional(),
    FACADE_URL: optionalUrl,
    CLARITY_PROJECT_ID: z
      .string()
      .regex(/^[a-z0-9]+$/i, { message: 'must be letters and digits' })
      .optional(),
    /** Where the Clarity tag is loaded from (the project id is appended): a first-party proxy, or a test's server. */
    CLARITY_SCRIPT_URL: z.url({ message: 'must be a URL' }).default('https://www.clarity.ms/tag/'),
    SENTRY_DSN: optionalUrl,
    BLOG_URL: optionalUrl,
    TRUST_PROXY: trustProxy.default(false),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Unset: readable lines in a terminal outside production, JSON lines otherwise (http/access-log.ts). */
    LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
    WEB_DIST_DIR: z.string().min(1).optional(),
    SECRETS_KEY: secretsKey.optional(),
    /** How often the mail outbox worker looks for due mail. */
    MAIL_POLL_MS: z.coerce.number().int().min(20).max(60_000).default(1000),
    /** How often the webhook worker looks for events to fan out and deliveries due (issue 37). */
    WEBHOOKS_POLL_MS: z.coerce.number().int().min(20).max(60_000).default(1000),
    /** How often the test-mode sandbox settles the operations due (issue 38). */
    SANDBOX_POLL_MS: z.coerce.number().int().min(20).max(60_000).default(1000),
    /**
     * Lets webhook endpoints be plain http and private, loopback or link-local addresses (local development and
     * tests only): without it an endpoint must be https on a public address, checked after DNS resolution.
     */
    WEBHOOKS_ALLOW_PRIVATE: booleanFlag.default(false),
    /** The console is served over https, also behind a TLS-terminating proxy: Secure cookie and HSTS always. */
    PUBLIC_HTTPS: booleanFlag.default(false),
  })
  .superRefine((config, ctx) => {
    if (config.DATABASE_URL && !config.SECRETS_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['SECRETS_KEY'],
        message:
          'is required with DATABASE_URL (several servers must share it): set id:key, the key from openssl rand -base64 32',
      });
    }
    if (config.DATABASE_REPLICA_URL && !config.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_REPLICA_URL'],
        message:
          'needs DATABASE_URL: the embedded database has no replicas; set DATABASE_URL to the primary the replica follows',
      });
    }
    if (!config.DATABASE_URL && typeof config.SERVER_PROCESSES === 'number' && config.SERVER_PROCESSES > 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['SERVER_PROCESSES'],
        message:
          'must be 1 (or auto) with the embedded database, which lives in one process: set DATABASE_URL to serve from several',
      });
    }
    if (config.PUBLIC_HTTPS && !config.AUTH_COOKIE_NAME.startsWith('__Secure-')) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_COOKIE_NAME'],
        message: 'must start with __Secure- when PUBLIC_HTTPS is true',
      });
    }
  });

export type Config = z.infer<typeof configSchema>;

/**
 * Every variable the server reads, for the test that `.env.example` lists each one.
 * @internal Exported for tests only.
 */
export const CONFIG_VARIABLES = Object.keys(configSchema.shape);

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Empty strings count as unset, so `FOO=` in an .env file falls back to the default. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** The hostname part of APP_HOST, without the port. */
export function appHostname(config: Pick<Config, 'APP_HOST'>): string {
  return config.APP_HOST.replace(/:\d+$/, '');
}
