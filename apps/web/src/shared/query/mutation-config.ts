import type { UseMutationOptions } from '@tanstack/react-query';

// biome-ignore lint/suspicious/noExplicitAny: any request function, whatever it takes and answers.
type RequestFunction = (...args: any[]) => Promise<unknown>;

/**
 * What a page may add to a feature's mutation hook (its own onSuccess, onError): the request and the cache
 * changes stay in the hook, so a mutation invalidates exactly what it changed wherever it is used.
 */
export type MutationConfig<Request extends RequestFunction> = Omit<
  UseMutationOptions<Awaited<ReturnType<Request>>, Error, Parameters<Request>[0]>,
  'mutationFn'
>;
