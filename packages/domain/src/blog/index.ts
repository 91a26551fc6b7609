export * from './blog-paging';
