import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUSY_STATUS, REQUEST_TIMEOUT_MS, RETRY_STATUSES, retriesFor, shouldRetry } from './index';

describe('§7 retry policy', () => {
  it('§7 retries once for non-body methods and zero times for PATCH, POST, PUT and DELETE', () => {
    expect(retriesFor('GET')).toBe(1);
    expect(retriesFor('head')).toBe(1);
    for (const method of ['PATCH', 'POST', 'PUT', 'DELETE', 'post']) expect(retriesFor(method)).toBe(0);
  });

  it('§7 retries on 408, 409, 425, 429, 500, 502, 503 and 504 only', () => {
    expect([...RETRY_STATUSES].sort()).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
    expect(shouldRetry({ method: 'GET', status: 503, retriesDone: 0 })).toBe(true);
    expect(shouldRetry({ method: 'GET', status: undefined, retriesDone: 0 })).toBe(true);
    expect(shouldRetry({ method: 'GET', status: 404, retriesDone: 0 })).toBe(false);
    expect(shouldRetry({ method: 'GET', status: 501, retriesDone: 0 })).toBe(false);
    expect(shouldRetry({ method: 'POST', status: 503, retriesDone: 0 })).toBe(false);
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
  });

  it('never retries a read the server turned away as busy: a retry would double the cost it refused (issue 33)', () => {
    expect(RETRY_STATUSES.has(BUSY_STATUS)).toBe(false);
    expect(shouldRetry({ method: 'GET', status: BUSY_STATUS, retriesDone: 0 })).toBe(false);
  });

  it('§7 never more retries than the method allows (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'),
        fc.option(fc.integer({ min: 100, max: 599 }), { nil: undefined }),
        (method, status) => {
          let retries = 0;
          while (shouldRetry({ method, status, retriesDone: retries })) retries += 1;
          expect(retries).toBeLessThanOrEqual(retriesFor(method));
        },
      ),
    );
  });
});
