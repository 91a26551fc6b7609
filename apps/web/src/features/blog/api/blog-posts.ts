import type { BlogPage } from '@paygrid/contracts/blog/blog-page';
import { BLOG_FIRST_PAGE, nextBlogPage } from '@paygrid/domain/blog/blog-paging';
import { REQUEST_TIMEOUT_MS } from '@paygrid/domain/http/retry-policy';
import { useInfiniteQuery } from '@tanstack/react-query';
import { blogKeys } from './blog-keys';

/**
 * `GET {BLOG_URL}/page:{n}` (SPEC §7): another host, asked without credentials or the API's headers, so it is a
 * simple cross-origin request; the blog answers it with Access-Control-Allow-Origin.
 */
async function fetchBlogPage(blogUrl: string, page: number, signal?: AbortSignal): Promise<BlogPage> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  // The contracts' schema arrives with the posts, after the page has drawn: zod stays out of its first load.
  const contract = import('@paygrid/contracts/blog/blog-page');
  contract.catch(() => undefined);
  const response = await fetch(`${blogUrl.replace(/\/+$/, '')}/page:${page}`, {
    credentials: 'omit',
    headers: { Accept: 'application/json' },
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
  if (!response.ok) throw new Error(`The blog answered ${response.status}`);
  const posts: unknown = await response.json();
  return (await contract).blogPageSchema.parse(posts);
}

/** The blog's posts, page by page; nothing is asked when BLOG_URL is unset. */
export function useBlogPosts(blogUrl: string | undefined) {
  return useInfiniteQuery({
    queryKey: blogKeys.pages(blogUrl ?? ''),
    queryFn: ({ pageParam, signal }) => fetchBlogPage(blogUrl ?? '', pageParam, signal),
    initialPageParam: BLOG_FIRST_PAGE,
    getNextPageParam: (last) =>
      nextBlogPage({ postCount: last.data.length, number: last.meta.page.number, last: last.meta.page.last }),
    enabled: Boolean(blogUrl),
    retry: false,
    staleTime: 5 * 60_000,
  });
}
