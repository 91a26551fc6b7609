import { isHttpError } from '@paygrid/domain/errors/http-error';

const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * §8 an HTTP error in a grid shows the server's message, or the joined titles (or values) of its errors list.
 * Undefined when the failure carries neither (a network failure): the grid then says it could not load.
 */
export function gridErrorText(error: unknown): string | undefined {
  if (!isHttpError(error) || typeof error.data !== 'object' || error.data === null) return undefined;
  const body = error.data as { message?: unknown; errors?: unknown };
  const message = textOf(body.message);
  if (message) return message;
  if (!Array.isArray(body.errors)) return undefined;
  const parts = body.errors.flatMap((item: unknown) => {
    if (typeof item === 'string') return textOf(item) ?? [];
    if (typeof item !== 'object' || item === null) return [];
    const { title, value } = item as { title?: unknown; value?: unknown };
    return textOf(title) ?? textOf(value) ?? [];
  });
  return parts.length > 0 ? parts.join('. ') : undefined;
}
