import { Group, type MantineBreakpoint, Text } from '@mantine/core';

type BrandMarkProps = {
  inverted?: boolean;
  /** From which width the name shows beside the mark: a narrow header keeps its room for the controls. */
  nameFrom?: MantineBreakpoint;
};

export function BrandMark({ inverted = false, nameFrom }: BrandMarkProps) {
  return (
    <Group gap={10} wrap="nowrap">
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill={inverted ? '#ffffff' : 'var(--mantine-color-pine-7)'} />
        <path d="M9 9h6v6H9zM17 9h6v6h-6zM9 17h6v6H9z" fill={inverted ? '#0e5753' : '#e8f6f5'} />
        <path d="M17 17h6v6h-6z" fill={inverted ? '#48aca5' : '#70c0ba'} />
      </svg>
      <Text
        component="span"
        fw={700}
        fz="lg"
        c={inverted ? 'white' : undefined}
        visibleFrom={nameFrom}
        style={{ letterSpacing: '-0.01em' }}
      >
        Paygrid
      </Text>
    </Group>
  );
}
