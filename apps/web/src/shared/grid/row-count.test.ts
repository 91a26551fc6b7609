import { numberFormats } from '@paygrid/domain/format/number-format';
import { describe, expect, it } from 'vitest';
import { formatRowNumber } from './row-count';

describe('§4 row numbers of the pager', () => {
  it('a known total in full, an estimate the short way, in the reader’s language when no format is set', () => {
    expect(formatRowNumber(1234, { language: 'en' })).toBe('1,234');
    expect(formatRowNumber(1_234_567, { language: 'en', estimated: true })).toBe('1.2M');
    expect(formatRowNumber(1_234_567, { language: 'uk', estimated: true })).toMatch(/^1,2\s?млн$/);
  });

  it('with the reader’s number format (§3): its separators, the language’s words', () => {
    const spaceComma = numberFormats['space-comma'];
    expect(formatRowNumber(1_234_567, { language: 'en', format: spaceComma })).toBe('1\u00a0234\u00a0567');
    expect(formatRowNumber(1_234_567, { language: 'en', format: spaceComma, estimated: true })).toBe('1,2M');
    expect(formatRowNumber(1_234_567, { language: 'uk', format: numberFormats['comma-dot'] })).toBe(
      '1,234,567',
    );
    expect(
      formatRowNumber(1_234_567, { language: 'uk', format: numberFormats['dot-comma'], estimated: true }),
    ).toMatch(/^1,2\s?млн$/);
    expect(formatRowNumber(12_345, { language: 'en', format: numberFormats['plain-dot'] })).toBe('12345');
  });
});
