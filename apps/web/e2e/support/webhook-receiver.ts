import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the receiver got: its headers and its body as sent. */
export type Received = { headers: IncomingHttpHeaders; body: string };

export type WebhookReceiver = { url: string; received: Received[]; stop: () => Promise<void> };

/**
 * A payment platform's webhook receiver on this machine: it keeps every request and answers 200. Start the console
 * with WEBHOOKS_ALLOW_PRIVATE, so an http endpoint on 127.0.0.1 is allowed.
 */
export async function startReceiver(): Promise<WebhookReceiver> {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/paygrid/webhooks`,
    received,
    stop: async () => {
      server.close();
      server.closeAllConnections();
      await once(server, 'close');
    },
  };
}
