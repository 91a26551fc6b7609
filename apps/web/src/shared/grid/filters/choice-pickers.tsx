import { MultiSelect, Select } from '@mantine/core';
import { type FieldArrivalProps, useFocusOnArrival } from '~/shared/on-demand/on-demand-field';
import type { EnumerationFilterProps } from './enumeration-filter';
import type { MultipleEnumerationFilterProps } from './multiple-enumeration-filter';

// The enumeration filters' pickers, an on-demand part of every grid page (with Mantine's Combobox and floating-ui).

/** §3 enumeration filter: one value of a list. */
export function EnumerationSelect({
  label,
  options,
  value,
  onChange,
  focusOnArrival,
  openOnArrival,
}: EnumerationFilterProps & FieldArrivalProps) {
  const ref = useFocusOnArrival(focusOnArrival);
  return (
    <Select
      ref={ref}
      size="xs"
      w={180}
      label={label}
      data={options.map((option) => ({ ...option }))}
      value={value ?? null}
      clearable
      searchable
      defaultDropdownOpened={openOnArrival}
      onChange={(next) => onChange(next ?? undefined)}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** §3 multiple-enumeration filter: any of several values. */
export function MultipleEnumerationSelect({
  label,
  options,
  value,
  onChange,
  focusOnArrival,
  openOnArrival,
}: MultipleEnumerationFilterProps & FieldArrivalProps) {
  const ref = useFocusOnArrival(focusOnArrival);
  return (
    <MultiSelect
      ref={ref}
      size="xs"
      miw={180}
      maw={320}
      label={label}
      data={options.map((option) => ({ ...option }))}
      value={[...(value ?? [])]}
      clearable
      searchable
      defaultDropdownOpened={openOnArrival}
      onChange={(next) => onChange(next.length > 0 ? next : undefined)}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
