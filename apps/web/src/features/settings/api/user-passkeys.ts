import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { settingsKeys } from './settings-keys';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const passkeyListAnswer = lazyAnswer(() => import('@paygrid/contracts/user/passkeys'), 'passkeyListSchema');

/** GET /user/passkeys: the person's passkeys, each with its name, when it was added and last used. */
const userPasskeysQuery = queryOptions({
  queryKey: settingsKeys.passkeys(),
  queryFn: () => api.get('/user/passkeys', passkeyListAnswer),
});

export const useUserPasskeys = () => useQuery(userPasskeysQuery);
