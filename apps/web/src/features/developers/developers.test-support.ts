// What the Developers page's component tests share: a key as the API sends it, and the API stubbed in `fetch`.
import { type ApiKey, apiKeySchema } from '@paygrid/contracts/api-keys/api-key';
import { vi } from 'vitest';

/** A key as GET /organization/api-keys lists it: a test key, never used, with no limits; checked by the contract. */
export const sampleKey: ApiKey = apiKeySchema.parse({
  type: 'api-key',
  id: '0b6e2f4a-8c1d-4e3f-a5b7-c9d1e3f5a7b9',
  attributes: {
    name: 'Checkout server',
    mode: 'test',
    prefix: 'pg_test_AbCd',
    permissions: ['payments:read'],
    allowed_cidrs: [],
    expires_at: null,
    created_at: '2026-11-01T08:00:00.000Z',
    created_by_name: 'Olena Koval',
    last_used_at: null,
    last_used_ip: null,
    revoked_at: null,
    previous_secret_expires_at: null,
  },
});

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
 * The API in `fetch`: the environment as above, every other call as `answer` says. The test file undoes it
 * (`afterEach(() => vi.unstubAllGlobals())`).
 */
export function stubApi(answer: (url: string, init: RequestInit) => Response): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) =>
      url.endsWith('/system/environment') ? json(200, environment) : answer(url, init),
    ),
  );
}
