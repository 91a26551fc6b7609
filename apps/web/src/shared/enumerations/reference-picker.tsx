import { type OptionsFilter, Select, type SelectProps } from '@mantine/core';
import { type FocusEvent, type KeyboardEvent, type MouseEvent, useEffect, useState } from 'react';
import { findOptions, type PickerOption } from './picker-options';

export type ReferencePickerProps = Omit<SelectProps, 'data' | 'filter' | 'searchable'> & {
  options: ReadonlyArray<PickerOption>;
};

// Typing replaces the picked text instead of adding to it ("United StatesUkr" found nothing).
const selectAll = (event: FocusEvent<HTMLInputElement> | MouseEvent<HTMLInputElement>) =>
  event.currentTarget.select();

/**
 * A searchable select of reference values (countries, currencies, time zones): typed words filter by label and
 * keywords, the first match is highlighted, and Enter picks it and never submits the form around it.
 */
export function ReferencePicker({
  options,
  onKeyDown,
  onFocus,
  onClick,
  onOptionSubmit,
  ...props
}: ReferencePickerProps) {
  const labelOf = (value: string | null | undefined) =>
    options.find((option) => option.value === value)?.label ?? '';
  const pickedLabel = labelOf(props.value);
  // Held here because Mantine leaves the typed text in place when the option picked is the one already picked.
  const [search, setSearch] = useState(pickedLabel);
  useEffect(() => setSearch(pickedLabel), [pickedLabel]);
  // Mantine hands back its own option objects: rank ours, then return theirs in that order.
  const filter: OptionsFilter = ({ options: shown, search }) => {
    const byValue = new Map(shown.flatMap((item) => ('value' in item ? [[item.value, item] as const] : [])));
    return findOptions(options, search).flatMap((option) => {
      const item = byValue.get(option.value);
      return item ? [item] : [];
    });
  };
  return (
    <Select
      allowDeselect={false}
      maxDropdownHeight={280}
      limit={100}
      {...props}
      data={options.map(({ value, label }) => ({ value, label }))}
      filter={filter}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      onOptionSubmit={(value) => {
        setSearch(labelOf(value));
        onOptionSubmit?.(value);
      }}
      selectFirstOptionOnChange
      onFocus={(event) => {
        selectAll(event);
        onFocus?.(event);
      }}
      onClick={(event) => {
        selectAll(event);
        onClick?.(event);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        // The combobox picks the highlighted option on Enter; the form must not also be sent.
        if (event.key === 'Enter') event.preventDefault();
        onKeyDown?.(event);
      }}
    />
  );
}
