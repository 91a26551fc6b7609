import { MultiSelect } from '@mantine/core';
import type { FilterOption } from './filter-option';

type MultipleEnumerationFilterProps = {
  label: string;
  options: ReadonlyArray<FilterOption>;
  value: ReadonlyArray<string> | undefined;
  onChange: (value: string[] | undefined) => void;
};

/** §3 multiple-enumeration filter: any of several values. */
export function MultipleEnumerationFilter({
  label,
  options,
  value,
  onChange,
}: MultipleEnumerationFilterProps) {
  return (
    <MultiSelect
      size="xs"
      miw={180}
      maw={320}
      label={label}
      data={options.map((option) => ({ ...option }))}
      value={[...(value ?? [])]}
      clearable
      searchable
      onChange={(next) => onChange(next.length > 0 ? next : undefined)}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
