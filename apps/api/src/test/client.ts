import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { APP_HOST } from './app';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * One browser's view of the API through app.inject: it keeps the cookies the server sets
 * and sends the same-site headers a page of the console sends.
 */
export class ApiClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    public host: string = APP_HOST,
    private readonly ip = '203.0.113.10',
    /** The scheme of the page the calls come from: the server accepts only its public one (PUBLIC_HTTPS). */
    private readonly protocol: 'http' | 'https' = 'http',
  ) {}

  /** The same browser (cookies and all) on another host, e.g. an organisation's sub-domain. */
  on(host: string): ApiClient {
    const other = new ApiClient(this.app, host, this.ip, this.protocol);
    for (const [name, value] of this.cookies) other.cookies.set(name, value);
    return other;
  }

  /** A full page load of `path`: no API prefix, no XHR marker. */
  async page(path: string): Promise<LightMyRequestResponse> {
    return this.app.inject({
      method: 'GET',
      url: path,
      remoteAddress: this.ip,
      headers: {
        host: this.host,
        ...(this.cookies.size > 0
          ? { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') }
          : {}),
      },
    });
  }

  async call(
    method: Method,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const options: InjectOptions = {
      method,
      url: `/api/v1${url}`,
      // Cookies set on COOKIE_DOMAIN reach every organisation sub-domain, as in a browser.
      remoteAddress: this.ip,
      headers: {
        host: this.host,
        origin: `${this.protocol}://${this.host}`,
        'x-requested-with': 'XMLHttpRequest',
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36',
        ...(this.cookies.size > 0
          ? { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') }
          : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    };
    const response = await this.app.inject(options);
    for (const cookie of response.cookies) {
      const expired =
        cookie.maxAge === 0 || (cookie.expires instanceof Date && cookie.expires.getTime() < Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get = (url: string) => this.call('GET', url);
  post = (url: string, body?: unknown) => this.call('POST', url, body ?? {});
  patch = (url: string, body?: unknown) => this.call('PATCH', url, body ?? {});
  put = (url: string, body?: unknown) => this.call('PUT', url, body ?? {});
  delete = (url: string, body?: unknown) => this.call('DELETE', url, body);
}
