import { and, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * §3 search: every word must occur inside one of the search fields, case- and accent-insensitively
 * (search_normal: lower(unaccent()), migration 0005; a pg_trgm index serves it where a grid declares one), or
 * begin the grid's identifier. Random identifiers stay out of the trigram index: they were a third of its size and
 * of the time to build it, and nobody looks a payment up by the middle of its id.
 */
export function searchCondition(
  words: ReadonlyArray<string>,
  columns: ReadonlyArray<SQLWrapper>,
  identifierPrefix?: SQLWrapper,
): SQL | undefined {
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) =>
      or(
        ...columns.map(
          (column) => sql`search_normal(${column}) like ('%' || search_normal(${escapeLike(word)}) || '%')`,
        ),
        identifierPrefix ? sql`${identifierPrefix} like ${`${escapeLike(word.toUpperCase())}%`}` : undefined,
      ),
    ),
  );
}
