import { Paper, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type StatCardProps = { label: string; value: ReactNode; loading?: boolean };

/** One figure of the overview: a quiet label over a large value. */
export function StatCard({ label, value, loading = false }: StatCardProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: '0.05em' }}>
        {label}
      </Text>
      {loading ? (
        <Skeleton height={28} mt={6} width="40%" />
      ) : (
        // Two cards a row on a phone: the figure a size smaller there, so an amount with its code mostly fits a line.
        <Text
          fz={{ base: 19, sm: 26 }}
          fw={650}
          lh={1.3}
          mt={4}
          style={{ fontVariantNumeric: 'tabular-nums' }}
        >
          {value}
        </Text>
      )}
    </Paper>
  );
}
