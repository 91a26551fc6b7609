import type { EnumerationLocale, EnumerationName } from '@paygrid/contracts/system/enumerations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, lazyAnswer } from '~/shared/http';

export type { EnumerationName };

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const enumerationsAnswer = lazyAnswer(
  () => import('@paygrid/contracts/system/enumerations'),
  'enumerationsAnswerSchema',
);

/** The interface language as the enumerations call knows it. */
export const enumerationLocaleOf = (language: string): EnumerationLocale =>
  language.toLowerCase().startsWith('uk') ? 'uk' : 'en';

/** GET /system/enumerations for one name in one language; reference data, so kept for the whole visit. */
export const enumerationQuery = (name: EnumerationName, locale: EnumerationLocale) =>
  queryOptions({
    queryKey: ['enumerations', name, locale] as const,
    queryFn: async ({ signal }) => {
      const answer = await api.get('/system/enumerations', enumerationsAnswer, {
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
