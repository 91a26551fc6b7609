/** Query keys of the blog feature. */
export const blogKeys = {
  all: ['blog'] as const,
  pages: (blogUrl: string) => [...blogKeys.all, 'pages', blogUrl] as const,
};
