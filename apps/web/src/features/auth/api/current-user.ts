import type { UserResource } from '@paygrid/contracts/user/user';
import { LOGGED_IN_COOKIE } from '@paygrid/domain/session/cookies';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readCookie } from '~/shared/cookies/browser-cookies';
import { api, isUnauthorized, lazyAnswer } from '~/shared/http';
import { authKeys } from './auth-keys';

export type CurrentUser = UserResource['data'];

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const userResourceAnswer = lazyAnswer(() => import('@paygrid/contracts/user/user'), 'userResourceSchema');

/**
 * SPEC §4 session check: without the loggedIn cookie (the readable twin of the HttpOnly session cookie)
 * nobody is signed in; with it, GET /user decides. `null` means not authorized.
 */
async function fetchCurrentUser(): Promise<CurrentUser | null> {
  if (readCookie(LOGGED_IN_COOKIE) === undefined) return null;
  try {
    return (await api.get('/user', userResourceAnswer)).data;
  } catch (error) {
    if (isUnauthorized(error)) return null;
    throw error;
  }
}

export const currentUserQuery = queryOptions({
  queryKey: authKeys.currentUser(),
  queryFn: fetchCurrentUser,
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

/** The signed-in person, `null` when nobody is. */
export const useCurrentUser = () => useQuery(currentUserQuery);
