import { QueryClient } from '@tanstack/react-query';

/** One cache for the page: the router's loaders and the components read the same data. */
export const queryClient = new QueryClient({
  defaultOptions: {
    // The HTTP client already retries per SPEC §7; a second layer of retries would multiply them.
    queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: false },
    mutations: { retry: 0 },
  },
});
