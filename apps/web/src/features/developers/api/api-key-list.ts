import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { apiKeyKeys } from './api-key-keys';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const apiKeyListAnswer = lazyAnswer(() => import('@paygrid/contracts/api-keys/api-key'), 'apiKeyListSchema');

/** GET /organization/api-keys: every key of the organisation, newest first, revoked ones included. */
const apiKeyListQuery = queryOptions({
  queryKey: apiKeyKeys.list(),
  queryFn: () => api.get('/organization/api-keys', apiKeyListAnswer),
});

/** Asked only by those who may manage keys (owners and admins; anyone else gets 403). */
export const useApiKeyList = ({ enabled }: { enabled: boolean }) => useQuery({ ...apiKeyListQuery, enabled });
