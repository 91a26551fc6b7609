import { BlogPanel, useBlogPosts } from '~/features/blog';
import { useEnvironment } from '~/shared/http';
import { BrandPanel } from './brand-panel';

/**
 * The split entrance layout's side panel: the blog's posts when BLOG_URL is set and answers (SPEC §7), the
 * product's own panel when it is unset, unreachable, empty, or still on its way.
 */
export function EntranceSidePanel() {
  const { data: environment } = useEnvironment();
  const blog = useBlogPosts(environment?.BLOG_URL ?? undefined);
  const posts = blog.data?.pages.flatMap((page) => page.data) ?? [];
  if (posts.length === 0) return <BrandPanel />;
  return (
    <BlogPanel
      posts={posts}
      hasMore={blog.hasNextPage}
      loadingMore={blog.isFetchingNextPage}
      moreFailed={blog.isFetchNextPageError}
      onMore={() => void blog.fetchNextPage()}
    />
  );
}
