import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { StringDecoder } from 'node:string_decoder';
import { WEBHOOK_LIMITS } from '@paygrid/domain';
import type { WebhookTarget } from './target';

/** @internal Exported for tests only. */
export type WebhookRequest = {
  target: WebhookTarget;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
};

/** What came back: the status, and the answer's first KiB as text. */
type WebhookAnswer = { status: number; excerpt: string };

/** No answer came within the attempt's time. */
export class WebhookTimeout extends Error {
  constructor(ms: number) {
    super(`No answer within ${ms / 1000} s`);
    this.name = 'WebhookTimeout';
  }
}

/** Makes one attempt's HTTP request; injected by tests that must send no packet. */
export type WebhookConnector = (request: WebhookRequest) => Promise<WebhookAnswer>;

/**
 * POSTs to the checked address itself: the lookup hands back the address the target check approved, so the
 * connection cannot land anywhere else; TLS still verifies the certificate for the URL's host name. No agent (no
 * pooled socket chosen by name), no redirect followed (a 3xx is an answer like any other), one timer for the
 * whole attempt, and only the first KiB of the answer is read.
 */
export const httpConnector: WebhookConnector = ({ target, headers, body, timeoutMs }) =>
  new Promise<WebhookAnswer>((resolve, reject) => {
    const fixedLookup: LookupFunction = (_hostname, options, callback) => {
      if (options.all) callback(null, [{ address: target.address, family: target.family }]);
      else callback(null, target.address, target.family);
    };
    const client = target.url.protocol === 'https:' ? https : http;
    const request = client.request(target.url, {
      method: 'POST',
      agent: false,
      lookup: fixedLookup,
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      signal: AbortSignal.timeout(timeoutMs),
    });
    request.on('error', (error) =>
      reject(error.name === 'AbortError' ? new WebhookTimeout(timeoutMs) : error),
    );
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let length = 0;
      const finish = () => {
        const excerpt = Buffer.concat(chunks).subarray(0, WEBHOOK_LIMITS.responseExcerptBytes);
        // A character cut at the last byte is left out rather than shown as a replacement mark.
        resolve({ status: response.statusCode ?? 0, excerpt: new StringDecoder('utf8').write(excerpt) });
        response.destroy();
      };
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        length += chunk.length;
        if (length >= WEBHOOK_LIMITS.responseExcerptBytes) finish();
      });
      response.on('end', finish);
      response.on('error', finish);
    });
    request.end(body);
  });
