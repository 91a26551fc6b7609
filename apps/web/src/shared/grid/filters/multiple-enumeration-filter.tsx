import { TextInput } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { onDemand } from '~/shared/on-demand/on-demand';
import { OnDemandField } from '~/shared/on-demand/on-demand-field';
import type { FilterOption } from './filter-option';

export type MultipleEnumerationFilterProps = {
  label: string;
  options: ReadonlyArray<FilterOption>;
  value: ReadonlyArray<string> | undefined;
  onChange: (value: string[] | undefined) => void;
};

const picker = onDemand(() => import('./choice-pickers').then((module) => module.MultipleEnumerationSelect));

/** §3 multiple-enumeration filter: any of several values, picked from a MultiSelect that arrives when first wanted. */
export function MultipleEnumerationFilter(props: MultipleEnumerationFilterProps) {
  const chosen = new Set(props.value ?? []);
  const shown = props.options
    .filter((option) => chosen.has(option.value))
    .map((option) => option.label)
    .join(', ');
  return (
    <OnDemandField
      part={picker}
      props={props}
      standIn={
        <TextInput
          size="xs"
          miw={180}
          maw={320}
          label={props.label}
          value={shown}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          rightSectionPointerEvents="none"
        />
      }
    />
  );
}
