import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { userKeys } from './user-keys';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const twoFactorSecretAnswer = lazyAnswer(
  () => import('@paygrid/contracts/user/two-factor'),
  'twoFactorSecretSchema',
);

/** GET /user/2fa/get-secret makes a new pending secret every time: asked once per visit of the page. */
const twoFactorSecretQuery = queryOptions({
  queryKey: userKeys.twoFactorSecret(),
  queryFn: () => api.get('/user/2fa/get-secret', twoFactorSecretAnswer),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: 0,
  retry: false,
  refetchOnMount: 'always',
});

export const useTwoFactorSecret = () => useQuery(twoFactorSecretQuery);
