import { z } from 'zod';

/** A post as the blog lists it: flat, or JSON:API style with its fields under `attributes`. */
const flatPostSchema = z.object({
  title: z.string().trim().min(1),
  // Only web links: a post's address is put in an href.
  url: z.url({ protocol: /^https?$/ }),
  published_at: z.string().optional(),
  summary: z.string().optional(),
});

export const blogPostSchema = z.preprocess(
  (item) =>
    typeof item === 'object' && item !== null && 'attributes' in item && typeof item.attributes === 'object'
      ? item.attributes
      : item,
  flatPostSchema,
);
export type BlogPost = z.infer<typeof flatPostSchema>;

/** `GET {BLOG_URL}/page:{n}` (SPEC §3, §7): the posts, and the page number answered. */
export const blogPageSchema = z.object({
  data: z.array(blogPostSchema),
  meta: z.object({
    page: z.object({ number: z.number().int().min(1), last: z.number().int().min(1).optional() }),
  }),
});
export type BlogPage = z.infer<typeof blogPageSchema>;
