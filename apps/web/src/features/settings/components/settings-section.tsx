import { Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type SettingsSectionProps = {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  /** Beside the title, e.g. a status badge or an action on the whole section. */
  aside?: ReactNode;
  /** `side`: a form beside its explanation; `stacked`: a table under it, with the full width for columns. */
  layout?: 'side' | 'stacked';
  children: ReactNode;
};

/** One group of settings, named for screen readers and landmarks by its title. */
export function SettingsSection({
  id,
  title,
  description,
  aside,
  layout = 'side',
  children,
}: SettingsSectionProps) {
  const headingId = `${id}-heading`;
  const heading = (
    <Stack gap={4}>
      <Title order={2} fz="md" id={headingId}>
        {title}
      </Title>
      {description ? (
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      ) : null}
    </Stack>
  );

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
      {layout === 'stacked' ? (
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="md">
            {heading}
            {aside}
          </Group>
          {children}
        </Stack>
      ) : (
        <Grid gap={{ base: 'md', md: 'xl' }}>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="xs">
              {heading}
              {aside}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>{children}</Grid.Col>
        </Grid>
      )}
    </Paper>
  );
}
