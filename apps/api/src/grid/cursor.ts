import { cursorValuesFit, type SortValueType } from '@paygrid/domain';
import { Problem, problemItem } from '../http/problem';

/** A cursor: the sort it was made for and the sort-key values of one row, opaque to the client (base64url JSON). */
type CursorBody = { s: string; v: unknown[] };

export const encodeCursor = (sort: string, values: unknown[]): string =>
  Buffer.from(JSON.stringify({ s: sort, v: values } satisfies CursorBody)).toString('base64url');

const badCursor = (parameter: string) =>
  new Problem(422, 'The page cursor is not valid for this list and sort.', [
    {
      ...problemItem(422, 'invalid_cursor', 'Invalid value', 'Use the before or after cursor of an answer.'),
      source: { parameter },
    },
  ]);

/**
 * The values of a cursor made for this sort, each of its sort key's type; anything else (malformed, another
 * sort's, forged values such as a nested array) is refused before SQL sees it.
 */
export function decodeCursor(
  cursor: string,
  sort: string,
  types: ReadonlyArray<SortValueType>,
  parameter: string,
): unknown[] {
  let body: unknown;
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw badCursor(parameter);
    body = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor(parameter);
  }
  const { s, v } = (typeof body === 'object' && body !== null ? body : {}) as Partial<CursorBody>;
  if (s !== sort || !cursorValuesFit(types, v)) throw badCursor(parameter);
  return v;
}
