import { Button, Stack, Text } from '@mantine/core';
import { IconFingerprint } from '@tabler/icons-react';
import type { ParseKeys } from 'i18next';
import { RequestFailureAlert } from '~/shared/ui/request-failure-alert';
import type { PasskeyOutcome } from '../hooks/use-passkey-outcome';

type PasskeyButtonProps = {
  label: string;
  /** Filled where the passkey is the step's main way, default beside a form. */
  variant: 'filled' | 'default';
  pending: boolean;
  outcome: PasskeyOutcome;
  failureTitleKey: ParseKeys;
  /** Said calmly when the person closed the browser's prompt. */
  dismissedText: string;
  onClick: () => void;
  onDismiss: () => void;
};

/** The button that opens the browser's passkey prompt, with what the last try came to under or above it. */
export function PasskeyButton({
  label,
  variant,
  pending,
  outcome,
  failureTitleKey,
  dismissedText,
  onClick,
  onDismiss,
}: PasskeyButtonProps) {
  return (
    <Stack gap={6}>
      {outcome && !outcome.dismissed ? (
        <RequestFailureAlert error={outcome.error} fallbackTitleKey={failureTitleKey} onDismiss={onDismiss} />
      ) : null}
      <Button
        variant={variant}
        size="md"
        fullWidth
        mt={outcome && !outcome.dismissed ? 'xs' : undefined}
        leftSection={<IconFingerprint size={18} aria-hidden />}
        loading={pending}
        onClick={onClick}
      >
        {label}
      </Button>
      <div role="status">
        {outcome?.dismissed ? (
          <Text size="sm" c="dimmed" ta="center">
            {dismissedText}
          </Text>
        ) : null}
      </div>
    </Stack>
  );
}
