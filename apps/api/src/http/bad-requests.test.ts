import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import type { ApiClient } from '../test/client';
import { badRequestOf, isProblemShape, type Operation, operationsOf } from '../test/openapi-operations';
import { organizationOwnedBy } from '../test/organizations';
import { platformKeyOf } from '../test/platform';
import { signedInUser } from '../test/users';

/** `npm run test:fuzz` sets FUZZ_RUNS=2000; `npm test` sends 200 bad requests to every operation. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);

let testApp: TestApp;
let operations: Operation[];

beforeAll(async () => {
  testApp = await createTestApp();
  operations = await operationsOf(testApp.app);
});
afterAll(() => testApp.close());

async function send(
  client: ApiClient,
  operation: Operation,
  request: ReturnType<typeof badRequestOf> extends fc.Arbitrary<infer R> ? R : never,
  /** The platform API's operations are called with an API key of the organisation (issue 36). */
  secret: string | undefined,
) {
  return testApp.app.inject({
    method: operation.method,
    url: request.url,
    remoteAddress: '203.0.113.50',
    headers: {
      host: client.host,
      origin: `http://${client.host}`,
      'x-requested-with': 'XMLHttpRequest',
      cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      ...(secret === undefined ? {} : { authorization: `Bearer ${secret}` }),
      ...(request.payload === undefined ? {} : { 'content-type': request.contentType }),
    },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
}

describe('generated bad requests: no 5xx on any input (issue 11)', () => {
  it(`sends ${RUNS} bad requests to every operation of the OpenAPI document as a signed-in owner`, {
    timeout: 1_800_000,
  }, async () => {
    expect(operations.length).toBeGreaterThan(30);
    let sent = 0;
    const failures: string[] = [];
    for (const [index, operation] of operations.entries()) {
      // Fresh fixtures per operation: one that ends the session or leaves the organisation spoils only its own.
      const owner = await signedInUser(testApp, `fuzz-${index}@example.com`);
      const { dashboard } = await organizationOwnedBy(owner, `fuzz-${index}`);
      const secret = operation.path.startsWith('/api/platform/')
        ? (await platformKeyOf(testApp.app, dashboard)).secret
        : undefined;
      const requests = fc.sample(badRequestOf(operation), { numRuns: RUNS, seed: 4242 + index });
      for (const request of requests) {
        const response = await send(dashboard, operation, request, secret);
        sent += 1;
        const wrongShape = response.statusCode >= 400 && !isProblemShape(safeJson(response.body));
        if (response.statusCode >= 500 || wrongShape) {
          failures.push(
            `${operation.method} ${request.url.slice(0, 200)} ${request.payload?.slice(0, 200) ?? ''} -> ${response.statusCode} ${response.body.slice(0, 200)}`,
          );
        }
      }
    }
    console.log(
      `bad requests: ${operations.length} operations, ${sent} requests, ${failures.length} 5xx or off-shape`,
    );
    expect(failures.slice(0, 20)).toEqual([]);
  });
});

function safeJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}
