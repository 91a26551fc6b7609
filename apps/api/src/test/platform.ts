import type { CreateApiKeyBody } from '@paygrid/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { APP_HOST } from './app';
import type { ApiClient } from './client';
import { TEST_PASSWORD } from './users';

type Method = 'GET' | 'POST';

/** A platform's server calling the platform API with one API key (no cookie, no browser headers). */
export class PlatformClient {
  constructor(
    private readonly app: FastifyInstance,
    public secret: string,
    readonly host: string = APP_HOST,
    private readonly ip = '198.51.100.7',
  ) {}

  /** The same key from another address or host. */
  from(options: { ip?: string; host?: string; secret?: string }): PlatformClient {
    return new PlatformClient(
      this.app,
      options.secret ?? this.secret,
      options.host ?? this.host,
      options.ip ?? this.ip,
    );
  }

  call(
    method: Method,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    return this.app.inject({
      method,
      url: `/api/platform/v1${path}`,
      remoteAddress: this.ip,
      headers: { host: this.host, authorization: `Bearer ${this.secret}`, ...headers },
      ...(body === undefined ? {} : { payload: body as object }),
    });
  }

  get = (path: string) => this.call('GET', path);
  post = (path: string, body: unknown, idempotencyKey?: string) =>
    this.call('POST', path, body, idempotencyKey ? { 'idempotency-key': idempotencyKey } : {});
}

/** Makes an API key on the Developers page as `dashboard`'s person; answers its id and a platform client with it. */
export async function platformKeyOf(
  app: FastifyInstance,
  dashboard: ApiClient,
  overrides: Partial<CreateApiKeyBody> = {},
): Promise<{ id: string; secret: string; platform: PlatformClient }> {
  const response = await dashboard.post('/organization/api-keys', {
    name: 'Checkout server',
    mode: 'test',
    permissions: ['payments:read', 'payments:write', 'events:read'],
    password: TEST_PASSWORD,
    ...overrides,
  });
  if (response.statusCode !== 201) throw new Error(`creating a key failed: ${response.body}`);
  const { data, meta } = response.json();
  return { id: data.id, secret: meta.secret, platform: new PlatformClient(app, meta.secret) };
}

let references = 0;

/** A valid payment body; each call has its own reference unless one is given. */
export function paymentBody(overrides: Record<string, unknown> = {}) {
  references += 1;
  return {
    type: 'payin',
    amount_minor: '12550',
    currency: 'EUR',
    method: 'card',
    customer_email: 'ada@example.com',
    customer_country: 'DE',
    reference: `ORD-${Date.now().toString(36)}-${references}`,
    description: 'Order',
    metadata: { order_id: 'A1001' },
    ...overrides,
  };
}
