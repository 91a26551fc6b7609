import { and, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** §3 search: every word must be a prefix of one of the search fields (case-insensitive). */
export function searchCondition(
  words: ReadonlyArray<string>,
  columns: ReadonlyArray<SQLWrapper>,
): SQL | undefined {
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) =>
      or(...columns.map((column) => sql`lower(${column}) like ${`${escapeLike(word)}%`}`)),
    ),
  );
}
