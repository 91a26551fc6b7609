import { PassThrough, Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { logFormatOf, prettyLogStream } from './access-log';

let testApp: TestApp;
const lines: string[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

beforeAll(async () => {
  testApp = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: capture });
});
afterAll(() => testApp.close());

describe('issue 32: the terminal', () => {
  it('logs one line per request, once answered, with status and time', async () => {
    lines.length = 0;
    for (const url of ['/healthz', '/api/v1/user', '/healthz']) {
      await testApp.app.inject({ method: 'GET', url, headers: { host: 'app.localhost:3000' } });
    }
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = entries.filter((entry) => entry.req !== undefined);
    expect(requests.map((entry) => entry.msg)).toEqual(Array(3).fill('request completed'));
    expect(requests.map((entry) => (entry.res as { statusCode: number }).statusCode)).toEqual([
      200, 401, 200,
    ]);
    expect(requests.every((entry) => typeof entry.responseTime === 'number')).toBe(true);
    expect(entries.some((entry) => entry.msg === 'incoming request')).toBe(false);
  });

  it('reads as JSON in production and off a terminal, as readable lines in a terminal, as LOG_FORMAT says when set', () => {
    expect(logFormatOf(undefined, { nodeEnv: 'production', terminal: true })).toBe('json');
    expect(logFormatOf(undefined, { nodeEnv: undefined, terminal: false })).toBe('json');
    expect(logFormatOf(undefined, { nodeEnv: 'development', terminal: true })).toBe('pretty');
    expect(logFormatOf(undefined, { nodeEnv: undefined, terminal: true })).toBe('pretty');
    expect(logFormatOf('json', { nodeEnv: 'development', terminal: true })).toBe('json');
    expect(logFormatOf('pretty', { nodeEnv: 'production', terminal: false })).toBe('pretty');
  });

  it('the readable line of a request is "GET /path status time"', async () => {
    const out = new PassThrough();
    const stream = prettyLogStream(out);
    const read = new Promise<string>((resolve) => out.once('data', (chunk) => resolve(String(chunk))));
    stream.write(
      `${JSON.stringify({
        level: 30,
        time: Date.now(),
        pid: 1,
        hostname: 'h',
        reqId: 'r',
        req: { method: 'GET', url: '/payments?page[size]=20', host: 'demo.app.localhost:3000' },
        res: { statusCode: 200 },
        responseTime: 12,
        msg: 'request completed',
      })}\n`,
    );
    const line = await read;
    expect(line).toContain('GET /payments?page[size]=20 200 12 ms');
    expect(line).not.toContain('"req"');
    expect(line.trim().split('\n')).toHaveLength(1);
  });
});
