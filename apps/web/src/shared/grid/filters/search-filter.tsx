import { IconSearch } from '@tabler/icons-react';
import { DebouncedTextInput } from './debounced-text-input';
import { useFilterLimitProblem, useShortWordsNote } from './filter-limit-problem';

type SearchFilterProps = {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  /** The grid's shortest word looked for inside its fields (shorter ones only begin an id). */
  minWordLength?: number;
};

/** §3 search filter: words matched as prefixes by the server. */
export function SearchFilter({ label, value, onChange, minWordLength }: SearchFilterProps) {
  return (
    <DebouncedTextInput
      label={label}
      w={240}
      value={value ?? ''}
      leftSection={<IconSearch size={14} aria-hidden />}
      onChange={(text) => onChange(text.trim() === '' ? undefined : text)}
      problemOf={useFilterLimitProblem('search')}
      noteOf={useShortWordsNote(minWordLength)}
    />
  );
}
