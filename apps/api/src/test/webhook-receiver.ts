import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** One message as the receiver got it, and whether each secret it holds verified it. */
export type ReceivedWebhook = {
  id: string;
  type: string;
  body: string;
  headers: IncomingHttpHeaders;
  verifiedWith: string[];
};

/**
 * A platform's webhook receiver on 127.0.0.1: it verifies every message with the `standardwebhooks` library
 * against each secret it knows and answers what the test sets (200 by default).
 */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  secrets: string[] = [];
  answer: { status: number; body?: string } = { status: 200, body: 'ok' };
  private server: Server | undefined;
  private port = 0;

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const headers = request.headers as Record<string, string>;
        const verifiedWith = this.secrets.filter((secret) => {
          try {
            new Webhook(secret).verify(body, headers);
            return true;
          } catch {
            return false;
          }
        });
        this.received.push({
          id: String(request.headers['webhook-id']),
          type: (JSON.parse(body) as { type: string }).type,
          body,
          headers: request.headers,
          verifiedWith,
        });
        response.writeHead(this.answer.status, { 'content-type': 'text/plain' });
        response.end(this.answer.body ?? '');
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  url(path = '/paygrid/webhooks'): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}
