import { queryOptions } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { catalogueKeys } from './catalogue-keys';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const currencyListAnswer = lazyAnswer(
  () => import('@paygrid/contracts/catalogues/currency'),
  'currencyListSchema',
);

/** GET /currencies with a grid list request (cursor paging). */
export const currencyListQuery = (query: string) =>
  queryOptions({
    queryKey: catalogueKeys.currencies(query),
    queryFn: () => api.get(`/currencies?${query}`, currencyListAnswer),
  });
