import { request as httpRequest } from 'node:http';
import type { Page } from 'playwright-core';
import { strongPassword } from './accounts';
import { callFromPage } from './page-api';

type PlatformAnswer = { status: number; body: { data: unknown } & Record<string, unknown> };

/**
 * A platform's server calling the platform API with its key, on the console's own host (node:http, since Node's
 * fetch drops a Host header it is given).
 */
export function platformCall(port: number, secret: string, method: string, path: string, body?: unknown) {
  return new Promise<PlatformAnswer>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const call = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path: `/api/platform/v1${path}`,
        agent: false,
        headers: {
          host: `app.localhost:${port}`,
          authorization: `Bearer ${secret}`,
          accept: 'application/json',
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
          }),
        );
      },
    );
    call.on('error', reject);
    call.end(payload);
  });
}

/** A test-mode API key the signed-in owner creates with every payment and operation permission; its secret. */
export async function testModeKey(page: Page): Promise<string> {
  const key = await callFromPage(page, 'POST', '/organization/api-keys', {
    name: 'Checkout',
    mode: 'test',
    permissions: ['payments:read', 'payments:write', 'events:read', 'operations:read', 'operations:write'],
    password: strongPassword,
  });
  if (key.status !== 201) throw new Error(`the API key was not created: ${key.status}`);
  return (key.body as { meta: { secret: string } }).meta.secret;
}
