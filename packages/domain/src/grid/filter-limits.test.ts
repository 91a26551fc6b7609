import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FREE_TEXT_MAX_LENGTH, filterOverLimit, SEARCH_MAX_WORDS } from './filter-limits';
import { paymentsGrid } from './grids/payments-grid';
import { parseQueryString } from './list-request';
import { checkGridListQuery, lenientGridRequest } from './strict-request';

const words = (count: number) => Array.from({ length: count }, (_, n) => `w${n}`).join(' ');
const check = (query: string) => checkGridListQuery(paymentsGrid, parseQueryString(query));

// Issue 33: a member's 101-word search once held every organisation for 26 s on the embedded database.
describe('free-text filters ask a bounded amount', () => {
  it('takes up to the limits and refuses one word or one character more, naming the parameter', () => {
    expect(filterOverLimit('search', words(SEARCH_MAX_WORDS))).toBeUndefined();
    expect(filterOverLimit('search', words(SEARCH_MAX_WORDS + 1))).toBe('words');
    expect(filterOverLimit('search', 'x'.repeat(FREE_TEXT_MAX_LENGTH))).toBeUndefined();
    expect(filterOverLimit('search', 'x'.repeat(FREE_TEXT_MAX_LENGTH + 1))).toBe('length');
    expect(filterOverLimit('string', 'x'.repeat(FREE_TEXT_MAX_LENGTH + 1))).toBe('length');
    // A string filter is one text, however many words.
    expect(filterOverLimit('string', words(SEARCH_MAX_WORDS + 1))).toBeUndefined();
    expect(filterOverLimit('number', 'x'.repeat(500))).toBeUndefined();

    const refused = check(`filter[search]=${encodeURIComponent(words(1000))}`);
    expect(refused).toEqual({
      ok: false,
      issues: [{ parameter: 'filter[search]', code: 'filter_too_long', detail: 'At most 100 characters.' }],
    });
    const reference = check(`filter[reference]=${'r'.repeat(FREE_TEXT_MAX_LENGTH + 1)}`);
    expect(reference.ok ? [] : reference.issues.map((issue) => issue.parameter)).toEqual([
      'filter[reference]',
    ]);
  });

  it('never lets a search with more words than the limit through, whatever its spacing (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z0-9@.]{1,6}$/), { minLength: 1, maxLength: 40 }),
        fc.stringMatching(/^[ \t]{1,3}$/),
        (parts, gap) => {
          const text = parts.join(gap);
          const result = check(`filter[search]=${encodeURIComponent(text)}`);
          const within = parts.length <= SEARCH_MAX_WORDS && text.trim().length <= FREE_TEXT_MAX_LENGTH;
          expect(result.ok).toBe(within);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('the web leaves an over-limit filter out of an old link or view and says so', () => {
    const { filters, dropped } = lenientGridRequest(paymentsGrid, {
      filter: { search: words(SEARCH_MAX_WORDS + 1), status: 'failed' },
    });
    expect(filters).toEqual({ status: 'failed' });
    expect(dropped).toEqual(['filter[search]']);
  });
});
