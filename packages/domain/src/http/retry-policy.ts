export type HttpMethod = 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * §7: statuses worth another try.
 * @internal Exported for tests only.
 */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

const bodyMethods: ReadonlySet<string> = new Set(['PATCH', 'POST', 'PUT', 'DELETE']);

/** Browser HTTP client time-out (issue 3 rule 9). */
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * §7: once for non-body methods, zero times for PATCH, POST, PUT and DELETE.
 * @internal Exported for tests only.
 */
export const retriesFor = (method: string): number => (bodyMethods.has(method.toUpperCase()) ? 0 : 1);

export type RetryQuestion = {
  method: string;
  /** Response status; undefined when no response came (network failure or time-out). */
  status: number | undefined;
  /** How many retries were already made for this call. */
  retriesDone: number;
};

/** §7: whether a failed call is tried again. */
export const shouldRetry = ({ method, status, retriesDone }: RetryQuestion): boolean =>
  retriesDone < retriesFor(method) && (status === undefined || RETRY_STATUSES.has(status));
