export { useBlogPosts } from './api/blog-posts';
export { BlogPanel } from './components/blog-panel';
