import { z } from 'zod';

/** GET /system/environment: the deployment facts the browser needs (SPEC §3, Application environment). */
export const environmentSchema = z.object({
  FACADE_URL: z.string().nullable(),
  COOKIE_DOMAIN: z.string(),
  CLARITY_PROJECT_ID: z.string().nullable(),
  /** The Clarity tag's URL without the project id (SPEC §9 session monitoring). */
  CLARITY_SCRIPT_URL: z.string(),
  APP_HOST: z.string(),
  REGISTRATION_ENABLED: z.boolean(),
  BLOG_URL: z.string().nullable(),
  SENTRY_DSN: z.string().nullable(),
});
export type Environment = z.infer<typeof environmentSchema>;
