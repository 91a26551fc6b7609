import { serverMessageOf } from './http-error';

/** One entry of an `errors[]` list (JSON:API style) or a bare value. */
export type ErrorEntry = string | { title?: unknown; detail?: unknown; value?: unknown };

const entryText = (entry: unknown): string | undefined => {
  if (typeof entry === 'string') return entry.trim() || undefined;
  if (typeof entry !== 'object' || entry === null) return undefined;
  const { title, value } = entry as { title?: unknown; value?: unknown };
  if (typeof title === 'string' && title.trim()) return title;
  if (typeof value === 'string' && value.trim()) return value;
  return undefined;
};

/** §8: the titles (or values) of an errors list, joined. */
export const joinErrorEntries = (errors: ReadonlyArray<unknown>): string =>
  errors
    .map(entryText)
    .filter((text): text is string => text !== undefined)
    .join(', ');

/** §8: what the grid shows for an HTTP error: the server's message, else the joined errors list. */
export const gridErrorText = (data: unknown): string | undefined => {
  const message = serverMessageOf(data);
  if (message) return message;
  const errors =
    typeof data === 'object' && data !== null ? (data as { errors?: unknown }).errors : undefined;
  if (!Array.isArray(errors)) return undefined;
  return joinErrorEntries(errors) || undefined;
};

/** §8: an alert's message is the detail array joined with periods, or the single detail. */
export const alertMessageFromDetail = (detail: string | ReadonlyArray<string>): string => {
  if (typeof detail === 'string') return detail;
  return detail
    .map((part) => part.trim().replace(/\.+$/, ''))
    .filter((part) => part !== '')
    .map((part) => `${part}.`)
    .join(' ');
};
