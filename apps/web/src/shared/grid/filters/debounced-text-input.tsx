import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { type ReactNode, useEffect, useState } from 'react';

type DebouncedTextInputProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  leftSection?: ReactNode;
  placeholder?: string;
  w?: number;
};

const DEBOUNCE_MS = 350;

/** A text filter that tells its value after the reader pauses, and follows the URL when it changes. */
export function DebouncedTextInput({
  label,
  value,
  onChange,
  leftSection,
  placeholder,
  w,
}: DebouncedTextInputProps) {
  const [text, setText] = useState(value);
  const tell = useDebouncedCallback(onChange, DEBOUNCE_MS);
  useEffect(() => setText(value), [value]);
  return (
    <TextInput
      size="xs"
      w={w ?? 180}
      label={label}
      value={text}
      leftSection={leftSection}
      placeholder={placeholder}
      onChange={(event) => {
        setText(event.currentTarget.value);
        tell(event.currentTarget.value);
      }}
    />
  );
}
