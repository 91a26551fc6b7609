import type { Environment } from '@paygrid/contracts/system/environment';
import { isEnvironment } from '@paygrid/contracts/system/environment-guard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { guardedAnswer } from './answer-check';
import { createHttpClient } from './http-client';

/** SPEC §7: the facade lives at the current origin plus /api/v1 unless the environment names another. */
export const originApiBase = (): string => `${window.location.origin}/api/v1`;

const bootstrapClient = createHttpClient({ baseUrl: originApiBase });
// Eight flat fields every page waits for before it draws: a guard, not zod and a second request (decision 0023).
const environmentAnswer = guardedAnswer(isEnvironment, 'the environment');

let pending: Promise<Environment> | undefined;

/** GET /system/environment once per page load; a failed attempt is asked again next time. */
export function loadEnvironment(): Promise<Environment> {
  pending ??= bootstrapClient.get('/system/environment', environmentAnswer).catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

export async function apiBaseUrl(): Promise<string> {
  const environment = await loadEnvironment();
  return environment.FACADE_URL ?? originApiBase();
}

export const environmentQuery = queryOptions({
  queryKey: ['environment'] as const,
  queryFn: loadEnvironment,
  staleTime: Number.POSITIVE_INFINITY,
});

/** The server's environment (APP_HOST, features on or off), read once per page load. */
export const useEnvironment = () => useQuery(environmentQuery);
