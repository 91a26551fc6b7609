import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlus, IconWebhook } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** No endpoint yet: what webhooks are for, and the way to add the first. */
export function WebhookEndpointsEmpty({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack gap="sm" align="flex-start" maw={640}>
        <ThemeIcon variant="light" size="lg" radius="md">
          <IconWebhook size={20} aria-hidden />
        </ThemeIcon>
        <Title order={3} fz="lg">
          {t('webhooks.empty_title')}
        </Title>
        <Text size="sm">{t('webhooks.empty_text')}</Text>
        <Button mt="xs" leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
          {t('webhooks.add')}
        </Button>
      </Stack>
    </Paper>
  );
}
