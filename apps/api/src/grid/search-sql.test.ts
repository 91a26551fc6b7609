import { describe, expect, it } from 'vitest';
import { indexedPartOf } from './search-sql';

describe('the part of a search word the trigram index looks up', () => {
  it('is an e-mail address up to its "@": the domain is in thousands of rows', () => {
    expect(indexedPartOf('olena.koval123@example.com')).toBe('olena.koval123@');
    expect(indexedPartOf('c4242@example.com')).toBe('c4242@');
  });

  it('is the whole word when there is no address, or too little before or after the "@"', () => {
    expect(indexedPartOf('ord-20261101')).toBeUndefined();
    expect(indexedPartOf('ab@example.com')).toBeUndefined();
    expect(indexedPartOf('olena@')).toBeUndefined();
    expect(indexedPartOf('@example.com')).toBeUndefined();
  });
});
