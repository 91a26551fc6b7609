import { Switch } from '@mantine/core';

type ToggleFilterProps = {
  label: string;
  value: boolean | undefined;
  onChange: (value: boolean | undefined) => void;
};

/** §3 toggle filter: on means the grid's condition holds; off filters nothing. */
export function ToggleFilter({ label, value, onChange }: ToggleFilterProps) {
  return (
    <Switch
      size="sm"
      mb={4}
      label={label}
      checked={value === true}
      onChange={(event) => onChange(event.currentTarget.checked ? true : undefined)}
    />
  );
}
