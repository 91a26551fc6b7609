import { isBoolean, isString, nullable, objectOf } from '../common/guards';
import type { Environment } from './environment';

/** `environmentSchema` without zod: every page reads the environment before it draws (issue 21). */
export const isEnvironment = objectOf<Environment>({
  FACADE_URL: nullable(isString),
  COOKIE_DOMAIN: isString,
  CLARITY_PROJECT_ID: nullable(isString),
  CLARITY_SCRIPT_URL: isString,
  APP_HOST: isString,
  REGISTRATION_ENABLED: isBoolean,
  BLOG_URL: nullable(isString),
  SENTRY_DSN: nullable(isString),
});
