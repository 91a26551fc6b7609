import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type MailSentPanelProps = { title: ReactNode; children: ReactNode; actions?: ReactNode };

/** "Check your mail": replaces a form once its link is on its way. Focused so screen readers read it out. */
export function MailSentPanel({ title, children, actions }: MailSentPanelProps) {
  return (
    <Stack gap="md" role="status">
      <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
        <IconMailCheck size={26} stroke={1.6} />
      </ThemeIcon>
      <Title order={1} fz={{ base: 24, sm: 28 }} lh={1.2}>
        {title}
      </Title>
      <Text>{children}</Text>
      {actions}
    </Stack>
  );
}
