import type { Environment } from '@paygrid/contracts';
import type { Config } from '../../config';

/** The application environment of SPEC §3, as the browser may see it: nothing secret. */
export function clientEnvironment(config: Config): Environment {
  return {
    FACADE_URL: config.FACADE_URL ?? null,
    COOKIE_DOMAIN: config.COOKIE_DOMAIN,
    CLARITY_PROJECT_ID: config.CLARITY_PROJECT_ID ?? null,
    CLARITY_SCRIPT_URL: config.CLARITY_SCRIPT_URL,
    APP_HOST: config.APP_HOST,
    REGISTRATION_ENABLED: config.REGISTRATION_ENABLED,
    BLOG_URL: config.BLOG_URL ?? null,
    SENTRY_DSN: config.SENTRY_DSN ?? null,
  };
}
