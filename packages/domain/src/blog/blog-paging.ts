/** SPEC §9: the blog starts at page 1. */
export const BLOG_FIRST_PAGE = 1;

/** What paging needs of one answer of `GET /page:{n}` (SPEC §3 blog post list). */
export type BlogPageMeta = { postCount: number; number: number; last?: number | undefined };

/** SPEC §3/§7: the next page is meta.page.number plus one; none after an empty page or the last one. */
export const nextBlogPage = ({ postCount, number, last }: BlogPageMeta): number | undefined =>
  postCount === 0 || (last !== undefined && number >= last) ? undefined : number + 1;
