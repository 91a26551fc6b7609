import { DebouncedTextInput } from './debounced-text-input';
import { useFilterLimitProblem } from './filter-limit-problem';

type StringFilterProps = {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
};

/** §3 string filter: the field contains the text. */
export function StringFilter({ label, value, onChange }: StringFilterProps) {
  return (
    <DebouncedTextInput
      label={label}
      value={value ?? ''}
      onChange={(text) => onChange(text.trim() === '' ? undefined : text)}
      problemOf={useFilterLimitProblem('string')}
    />
  );
}
