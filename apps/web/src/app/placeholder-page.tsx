import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '~/shared/ui/page-heading';
import { useRouteTitleKey } from './route-handle';

/** Holds a route of the table whose page another change builds, so the redirect rule has somewhere to land. */
export function PlaceholderPage() {
  const { t } = useTranslation();
  const titleKey = useRouteTitleKey();
  return (
    <Stack gap="md">
      <PageHeading title={titleKey ? t(titleKey) : ''} />
      <Text c="dimmed">{t('placeholder.message')}</Text>
    </Stack>
  );
}
