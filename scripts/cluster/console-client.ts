import { request } from 'node:http';

// biome-ignore lint/suspicious/noExplicitAny: answers of every route's shape, read by the tests that asked for them
export type Answer = { status: number; body: string; json(): any };

/**
 * One person's browser, seen from Node: a cookie jar, and requests to any port (HAProxy's, or one server's) with the
 * console's Host header, which Node's fetch would drop (node:http without an agent keeps it).
 */
export class ConsoleClient {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly appHost: string) {}

  /** The jar as a Cookie header, for a load generator that sends this person's requests. */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /**
   * Calls the console API (/api/v1) on `port`; `organization` makes it the organisation's host (its alias before the
   * entrance host), where the organisation's routes answer.
   */
  call(
    port: number,
    method: string,
    path: string,
    options: { body?: unknown; organization?: string } = {},
  ): Promise<Answer> {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const host = options.organization ? `${options.organization}.${this.appHost}` : this.appHost;
    const headers: Record<string, string> = {
      host,
      accept: 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      origin: `http://${host}`,
      ...(payload ? { 'content-type': 'application/json' } : {}),
      ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}),
    };
    return new Promise((resolve, reject) => {
      const sent = request(
        { host: '127.0.0.1', port, method, path: `/api/v1${path}`, headers, agent: false },
        (response) => {
          for (const line of response.headers['set-cookie'] ?? []) {
            const [pair = ''] = line.split(';');
            const at = pair.indexOf('=');
            const [name, value] = [pair.slice(0, at), pair.slice(at + 1)];
            if (/max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
            else this.cookies.set(name, value);
          }
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            body += chunk;
          });
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body, json: () => JSON.parse(body) }),
          );
        },
      );
      sent.on('error', reject);
      sent.end(payload);
    });
  }
}
