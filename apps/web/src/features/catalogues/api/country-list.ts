import { queryOptions } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import { catalogueKeys } from './catalogue-keys';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const countryListAnswer = lazyAnswer(
  () => import('@paygrid/contracts/catalogues/country'),
  'countryListSchema',
);

/** GET /countries with a grid list request (number paging). */
export const countryListQuery = (query: string) =>
  queryOptions({
    queryKey: catalogueKeys.countries(query),
    queryFn: () => api.get(`/countries?${query}`, countryListAnswer),
  });
