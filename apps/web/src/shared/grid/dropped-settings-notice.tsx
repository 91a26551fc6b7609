import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** One line saying what an old link or view named that the grid no longer knows (it was left out). */
export function DroppedSettingsNotice({ dropped }: { dropped: ReadonlyArray<string> }) {
  const { t } = useTranslation();
  if (dropped.length === 0) return null;
  return (
    <Text size="sm" c="dimmed" role="status">
      {t('grid.dropped', { count: dropped.length, list: dropped.join(', ') })}
    </Text>
  );
}
