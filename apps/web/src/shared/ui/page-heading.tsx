import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type PageHeadingProps = { title: ReactNode; intro?: ReactNode };

/** The one h1 of a page, with an optional lead sentence under it. */
export function PageHeading({ title, intro }: PageHeadingProps) {
  return (
    <Stack gap={6}>
      <Title order={1} fz={{ base: 24, sm: 28 }} lh={1.2}>
        {title}
      </Title>
      {intro ? <Text c="dimmed">{intro}</Text> : null}
    </Stack>
  );
}
