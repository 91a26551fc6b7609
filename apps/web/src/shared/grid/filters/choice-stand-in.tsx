import { TextInput, type TextInputProps } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';

type ChoiceStandInProps = Pick<TextInputProps, 'w' | 'miw' | 'maw'> & { label: string; shown: string };

/** What an enumeration filter draws until its picker arrives (OnDemandField makes it read-only, role combobox). */
export function ChoiceStandIn({ label, shown, ...width }: ChoiceStandInProps) {
  return (
    <TextInput
      size="xs"
      {...width}
      label={label}
      value={shown}
      rightSection={<IconChevronDown size={14} aria-hidden />}
      rightSectionPointerEvents="none"
    />
  );
}
