import { and, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * §3 search: every word must occur inside one of the search fields, case- and accent-insensitively
 * (search_normal: lower(unaccent()), migration 0005; a pg_trgm index serves it where a grid declares one).
 */
export function searchCondition(
  words: ReadonlyArray<string>,
  columns: ReadonlyArray<SQLWrapper>,
): SQL | undefined {
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) =>
      or(
        ...columns.map(
          (column) => sql`search_normal(${column}) like ('%' || search_normal(${escapeLike(word)}) || '%')`,
        ),
      ),
    ),
  );
}
