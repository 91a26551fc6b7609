import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalUrl = z.url({ message: 'must be a URL' }).optional();

const hostWithPort = z.string().regex(/^[a-z0-9.-]+(:\d{1,5})?$/i, {
  message: 'must be a host name with an optional port, e.g. app.localhost:3000',
});

const configSchema = z.object({
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
  DEMO_DATA: booleanFlag.default(false),
  FACADE_URL: optionalUrl,
  CLARITY_PROJECT_ID: z
    .string()
    .regex(/^[a-z0-9]+$/i, { message: 'must be letters and digits' })
    .optional(),
  SENTRY_DSN: optionalUrl,
  BLOG_URL: optionalUrl,
  TRUST_PROXY: booleanFlag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).optional(),
});

export type Config = z.infer<typeof configSchema>;

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
export function appHostname(config: Config): string {
  return config.APP_HOST.replace(/:\d+$/, '');
}
