import { twoFactorSecretSchema } from '@paygrid/contracts/user/two-factor';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/shared/http';
import { userKeys } from './user-keys';

/** GET /user/2fa/get-secret makes a new pending secret every time: asked once per visit of the page. */
export const twoFactorSecretQuery = queryOptions({
  queryKey: userKeys.twoFactorSecret(),
  queryFn: () => api.get('/user/2fa/get-secret', twoFactorSecretSchema),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: 0,
  retry: false,
  refetchOnMount: 'always',
});

export const useTwoFactorSecret = () => useQuery(twoFactorSecretQuery);
