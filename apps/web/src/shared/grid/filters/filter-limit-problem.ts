import {
  FREE_TEXT_MAX_LENGTH,
  filterOverLimit,
  identifierOnlyWords,
  SEARCH_MAX_WORDS,
} from '@paygrid/domain/grid/filter-limits';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** What a free-text filter field says when its text asks more than a request may (issue 33), in the reader's words. */
export function useFilterLimitProblem(type: 'search' | 'string'): (text: string) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (text: string) => {
      const limit = filterOverLimit(type, text);
      if (limit === 'words') return t('grid.filter_limit.words', { count: SEARCH_MAX_WORDS });
      if (limit === 'length') return t('grid.filter_limit.length', { count: FREE_TEXT_MAX_LENGTH });
      return undefined;
    },
    [t, type],
  );
}

/** What a search field of a large grid says while its text holds a word too short to look for inside the fields. */
export function useShortWordsNote(minWordLength: number | undefined): (text: string) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (text: string) =>
      identifierOnlyWords(text, minWordLength).length > 0
        ? t('grid.search_short_words', { count: minWordLength })
        : undefined,
    [t, minWordLength],
  );
}
