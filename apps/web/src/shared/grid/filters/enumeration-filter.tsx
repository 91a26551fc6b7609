import { Select } from '@mantine/core';
import type { FilterOption } from './filter-option';

type EnumerationFilterProps = {
  label: string;
  options: ReadonlyArray<FilterOption>;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
};

/** §3 enumeration filter: one value of a list. */
export function EnumerationFilter({ label, options, value, onChange }: EnumerationFilterProps) {
  return (
    <Select
      size="xs"
      w={180}
      label={label}
      data={options.map((option) => ({ ...option }))}
      value={value ?? null}
      clearable
      searchable
      onChange={(next) => onChange(next ?? undefined)}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
