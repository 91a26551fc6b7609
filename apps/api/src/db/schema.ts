// Every table of every module, for Drizzle's relational queries and drizzle-kit's migration generator.
export { rateLimitCounters } from '../http/rate-limit/rate-limit-table';
