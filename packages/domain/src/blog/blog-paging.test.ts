import { describe, expect, it } from 'vitest';
import { BLOG_FIRST_PAGE, nextBlogPage } from './blog-paging';

describe('§7 blog paging', () => {
  it('starts at page 1 and asks for the number after the one answered', () => {
    expect(BLOG_FIRST_PAGE).toBe(1);
    expect(nextBlogPage({ postCount: 5, number: 1 })).toBe(2);
    expect(nextBlogPage({ postCount: 5, number: 7 })).toBe(8);
  });

  it('stops after an empty page or the last one', () => {
    expect(nextBlogPage({ postCount: 0, number: 3 })).toBeUndefined();
    expect(nextBlogPage({ postCount: 4, number: 3, last: 3 })).toBeUndefined();
    expect(nextBlogPage({ postCount: 4, number: 2, last: 3 })).toBe(3);
  });
});
