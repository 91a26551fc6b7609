import { searchWords } from './filter-meaning';
import type { FilterType } from './filter-types';
import type { GridDeclaration } from './grid-declaration';

/**
 * What one free-text filter may ask of the database (issue 33). Every search word is one more trigram condition
 * ANDed in, and on the embedded database a running statement cannot be stopped (it runs in the server's thread),
 * so these limits are the guard: a member's 101-word search once held every organisation for 26 s. Sized by
 * bench/search-limits.ts on the demo data (decision 0093). The API refuses more (422 naming the parameter), a
 * saved view holding more is applied without it, and the web's fields say so before anything is sent.
 */
export const SEARCH_MAX_WORDS = 6;
/**
 * The shortest search word a large grid looks for inside its fields (a grid opts in with `minWordLength`): a
 * trigram index serves three letters and more; a shorter word would be a scan of every row, so it only matches the
 * beginning of the row's identifier there.
 */
export const SEARCH_MIN_WORD_LENGTH = 3;
/** Characters of a search or a string filter (a reference, an e-mail, a few words). */
export const FREE_TEXT_MAX_LENGTH = 100;

/** Which limit a free-text filter value passes, if any: `words` or `length`. */
export type FilterLimit = 'words' | 'length';

/** A filter the reader types freely: what the limits bound, and what makes a read expensive. */
const isFreeText = (type: FilterType) => type === 'search' || type === 'string';

/** The limit a filter value goes past, or undefined when it is within them (every non-text filter is). */
export function filterOverLimit(type: FilterType, value: unknown): FilterLimit | undefined {
  if (!isFreeText(type) || typeof value !== 'string') return undefined;
  if (value.trim().length > FREE_TEXT_MAX_LENGTH) return 'length';
  if (type === 'search' && searchWords(value).length > SEARCH_MAX_WORDS) return 'words';
  return undefined;
}

/** The sentence a refusal gives (the API's English; the web words it from its catalogue). */
export const filterLimitDetail = (limit: FilterLimit): string =>
  limit === 'words' ? `At most ${SEARCH_MAX_WORDS} words.` : `At most ${FREE_TEXT_MAX_LENGTH} characters.`;

/** The words of a search a grid only matches against the beginning of its identifiers (too short for inside). */
export const identifierOnlyWords = (search: string, minWordLength: number | undefined): string[] =>
  minWordLength === undefined ? [] : searchWords(search).filter((word) => [...word].length < minWordLength);

/** A saved filter past a limit: where it sits in the saved list, and which limit. */
export type SavedFilterOverLimit = { index: number; key: string; limit: FilterLimit };

/**
 * The first filter of a saved view or saved filter that goes past a limit of the grid's declaration. Values are
 * the JSON text of each wire value (SPEC §7 "values stringified"); a value that is not JSON text is the codec's
 * business, not a limit's.
 */
export function savedFilterOverLimit(
  grid: Pick<GridDeclaration, 'filters'>,
  filters: ReadonlyArray<{ key: string; value: string }>,
): SavedFilterOverLimit | undefined {
  for (const [index, { key, value }] of filters.entries()) {
    const declared = grid.filters.find((filter) => filter.key === key);
    if (!declared) continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      continue;
    }
    const limit = filterOverLimit(declared.type, parsed);
    if (limit) return { index, key, limit };
  }
  return undefined;
}

/** Whether a request's filters ask the database for free text (a search or a string filter): an expensive read. */
export const asksFreeText = (
  grid: Pick<GridDeclaration, 'filters'>,
  filter: Readonly<Record<string, unknown>>,
) => grid.filters.some((declared) => isFreeText(declared.type) && filter[declared.key] !== undefined);
