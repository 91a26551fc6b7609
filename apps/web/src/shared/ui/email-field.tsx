import { TextInput, type TextInputProps } from '@mantine/core';

/** An e-mail input as every form wants it: the e-mail keyboard, no spell-check, required without an asterisk. */
export function EmailField(props: TextInputProps) {
  return (
    <TextInput
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      spellCheck={false}
      required
      withAsterisk={false}
      {...props}
    />
  );
}
