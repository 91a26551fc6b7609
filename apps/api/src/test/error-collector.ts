import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { gunzipSync } from 'node:zlib';

/** One item of an envelope the error-reporting SDKs sent: its type ("event", "transaction", …) and payload. */
type CollectedItem = { type: string; payload: unknown; raw: string };

export type ErrorCollector = {
  /** A DSN pointing at this collector, for SENTRY_DSN. */
  dsn: string;
  /** Every item received so far, in order. */
  items: () => CollectedItem[];
  /** The error events (items of type "event") received so far. */
  events: () => CollectedItem[];
  /** Waits until at least `count` error events arrived, then returns them all. */
  waitForEvents: (count: number, timeoutMs?: number) => Promise<CollectedItem[]>;
  stop: () => Promise<void>;
};

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  return (request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8');
}

/** Envelope: a header line, then item header and payload lines (SDK envelope format). */
function itemsOf(envelope: string): CollectedItem[] {
  const lines = envelope.split('\n').filter((line) => line.trim() !== '');
  const items: CollectedItem[] = [];
  for (let index = 1; index + 1 < lines.length; index += 2) {
    const header = JSON.parse(lines[index] ?? '{}') as { type?: string };
    const raw = lines[index + 1] ?? '';
    let payload: unknown = raw;
    try {
      payload = JSON.parse(raw);
    } catch {
      // A binary or plain-text item: kept as it came.
    }
    items.push({ type: header.type ?? 'unknown', payload, raw });
  }
  return items;
}

/** A local stand-in for the error-reporting service: it accepts envelopes on any project and keeps their items. */
export async function startErrorCollector(): Promise<ErrorCollector> {
  const received: CollectedItem[] = [];
  const server = createServer((request, response) => {
    // The browser SDK posts across origins: answer its preflight and let it read nothing more.
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', '*');
    if (request.method !== 'POST') {
      response.writeHead(204).end();
      return;
    }
    void bodyOf(request).then((body) => {
      if (request.url?.includes('/envelope/')) received.push(...itemsOf(body));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const events = () => received.filter((item) => item.type === 'event');
  return {
    dsn: `http://collectorkey@127.0.0.1:${port}/1`,
    items: () => [...received],
    events,
    waitForEvents: async (count, timeoutMs = 10_000) => {
      const deadline = Date.now() + timeoutMs;
      while (events().length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} error events, got ${events().length}`);
        await sleep(50);
      }
      return events();
    },
    stop: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
