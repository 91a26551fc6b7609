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
  /** Why the text cannot be asked for (it goes past a limit): said under the field, and the text is not told. */
  problemOf?: (text: string) => string | undefined;
  /** What the reader should know about how the text is looked for (not a problem: it is sent), under the field. */
  noteOf?: (text: string) => string | undefined;
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
  problemOf,
  noteOf,
}: DebouncedTextInputProps) {
  const [text, setText] = useState(value);
  const tell = useDebouncedCallback(onChange, DEBOUNCE_MS);
  const problem = problemOf?.(text);
  useEffect(() => setText(value), [value]);
  return (
    <TextInput
      size="xs"
      w={w ?? 180}
      label={label}
      value={text}
      leftSection={leftSection}
      placeholder={placeholder}
      error={problem}
      description={problem ? undefined : noteOf?.(text)}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        if (problemOf?.(next)) tell.cancel();
        else tell(next);
      }}
    />
  );
}
