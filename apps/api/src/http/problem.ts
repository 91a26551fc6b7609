import type { ApiError, ApiErrorItem } from '@paygrid/contracts';

/** A failure the API answers on purpose: its status, the sentence a person reads, and its causes. */
export class Problem extends Error {
  override name = 'Problem';
  constructor(
    readonly status: number,
    message: string,
    readonly errors: ApiErrorItem[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  toBody(): ApiError {
    return {
      message: this.message,
      errors:
        this.errors.length > 0
          ? this.errors
          : [problemItem(this.status, codeForStatus(this.status), this.message)],
    };
  }
}

/** A refusal to try again after `seconds`: one error item, and the same wait in the Retry-After header. */
export const retryLater = (status: number, message: string, item: ApiErrorItem, seconds: number): Problem =>
  new Problem(status, message, [item], { 'retry-after': String(seconds) });

/** Whole seconds until a counter's window ends, at least one. */
export const secondsUntil = (ttlMs: number): number => Math.max(1, Math.ceil(ttlMs / 1000));

export function problemItem(status: number, code: string, title: string, detail?: string): ApiErrorItem {
  return detail === undefined
    ? { status: String(status), code, title }
    : { status: String(status), code, title, detail };
}

const STATUS_CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'invalid_input',
  423: 'busy',
  429: 'too_many_requests',
  500: 'internal_error',
  503: 'service_unavailable',
};

export function codeForStatus(status: number): string {
  return STATUS_CODES[status] ?? (status >= 500 ? 'internal_error' : 'bad_request');
}

/** A 422 naming the field it concerns: its code, and the sentence a person reads. */
export const invalidValue = (pointer: string, code: string, message: string) =>
  new Problem(422, message, [{ ...problemItem(422, code, 'Invalid value', message), source: { pointer } }]);

export const notFound = (detail?: string) =>
  new Problem(404, 'Not found.', [problemItem(404, 'not_found', 'Not Found', detail)]);
export const forbidden = (message: string, code = 'forbidden') =>
  new Problem(403, message, [problemItem(403, code, 'Forbidden', message)]);
export const unauthorized = (message = 'Authentication required.') =>
  new Problem(401, message, [problemItem(401, 'unauthorized', 'Unauthorized', message)]);
