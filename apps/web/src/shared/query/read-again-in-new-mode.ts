import type { QueryClient } from '@tanstack/react-query';

/**
 * After the mode changed under every organisation call (the testMode cookie, or the test-mode toggle shown or
 * hidden): reads already on their way left in the old mode, so they are dropped first; TanStack would otherwise join
 * a first read in flight (nothing shown yet, or a prefetch) instead of asking again, and keep its answer as fresh.
 * Then everything is read again.
 */
export async function readAgainInNewMode(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries();
  await queryClient.invalidateQueries();
}
