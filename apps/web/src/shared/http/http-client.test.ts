import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isHttpError } from '@paygrid/domain/errors/http-error';
import { REQUEST_TIMEOUT_MS } from '@paygrid/domain/http/retry-policy';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnswerSchema, guardedAnswer } from './answer-check';
import { type ApiHttpError, createHttpClient } from './http-client';

/** Any answer at all, unread. */
const anyAnswer: AnswerSchema<unknown> = { parse: (data) => data };

type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: string };
type Handler = (request: IncomingMessage, response: ServerResponse, seen: Seen) => void;

const objectAnswer = {
  parse: (data: unknown) => {
    if (typeof data !== 'object' || data === null) throw new Error('not an object');
    return data as Record<string, unknown>;
  },
};

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

describe('§7 web HTTP client against a real local server', () => {
  let server: Server;
  let base: string;
  let seen: Seen[] = [];
  let handler: Handler = (_request, response) => json(response, 200, { ok: true });

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString('utf8');
      });
      request.on('end', () => {
        const entry = {
          method: request.method ?? '',
          url: request.url ?? '',
          headers: request.headers,
          body,
        };
        seen.push(entry);
        handler(request, response, entry);
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    server.close();
    await once(server, 'close');
  });

  beforeEach(() => {
    seen = [];
    handler = (_request, response) => json(response, 200, { ok: true });
  });

  const client = (extra: Partial<Parameters<typeof createHttpClient>[0]> = {}) =>
    createHttpClient({ baseUrl: () => base, retryDelayMs: 0, tabSessionId: () => 'tab-1', ...extra });

  it('§7 sends the XMLHttpRequest marker, JSON and the tab session id, and parses the answer', async () => {
    handler = (_request, response) => json(response, 201, { id: 'a1' });
    const answer = await client().post('/things', objectAnswer, { body: { name: 'Ada' } });
    expect(answer).toEqual({ id: 'a1' });
    const [call] = seen;
    expect(call?.method).toBe('POST');
    expect(call?.url).toBe('/api/v1/things');
    expect(call?.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(call?.headers['content-type']).toBe('application/json');
    expect(call?.headers.accept).toBe('application/json');
    expect(call?.headers['x-tab-session-id']).toBe('tab-1');
    expect(JSON.parse(call?.body ?? '')).toEqual({ name: 'Ada' });
  });

  it('§7 flattens GET query parameters to bracket notation', async () => {
    await client().get('things', objectAnswer, {
      query: { filter: { status: 'active', grid_code: 'x y' }, page: { size: 20, number: 2 }, empty: null },
    });
    const url = decodeURIComponent(seen[0]?.url ?? '');
    expect(url).toBe(
      '/api/v1/things?filter[status]=active&filter[grid_code]=x y&page[size]=20&page[number]=2',
    );
    expect(seen[0]?.headers['content-type']).toBeUndefined();
  });

  it('§7 retries a GET once on 503, then succeeds', async () => {
    let calls = 0;
    handler = (_request, response) => {
      calls += 1;
      if (calls === 1) json(response, 503, { message: 'Down for a moment.', errors: [] });
      else json(response, 200, { ok: true });
    };
    await expect(client().get('/flaky', objectAnswer)).resolves.toEqual({ ok: true });
    expect(seen).toHaveLength(2);
  });

  it('§7 retries a GET only once: the second 503 rejects', async () => {
    handler = (_request, response) => json(response, 503, { message: 'Still down.', errors: [] });
    await expect(client().get('/down', objectAnswer)).rejects.toMatchObject({ status: 503 });
    expect(seen).toHaveLength(2);
  });

  it('§7 never retries a POST (or PATCH, PUT, DELETE)', async () => {
    handler = (_request, response) => json(response, 503, { message: 'Down.', errors: [] });
    const http = client();
    await expect(http.post('/x', anyAnswer, { body: {} })).rejects.toMatchObject({ status: 503 });
    await expect(http.patch('/x', anyAnswer, { body: {} })).rejects.toMatchObject({ status: 503 });
    await expect(http.put('/x', anyAnswer, { body: {} })).rejects.toMatchObject({ status: 503 });
    await expect(http.delete('/x', anyAnswer)).rejects.toMatchObject({ status: 503 });
    expect(seen.map((call) => call.method)).toEqual(['POST', 'PATCH', 'PUT', 'DELETE']);
  });

  it('§7 does not retry a status outside the policy (404)', async () => {
    handler = (_request, response) => json(response, 404, { message: 'Not found.', errors: [] });
    await expect(client().get('/missing', objectAnswer)).rejects.toMatchObject({ status: 404 });
    expect(seen).toHaveLength(1);
  });

  it('§8 a failure is the HTTP error object: data, status, status text, code = status', async () => {
    const body = {
      message: 'Bad credentials.',
      errors: [{ status: '401', code: 'unauthorized', title: 'Unauthorized' }],
    };
    handler = (_request, response) => json(response, 401, body);
    const error = (await client()
      .post('/check-login', anyAnswer, { body: {} })
      .catch((failure: unknown) => failure)) as ApiHttpError;
    expect(isHttpError(error)).toBe(true);
    expect(error).toMatchObject({
      name: 'HttpError',
      message: 'Bad credentials.',
      status: 401,
      statusText: 'Unauthorized',
      code: 401,
      data: body,
    });
  });

  it('§7 times out a call that does not answer, and retries a GET once after a time-out', async () => {
    handler = () => {
      // Never answers.
    };
    const started = Date.now();
    const error = (await client({ timeoutMs: 150 })
      .get('/slow', objectAnswer)
      .catch((failure: unknown) => failure)) as ApiHttpError;
    expect(error).toMatchObject({ name: 'HttpError', reason: 'timeout' });
    expect(seen).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(5_000);

    seen = [];
    await expect(client({ timeoutMs: 150 }).post('/slow', anyAnswer, { body: {} })).rejects.toMatchObject({
      reason: 'timeout',
    });
    expect(seen).toHaveLength(1);
  });

  it('§7 the default time-out is 30 seconds', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    try {
      await createHttpClient({ baseUrl: () => base }).get('/x', objectAnswer);
      expect(timeout).toHaveBeenCalledWith(REQUEST_TIMEOUT_MS);
      expect(REQUEST_TIMEOUT_MS).toBe(30_000);
    } finally {
      timeout.mockRestore();
    }
  });

  it('rejects an answer that does not match its schema', async () => {
    handler = (_request, response) => json(response, 200, 'just text');
    await expect(client().get('/odd', objectAnswer)).rejects.toMatchObject({
      reason: 'invalid-answer',
      status: 200,
    });
  });

  it('checks an answer with a schema imported while the call is on its way', async () => {
    let answered = false;
    handler = (_request, response) => {
      answered = true;
      json(response, 200, { id: 'a1' });
    };
    let importedBeforeAnswer: boolean | undefined;
    const answer = await client().get('/things', {
      load: async () => {
        importedBeforeAnswer = !answered;
        return objectAnswer;
      },
    });
    expect(answer).toEqual({ id: 'a1' });
    expect(importedBeforeAnswer).toBe(true);

    handler = (_request, response) => json(response, 200, 'just text');
    await expect(client().get('/odd', { load: async () => objectAnswer })).rejects.toMatchObject({
      reason: 'invalid-answer',
    });
  });

  it('checks an answer with a hand-written guard like a schema', async () => {
    const isNamed = (data: unknown): data is { name: string } =>
      typeof data === 'object' && data !== null && typeof (data as { name?: unknown }).name === 'string';
    handler = (_request, response) => json(response, 200, { name: 'Ada' });
    await expect(client().get('/named', guardedAnswer(isNamed, 'a name'))).resolves.toEqual({ name: 'Ada' });
    handler = (_request, response) => json(response, 200, { name: 7 });
    await expect(client().get('/named', guardedAnswer(isNamed, 'a name'))).rejects.toMatchObject({
      reason: 'invalid-answer',
    });
  });

  it('fails a call whose answer check cannot be imported as a network failure, never unchecked', async () => {
    const lost = { load: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) };
    await expect(client().get('/things', lost)).rejects.toMatchObject({ reason: 'network', status: 200 });
  });

  it('reports a network failure with reason "network"', async () => {
    const http = createHttpClient({ baseUrl: () => 'http://127.0.0.1:1/api/v1', retryDelayMs: 0 });
    await expect(http.post('/x', anyAnswer, { body: {} })).rejects.toMatchObject({ reason: 'network' });
  });

  it('reads an empty answer as undefined', async () => {
    handler = (_request, response) => {
      response.writeHead(204);
      response.end();
    };
    await expect(client().delete('/thing', anyAnswer)).resolves.toBeUndefined();
  });
});
