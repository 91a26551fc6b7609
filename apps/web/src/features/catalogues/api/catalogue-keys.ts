/** Query keys of the reference catalogues; a list is keyed by the exact request the server is sent. */
export const catalogueKeys = {
  all: ['catalogues'] as const,
  countries: (query: string) => [...catalogueKeys.all, 'countries', query] as const,
  currencies: (query: string) => [...catalogueKeys.all, 'currencies', query] as const,
};
