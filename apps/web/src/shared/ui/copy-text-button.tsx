import { Button, type ButtonProps, CopyButton } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

type CopyTextButtonProps = ButtonProps & { value: string; label: string; copiedLabel: string };

/** Copies a text to the clipboard and says so on the button itself for a moment. */
export function CopyTextButton({ value, label, copiedLabel, ...buttonProps }: CopyTextButtonProps) {
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button
          variant="default"
          {...buttonProps}
          onClick={copy}
          leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
        >
          {copied ? copiedLabel : label}
        </Button>
      )}
    </CopyButton>
  );
}
