import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = { id: string; title: string; description: string; children: ReactNode };

/** One group of organisation settings, a region named by its title. */
export function OrganizationSettingsSection({ id, title, description, children }: Props) {
  return (
    <Paper component="section" aria-labelledby={`${id}-heading`} withBorder radius="md" p="lg">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="md" id={`${id}-heading`}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
