import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** An error page's body: the status, what happened, and the one way on. */
export function ErrorNotice({
  status,
  title,
  message,
  action,
}: {
  status: number;
  title: string;
  message: string;
  action: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" py={48} maw={560}>
      <Text c="dimmed" fw={600} size="sm" tt="uppercase" style={{ letterSpacing: '0.06em' }}>
        {t('error_page.status', { status })}
      </Text>
      <Title order={1}>{title}</Title>
      <Text size="lg">{message}</Text>
      {action}
    </Stack>
  );
}
