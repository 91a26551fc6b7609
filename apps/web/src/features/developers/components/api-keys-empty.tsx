import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconKey, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** No key yet: what keys are for, and the way to make the first one. */
export function ApiKeysEmpty({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack gap="sm" align="flex-start" maw={640}>
        <ThemeIcon variant="light" size="lg" radius="md">
          <IconKey size={20} aria-hidden />
        </ThemeIcon>
        <Title order={2} fz="lg">
          {t('developers.empty_title')}
        </Title>
        <Text size="sm">{t('developers.empty_text')}</Text>
        <Button mt="xs" leftSection={<IconPlus size={16} aria-hidden />} onClick={onCreate}>
          {t('developers.create')}
        </Button>
      </Stack>
    </Paper>
  );
}
