import { describe, expect, it } from 'vitest';
import { formatRowNumber } from './row-count';

describe('§4 row numbers of the pager', () => {
  it('a known total in full, an estimate the short way, in the reader’s language', () => {
    expect(formatRowNumber('en', 1234)).toBe('1,234');
    expect(formatRowNumber('en', 1_234_567, true)).toBe('1.2M');
    expect(formatRowNumber('uk', 1_234_567, true)).toMatch(/^1,2\s?млн$/);
  });
});
