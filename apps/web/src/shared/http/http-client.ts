import { createHttpError, type HttpError } from '@paygrid/domain/errors/http-error';
import { stringifyQuery } from '@paygrid/domain/grid/query-string';
import { type HttpMethod, REQUEST_TIMEOUT_MS, shouldRetry } from '@paygrid/domain/http/retry-policy';
import { TAB_SESSION_HEADER } from '@paygrid/domain/session/tab-session';
import { type AnswerCheck, answerSchemaOf } from './answer-check';

/** Why a call failed without an HTTP failure status. */
type ClientFailureReason = 'network' | 'timeout' | 'invalid-answer';

/** §8's error object; `reason` tells failures that had no failing status apart. */
export type ApiHttpError = HttpError & { reason?: ClientFailureReason };

type RequestOptions = {
  /** Flattened to a bracket query string (§7). */
  query?: Readonly<Record<string, unknown>>;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** Sent even as the page goes away (a reload, a closed tab). */
  keepalive?: boolean;
};

export type HttpClientOptions = {
  /** The facade base, e.g. `https://app.example.com/api/v1`; asked before every call. */
  baseUrl: () => string | Promise<string>;
  /** The id of this browser tab's session (SPEC §3), sent with every call. */
  tabSessionId?: () => string | undefined;
  timeoutMs?: number;
  /** Pause before the one retry the policy allows. */
  retryDelayMs?: number;
  fetch?: typeof fetch;
};

export type HttpClient = {
  request: <T>(
    method: HttpMethod,
    path: string,
    schema: AnswerCheck<T>,
    options?: RequestOptions,
  ) => Promise<T>;
  get: <T>(path: string, schema: AnswerCheck<T>, options?: Omit<RequestOptions, 'body'>) => Promise<T>;
  post: <T>(path: string, schema: AnswerCheck<T>, options?: RequestOptions) => Promise<T>;
  patch: <T>(path: string, schema: AnswerCheck<T>, options?: RequestOptions) => Promise<T>;
  put: <T>(path: string, schema: AnswerCheck<T>, options?: RequestOptions) => Promise<T>;
  delete: <T>(path: string, schema: AnswerCheck<T>, options?: RequestOptions) => Promise<T>;
};

const clientError = (reason: ClientFailureReason, statusText: string, status = 0, data?: unknown) =>
  ({ ...createHttpError({ status, statusText, data }), reason }) satisfies ApiHttpError;

function urlFor(base: string, path: string, query?: Readonly<Record<string, unknown>>): string {
  const joined = `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const search = query ? stringifyQuery(query) : '';
  if (!search) return joined;
  return `${joined}${joined.includes('?') ? '&' : '?'}${search}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The one way the browser calls the API (issue 3, rule 9). */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const retryDelayMs = options.retryDelayMs ?? 300;
  const send = options.fetch ?? ((input, init) => fetch(input, init));

  async function attempt(method: HttpMethod, url: string, init: RequestOptions): Promise<Response> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
    };
    const tabSessionId = options.tabSessionId?.();
    if (tabSessionId) headers[TAB_SESSION_HEADER] = tabSessionId;
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    try {
      return await send(url, {
        method,
        headers,
        credentials: 'include',
        signal,
        ...(init.keepalive ? { keepalive: true } : {}),
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      });
    } catch (error) {
      if (init.signal?.aborted) throw error;
      if (timeout.aborted) throw clientError('timeout', 'Request timed out');
      throw clientError('network', 'Network error');
    }
  }

  async function request<T>(
    method: HttpMethod,
    path: string,
    check: AnswerCheck<T>,
    init: RequestOptions = {},
  ): Promise<T> {
    const schema = answerSchemaOf(check);
    // A call that fails before its answer is checked leaves the import's failure unread: no unhandled rejection.
    schema.catch(() => undefined);
    const url = urlFor(await options.baseUrl(), path, init.query);
    for (let retriesDone = 0; ; retriesDone += 1) {
      let response: Response;
      try {
        response = await attempt(method, url, init);
      } catch (error) {
        const failure = error as Partial<ApiHttpError>;
        if (failure.reason && shouldRetry({ method, status: undefined, retriesDone })) {
          await pause(retryDelayMs);
          continue;
        }
        throw error;
      }
      const data = await readBody(response);
      if (response.ok) {
        const loaded = await schema.catch(() => {
          throw clientError('network', 'Answer check could not load', response.status, data);
        });
        try {
          return loaded.parse(data);
        } catch {
          throw clientError('invalid-answer', 'Unexpected answer', response.status, data);
        }
      }
      if (shouldRetry({ method, status: response.status, retriesDone })) {
        await pause(retryDelayMs);
        continue;
      }
      throw createHttpError({ data, status: response.status, statusText: response.statusText });
    }
  }

  return {
    request,
    get: (path, schema, init) => request('GET', path, schema, init),
    post: (path, schema, init) => request('POST', path, schema, init),
    patch: (path, schema, init) => request('PATCH', path, schema, init),
    put: (path, schema, init) => request('PUT', path, schema, init),
    delete: (path, schema, init) => request('DELETE', path, schema, init),
  };
}
