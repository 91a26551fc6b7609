import { Grid, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type SettingsSectionProps = {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  /** Beside the title, e.g. a status badge. */
  aside?: ReactNode;
  children: ReactNode;
};

/** One group of settings: what it is about on the left, its controls on the right (stacked on narrow screens). */
export function SettingsSection({ id, title, description, aside, children }: SettingsSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
      <Grid gap={{ base: 'md', md: 'xl' }}>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap={6}>
            <Title order={2} fz="md" id={headingId}>
              {title}
            </Title>
            {description ? (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            ) : null}
            {aside}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>{children}</Grid.Col>
      </Grid>
    </Paper>
  );
}
