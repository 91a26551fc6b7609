import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpConnector } from './connector';

let server: Server;
let port = 0;
const seen: { host?: string | undefined; body: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen.push({ host: request.headers.host, body: Buffer.concat(chunks).toString() });
      if (request.url === '/moved') {
        response.writeHead(302, { location: `http://127.0.0.1:${port}/hook` }).end();
      } else if (request.url === '/long') {
        response.writeHead(200).end('x'.repeat(10_000));
      } else if (request.url === '/silent') {
        // never answers: the attempt's timer ends it
      } else {
        response.writeHead(200).end('ok');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** A host name nothing resolves (.invalid): the connection can only reach the checked address it is handed. */
const target = (path: string) => ({
  url: new URL(`http://receiver.invalid:${port}${path}`),
  address: '127.0.0.1',
  family: 4 as const,
});
const send = (path: string, timeoutMs = 2000) =>
  httpConnector({
    target: target(path),
    headers: { 'content-type': 'application/json' },
    body: '{"a":1}',
    timeoutMs,
  });

describe('an attempt’s HTTP request (issue 37)', () => {
  it('connects to the checked address, never looking the name up again, and keeps the name as Host', async () => {
    await expect(send('/hook')).resolves.toEqual({ status: 200, excerpt: 'ok' });
    expect(seen.at(-1)).toEqual({ host: `receiver.invalid:${port}`, body: '{"a":1}' });
  });

  it('does not follow a redirect: a 3xx is the answer', async () => {
    const before = seen.length;
    await expect(send('/moved')).resolves.toMatchObject({ status: 302 });
    expect(seen.length).toBe(before + 1);
  });

  it('keeps the first KiB of the answer only', async () => {
    const answer = await send('/long');
    expect(answer.excerpt).toHaveLength(1024);
  });

  it('gives up when no answer comes in time', async () => {
    await expect(send('/silent', 300)).rejects.toThrow('No answer within 0.3 s');
  });
});
