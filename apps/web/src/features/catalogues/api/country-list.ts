import { countryListSchema } from '@paygrid/contracts/catalogues/country';
import { queryOptions } from '@tanstack/react-query';
import { api } from '~/shared/http';
import { catalogueKeys } from './catalogue-keys';

/** GET /countries with a grid list request (number paging). */
export const countryListQuery = (query: string) =>
  queryOptions({
    queryKey: catalogueKeys.countries(query),
    queryFn: () => api.get(`/countries?${query}`, countryListSchema),
  });
