import {
  type EnumerationItem,
  type EnumerationLocale,
  type EnumerationName,
  enumerationsAnswerSchema,
} from '@paygrid/contracts/system/enumerations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '~/shared/http';

export type { EnumerationItem, EnumerationName };

/** The interface language as the enumerations call knows it. */
export const enumerationLocaleOf = (language: string): EnumerationLocale =>
  language.toLowerCase().startsWith('uk') ? 'uk' : 'en';

/** GET /system/enumerations for one name in one language; reference data, so kept for the whole visit. */
export const enumerationQuery = (name: EnumerationName, locale: EnumerationLocale) =>
  queryOptions({
    queryKey: ['enumerations', name, locale] as const,
    queryFn: async ({ signal }) => {
      const answer = await api.get('/system/enumerations', enumerationsAnswerSchema, {
        query: { name, locale },
        signal,
      });
      return answer.data.enumerations[name] ?? [];
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

/** One enumeration's `{ value, label }` items in the interface language, fetched instead of bundled (issue 13). */
export function useEnumeration(name: EnumerationName) {
  const { i18n } = useTranslation();
  return useQuery(enumerationQuery(name, enumerationLocaleOf(i18n.language)));
}
