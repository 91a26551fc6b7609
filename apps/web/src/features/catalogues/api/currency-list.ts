import { currencyListSchema } from '@paygrid/contracts/catalogues/currency';
import { queryOptions } from '@tanstack/react-query';
import { api } from '~/shared/http';
import { catalogueKeys } from './catalogue-keys';

/** GET /currencies with a grid list request (cursor paging). */
export const currencyListQuery = (query: string) =>
  queryOptions({
    queryKey: catalogueKeys.currencies(query),
    queryFn: () => api.get(`/currencies?${query}`, currencyListSchema),
  });
