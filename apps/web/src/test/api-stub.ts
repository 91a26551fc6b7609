import { vi } from 'vitest';

/** GET /system/environment as the API answers it, which the console reads before it draws. */
const environment = {
  FACADE_URL: null,
  COOKIE_DOMAIN: 'localhost',
  CLARITY_PROJECT_ID: null,
  CLARITY_SCRIPT_URL: 'https://www.clarity.ms/tag/',
  APP_HOST: 'localhost',
  REGISTRATION_ENABLED: true,
  BLOG_URL: null,
  SENTRY_DSN: null,
};

/** A JSON answer of the API. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * The API in `fetch`: the environment as above, every other call as `answer` says (at once, or when a test lets
 * its promise settle). The test file undoes it (`afterEach(() => vi.unstubAllGlobals())`).
 */
export function stubApi(answer: (url: string, init: RequestInit) => Response | Promise<Response>): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) =>
      url.endsWith('/system/environment') ? json(200, environment) : answer(url, init),
    ),
  );
}
