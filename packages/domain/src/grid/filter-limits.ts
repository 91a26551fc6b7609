import { searchWords } from './filter-meaning';
import type { FilterType } from './filter-types';

/**
 * What one free-text filter may ask of the database (issue 33). Every search word is one more trigram condition
 * ANDed in, and on the embedded database a running statement cannot be stopped (it runs in the server's thread),
 * so these limits are the guard: a member's 101-word search once held every organisation for 26 s. Sized by
 * bench/search-limits.ts on the demo data (decision 0093). The API refuses more (422 naming the parameter), a
 * saved view holding more is applied without it, and the web's fields say so before anything is sent.
 */
export const SEARCH_MAX_WORDS = 6;
/** Characters of a search or a string filter (a reference, an e-mail, a few words). */
export const FREE_TEXT_MAX_LENGTH = 100;

/** Which limit a free-text filter value passes, if any: `words` or `length`. */
export type FilterLimit = 'words' | 'length';

/** The limit a filter value goes past, or undefined when it is within them (every non-text filter is). */
export function filterOverLimit(type: FilterType, value: unknown): FilterLimit | undefined {
  if ((type !== 'search' && type !== 'string') || typeof value !== 'string') return undefined;
  if (value.trim().length > FREE_TEXT_MAX_LENGTH) return 'length';
  if (type === 'search' && searchWords(value).length > SEARCH_MAX_WORDS) return 'words';
  return undefined;
}

/** The sentence a refusal gives (the API's English; the web words it from its catalogue). */
export const filterLimitDetail = (limit: FilterLimit): string =>
  limit === 'words' ? `At most ${SEARCH_MAX_WORDS} words.` : `At most ${FREE_TEXT_MAX_LENGTH} characters.`;
