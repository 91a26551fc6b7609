import { and, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The part of a word the trigram index looks up. An e-mail address's domain is shared by thousands of rows
 * (every trigram of "example.com" is in each of them), so the index reads only the address up to its "@" and the
 * whole word is checked on the rows it finds: the same rows, without reading a posting list per row of the table.
 * Undefined when the whole word is the lookup.
 * @internal Exported for tests only.
 */
export function indexedPartOf(word: string): string | undefined {
  const at = word.indexOf('@');
  return at >= 3 && at < word.length - 1 ? word.slice(0, at + 1) : undefined;
}

/** One search field holds the word (case- and accent-insensitively). */
function fieldHolds(column: SQLWrapper, word: string): SQL {
  const part = indexedPartOf(word);
  const like = (text: string) =>
    sql`search_normal(${column}) like ('%' || search_normal(${escapeLike(text)}) || '%')`;
  if (part === undefined) return like(word);
  // strpos is not an operator the trigram index serves, so it only checks the rows the part found.
  return sql`(${like(part)} and strpos(search_normal(${column}), search_normal(${word})) > 0)`;
}

/**
 * §3 search: every word must occur inside one of the search fields, case- and accent-insensitively
 * (search_normal: lower(unaccent()), migration 0005; a pg_trgm index serves it where a grid declares one), or
 * begin the grid's identifier. Random identifiers stay out of the trigram index: they were a third of its size and
 * of the time to build it, and nobody looks a payment up by the middle of its id. A word shorter than the grid's
 * `minWordLength` has no trigram to look up, so it only begins the identifier (decision 0094).
 */
export function searchCondition(
  words: ReadonlyArray<string>,
  columns: ReadonlyArray<SQLWrapper>,
  options: { identifierPrefix?: SQLWrapper; minWordLength?: number } = {},
): SQL | undefined {
  if (words.length === 0) return undefined;
  const { identifierPrefix, minWordLength = 0 } = options;
  const beginsIdentifier = (word: string) =>
    identifierPrefix ? sql`${identifierPrefix} like ${`${escapeLike(word.toUpperCase())}%`}` : sql`false`;
  return and(
    ...words.map((word) =>
      [...word].length < minWordLength
        ? beginsIdentifier(word)
        : or(
            ...columns.map((column) => fieldHolds(column, word)),
            identifierPrefix && beginsIdentifier(word),
          ),
    ),
  );
}
