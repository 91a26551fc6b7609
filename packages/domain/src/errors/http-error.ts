/** §8: any response with status 400 or above is rejected with this error; the status is kept as the code. */
export type HttpError = {
  name: 'HttpError';
  message: string;
  data: unknown;
  status: number;
  statusText: string;
  code: number;
};

export type HttpErrorInput = { data?: unknown; status: number; statusText?: string };

export const createHttpError = ({ data, status, statusText = '' }: HttpErrorInput): HttpError => ({
  name: 'HttpError',
  message: serverMessageOf(data) ?? (statusText || `HTTP ${status}`),
  data,
  status,
  statusText,
  code: status,
});

export const isHttpError = (value: unknown): value is HttpError =>
  typeof value === 'object' &&
  value !== null &&
  (value as { name?: unknown }).name === 'HttpError' &&
  typeof (value as { status?: unknown }).status === 'number';

/** The `message` sentence of an error body (DESIGN.md, Errors), when there is one. */
export const serverMessageOf = (data: unknown): string | undefined => {
  if (typeof data !== 'object' || data === null) return undefined;
  const message = (data as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
};
